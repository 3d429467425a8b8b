import {
  decide,
  DEFAULT_DECIDER_SETTINGS,
  deciderSettings,
  mannWhitneyGreater,
  quantile,
  type ArmMeasurements,
} from '../canary-decider';

const arm = (loads: number, failures: number, lcp: number[] = [], inp: number[] = []): ArmMeasurements => ({
  loads,
  failures,
  lcp,
  inp,
});
/** n values spread evenly from `from` to `to` (deterministic, no randomness in a test). */
const spread = (n: number, from: number, to: number) =>
  Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));

describe('mannWhitneyGreater', () => {
  it("gives R's wilcox.test answer for the Hollander & Wolfe example of its help page", () => {
    // R: x <- c(0.80, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46); y <- c(1.15, 0.88, 0.90, 0.74, 1.21)
    //    wilcox.test(x, y, alternative = "g")  ->  W = 35, p-value = 0.1272 (exact)
    // The normal approximation with continuity correction (exact = FALSE), as SciPy 1.17
    // mannwhitneyu(x, y, alternative='greater', method='asymptotic') prints: U = 35, p = 0.12231180256349167.
    const x = [0.8, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46];
    const y = [1.15, 0.88, 0.9, 0.74, 1.21];
    const { u, p } = mannWhitneyGreater(x, y);
    expect(u).toBe(35);
    expect(p).toBeCloseTo(0.12231180256349167, 10);
  });

  it('corrects for ties', () => {
    // SciPy 1.17: mannwhitneyu([9,7,5,10,6,8], [3,4,2,6,2,5], alternative='greater', method='asymptotic')
    //   -> U = 34, p = 0.006295955745189852 (ties: 2,2 / 5,5 / 6,6)
    const { u, p } = mannWhitneyGreater([9, 7, 5, 10, 6, 8], [3, 4, 2, 6, 2, 5]);
    expect(u).toBe(34);
    expect(p).toBeCloseTo(0.006295955745189852, 10);
  });

  it('finds nothing between identical samples', () => {
    expect(mannWhitneyGreater([1, 1, 1], [1, 1, 1]).p).toBe(1);
  });
});

describe('quantile', () => {
  it("is R's type 7", () => {
    // R: quantile(c(1, 2, 3, 4, 10), 0.75) -> 4
    expect(quantile([10, 1, 3, 2, 4], 0.75)).toBe(4);
    // R: quantile(1:10, 0.75) -> 7.75
    expect(quantile(spread(10, 1, 10), 0.75)).toBeCloseTo(7.75, 10);
  });
});

describe('decide', () => {
  const s = DEFAULT_DECIDER_SETTINGS;

  it('aborts a canary failing 3 points more than stable once both arms have 200 loads', () => {
    const verdict = decide({ canary: arm(200, 8), stable: arm(200, 2), windowOver: false }, s);
    expect(verdict.action).toBe('abort');
    expect(verdict.reason).toMatch(/failure rate 4\.00% vs 1\.00% stable/);
  });

  it('holds the same failures while an arm has fewer than CANARY_MIN_LOADS loads', () => {
    expect(decide({ canary: arm(199, 100), stable: arm(500, 0), windowOver: true }, s).action).toBe('hold');
  });

  it('does not abort for exactly 2 points more, and advances once the window is over', () => {
    expect(decide({ canary: arm(200, 6), stable: arm(200, 2), windowOver: false }, s).action).toBe('hold');
    expect(decide({ canary: arm(200, 6), stable: arm(200, 2), windowOver: true }, s).action).toBe('advance');
  });

  it('aborts on a p75 LCP 50% worse with 50 samples each and a significant test', () => {
    const stable = spread(50, 1000, 3000);
    const canary = stable.map((v) => v * 1.5);
    const verdict = decide({ canary: arm(10, 0, canary), stable: arm(10, 0, stable), windowOver: true }, s);
    expect(verdict.action).toBe('abort');
    expect(verdict.reason).toMatch(/^p75 LCP 3750 ms vs 2500 ms stable \(\+50%, Mann-Whitney p = /);
  });

  it('does not judge a vital on 49 samples', () => {
    const stable = spread(49, 1000, 3000);
    const canary = stable.map((v) => v * 1.5);
    expect(
      decide({ canary: arm(10, 0, canary), stable: arm(10, 0, stable), windowOver: true }, s).action,
    ).toBe('hold');
  });

  it('does not abort when p75 is more than 20% worse but the test is not significant', () => {
    // The same values but for a long upper quarter: p75 rises by a third, the ranks barely move.
    const stable = spread(60, 100, 400);
    const canary = stable.map((v, i) => (i >= 44 ? v * 1.6 : v));
    expect(quantile(canary, 0.75) / quantile(stable, 0.75)).toBeGreaterThan(1.2);
    expect(mannWhitneyGreater(canary, stable).p).toBeGreaterThan(0.02);
    expect(
      decide({ canary: arm(300, 0, [], canary), stable: arm(300, 0, [], stable), windowOver: true }, s)
        .action,
    ).toBe('advance');
  });

  it('does not abort on a significant but small (10%) INP regression', () => {
    const stable = spread(400, 100, 300);
    const canary = stable.map((v) => v * 1.1);
    expect(mannWhitneyGreater(canary, stable).p).toBeLessThan(0.02);
    expect(
      decide({ canary: arm(300, 0, [], canary), stable: arm(300, 0, [], stable), windowOver: true }, s)
        .action,
    ).toBe('advance');
  });

  it('aborts on INP when LCP is fine', () => {
    const stable = spread(80, 50, 250);
    const verdict = decide(
      {
        canary: arm(
          0,
          0,
          stable,
          stable.map((v) => v * 2),
        ),
        stable: arm(0, 0, stable, stable),
        windowOver: false,
      },
      s,
    );
    expect(verdict).toEqual({ action: 'abort', reason: expect.stringMatching(/^p75 INP /) });
  });
});

describe('deciderSettings', () => {
  it('reads CANARY_MIN_LOADS, keeping 200 for nonsense', () => {
    expect(deciderSettings({ CANARY_MIN_LOADS: '20' }).minLoads).toBe(20);
    expect(deciderSettings({ CANARY_MIN_LOADS: 'x' }).minLoads).toBe(200);
    expect(deciderSettings({ CANARY_MIN_LOADS: '0' }).minLoads).toBe(200);
    expect(deciderSettings({}).minLoads).toBe(200);
  });
});
