/**
 * Lighthouse's mobile preset slows the CPU 4x, which assumes a host whose benchmarkIndex is about 1,500 (a
 * high-end desktop). On a slower host the same 4x stands for a far slower phone than Lighthouse's target, and
 * Lighthouse warns below benchmarkIndex 1,000. Its throttling guide (docs/throttling.md, "CPU throttling") says to
 * calibrate the multiplier from the host's benchmarkIndex with the Lighthouse team's calculator, whose published
 * anchor points are: 150 -> 1x, 800 -> 2x, 1,300 -> 3x, 1,533 -> 4x, each further 233 -> one more.
 * This is the piecewise-linear line through those anchors.
 */
const ANCHORS: [benchmarkIndex: number, multiplier: number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
const STEP_ABOVE_LAST = 233;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < ANCHORS[0]![0]) {
    throw new Error(`benchmarkIndex ${benchmarkIndex}: this host is too slow to stand for Lighthouse's target phone`);
  }
  const last = ANCHORS[ANCHORS.length - 1]!;
  if (benchmarkIndex >= last[0]) return round1(last[1] + (benchmarkIndex - last[0]) / STEP_ABOVE_LAST);
  for (let i = ANCHORS.length - 2; i >= 0; i -= 1) {
    const [x0, y0] = ANCHORS[i]!;
    const [x1, y1] = ANCHORS[i + 1]!;
    if (benchmarkIndex >= x0) return round1(y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0));
  }
  return 1;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
