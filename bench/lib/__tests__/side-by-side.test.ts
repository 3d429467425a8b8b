import { printSideBySide } from '../side-by-side';

function printed(fn: () => void): string[] {
  const lines: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(...line.split('\n')));
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

const tbt = { title: 'TBT', format: (v: number) => `${v} ms`, target: { text: '<= 200 ms', met: (v: number) => v <= 200 }, ratioAtMostOne: true };

describe('printSideBySide', () => {
  it('prints both builds, the ratio checked-out ÷ baseline and the checked-out build against the target', () => {
    const lines = printed(() => printSideBySide(tbt, ['this', 'baseline'], [{ name: 'landing', values: [150, 300] }, { name: 'job', values: [400, 200] }]));
    expect(lines[2]).toMatch(/this\s+baseline\s+ratio \(<= 1\.00\)\s+target <= 200 ms/);
    expect(lines[3]).toMatch(/landing\s+150 ms\s+300 ms\s+0\.50 ✓\s+✓/);
    expect(lines[4]).toMatch(/job\s+400 ms\s+200 ms\s+2\.00 ✗\s+✗/);
  });
  it('has no ratio column for one build, and no ratio where the baseline is 0', () => {
    expect(printed(() => printSideBySide(tbt, ['this'], [{ name: 'landing', values: [150] }]))[2]).not.toMatch(/ratio/);
    expect(printed(() => printSideBySide(tbt, ['this', 'baseline'], [{ name: 'landing', values: [0, 0] }]))[3]).toMatch(/0 ms\s+0 ms\s+-/);
  });
});

describe('printSideBySide without a ratio', () => {
  it('leaves the ratio column out for a figure that says so (a growth can be negative)', () => {
    const growth = { title: 'growth', format: (v: number) => `${v} MB`, target: { text: '<= 50 MB', met: (v: number) => v <= 50 }, ratio: false as const };
    const lines = printed(() => printSideBySide(growth, ['this', 'baseline'], [{ name: 'growth', values: [-49, -64] }]));
    expect(lines[2]).not.toMatch(/ratio/);
    expect(lines[3]).toMatch(/growth\s+-49 MB\s+-64 MB\s+✓/);
  });
});
