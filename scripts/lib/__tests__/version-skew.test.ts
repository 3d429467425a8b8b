import { runtimeSkew, satisfies, skewProblems } from '../version-skew';

describe('version skew', () => {
  it('matches the ranges our builds emit', () => {
    expect(satisfies('19.2.1', '^19.0.0')).toBe(true);
    expect(satisfies('18.3.1', '^19.0.0')).toBe(false);
    expect(satisfies('20.0.0', '^19.0.0')).toBe(false);
    expect(satisfies('0.3.5', '^0.3.1')).toBe(true);
    expect(satisfies('0.4.0', '^0.3.1')).toBe(false);
    expect(satisfies('1.4.9', '~1.4.2')).toBe(true);
    expect(satisfies('1.5.0', '~1.4.2')).toBe(false);
    expect(satisfies('2.0.0', '>=1.0.0')).toBe(true);
    expect(satisfies('1.0.0', '1.0.0')).toBe(true);
  });

  it('follows npm’s rules where the old hand-written comparison did not', () => {
    expect(satisfies('18.3.1', '^17.0.0 || ^18.0.0')).toBe(true);
    expect(satisfies('5.0.8', '>=4.0.0 <5.0.0')).toBe(false);
    expect(satisfies('6.30.6', '6.x')).toBe(true);
    expect(satisfies('19.0.0-rc.1', '^19.0.0')).toBe(false);
    expect(satisfies('19.0.0', '^19.0.0-rc.1')).toBe(true);
    expect(satisfies('1.2.3', '*')).toBe(true);
    expect(satisfies('1.2.3', 'workspace:*')).toBe(true);
    expect(satisfies('1.2.3', 'not a range')).toBe(false);
  });

  it('accepts a remote built against an older compatible version and reports an incompatible one', () => {
    const host = [
      { name: 'react', version: '19.2.1' },
      { name: 'zustand', version: '5.0.8' },
    ];
    expect(skewProblems(host, [{ name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' }])).toEqual([]);
    expect(skewProblems(host, [{ name: 'zustand', version: '4.5.0', requiredVersion: '^4.5.0' }])).toEqual([
      'zustand: remote requires ^4.5.0, host provides 5.0.8',
    ]);
  });

  it('reports a remote whose federation runtime differs from the one the host lends it', () => {
    expect(runtimeSkew('2.9.2', '2.9.0')).toEqual([]);
    expect(runtimeSkew('2.9.2', '2.10.1')).toEqual(['federation runtime: remote built with 2.10.1, host provides 2.9.2']);
    expect(runtimeSkew('2.9.2', '3.0.0')).toHaveLength(1);
    expect(runtimeSkew(undefined, '2.9.2')).toEqual([]);
  });
});
