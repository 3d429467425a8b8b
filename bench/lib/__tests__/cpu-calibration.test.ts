import { cpuSlowdownFor } from '../cpu-calibration';

describe('cpuSlowdownFor', () => {
  it('passes through the calculator anchors', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('interpolates between anchors', () => {
    expect(cpuSlowdownFor(917)).toBe(2.2);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it('refuses a host too slow to calibrate', () => {
    expect(() => cpuSlowdownFor(100)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
  });
});
