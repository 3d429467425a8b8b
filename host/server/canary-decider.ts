// The canary's checks (issue 50): given what was measured for both arms of one remote over the canary's current stage
// window, hold it, advance it, or abort it with the reason. Pure: the host's timer (canary.ts decideCanaries, through
// canaryDecide below) reads the measurements from the API and acts on the answer.
//
//   abort    when the canary's failure rate exceeds the stable arm's by more than 2 percentage points with at least
//            CANARY_MIN_LOADS (default 200) loads on each arm; or when its p75 LCP or INP is more than 20 % worse than
//            the stable arm's with at least 50 samples on each arm AND a one-sided Mann-Whitney U test says the canary's
//            values are larger at α = 0.02 (Kayenta's 98 % confidence and 50 points per metric);
//   advance  when the stage's window is over, the checks pass and each arm had enough loads to judge the failure rate;
//   hold     otherwise (not enough data yet: a canary nobody visits is never promoted by the clock alone).
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import ranks from '@stdlib/stats-ranks';

export type Verdict =
  | { action: 'hold'; reason: string }
  | { action: 'advance'; reason: string }
  | { action: 'abort'; reason: string };

/** What was measured for one arm (one remote version) over the window. */
export interface ArmMeasurements {
  /** Attempts: browser loads of the remote and server renders of its pages. */
  loads: number;
  /** Failed loads, server render errors, error boundaries and uncaught errors attributed to the remote. */
  failures: number;
  /** Real-user samples, in milliseconds. */
  lcp: readonly number[];
  inp: readonly number[];
}

export interface DeciderSettings {
  /** Loads needed on each arm to judge the failure rate (CANARY_MIN_LOADS, default 200). */
  minLoads: number;
  /** Samples needed on each arm to judge a vital (default 50). */
  minSamples: number;
  /** How much worse the canary's failure rate may be, in percentage points (default 2). */
  maxFailureRateDelta: number;
  /** How much worse the canary's p75 may be, as a fraction (default 0.2). */
  maxP75Regression: number;
  /** The Mann-Whitney test's significance level (default 0.02). */
  alpha: number;
}

export const DEFAULT_DECIDER_SETTINGS: DeciderSettings = {
  minLoads: 200,
  minSamples: 50,
  maxFailureRateDelta: 2,
  maxP75Regression: 0.2,
  alpha: 0.02,
};

/** The settings from the environment: CANARY_MIN_LOADS (default 200); the rest are the issue's. */
export function deciderSettings(env: NodeJS.ProcessEnv = process.env): DeciderSettings {
  const raw = env.CANARY_MIN_LOADS;
  const minLoads =
    raw !== undefined && /^\d+$/.test(raw.trim()) && Number(raw) >= 1
      ? Number(raw)
      : DEFAULT_DECIDER_SETTINGS.minLoads;
  return { ...DEFAULT_DECIDER_SETTINGS, minLoads };
}

/** The q-quantile of the values (linear interpolation between order statistics, R's type 7); NaN without any. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/**
 * One-sided Mann-Whitney U test (Wilcoxon rank-sum) that `x` is stochastically greater than `y`: the normal
 * approximation with tie correction and continuity correction, as R's wilcox.test(x, y, alternative = "greater",
 * exact = FALSE, correct = TRUE) and SciPy's mannwhitneyu(method = "asymptotic") compute it. U is x's statistic
 * (R's W): the rank sum of x less nx(nx + 1)/2.
 */
export function mannWhitneyGreater(
  x: readonly number[],
  y: readonly number[],
): { u: number; z: number; p: number } {
  const nx = x.length;
  const ny = y.length;
  if (nx === 0 || ny === 0) return { u: NaN, z: NaN, p: 1 };
  const all = [...x, ...y];
  const r = ranks(all, { method: 'average' });
  let rankSumX = 0;
  for (let i = 0; i < nx; i += 1) rankSumX += r[i]!;
  const u = rankSumX - (nx * (nx + 1)) / 2;
  const n = nx + ny;
  // Tie correction: Σ(t³ − t) over groups of equal values.
  const counts = new Map<number, number>();
  for (const v of all) counts.set(v, (counts.get(v) ?? 0) + 1);
  let ties = 0;
  for (const t of counts.values()) ties += t * t * t - t;
  const variance = ((nx * ny) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return { u, z: 0, p: 1 };
  const mean = (nx * ny) / 2;
  const z = (u - mean - 0.5) / Math.sqrt(variance);
  return { u, z, p: 1 - normalCdf(z, 0, 1) };
}

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

/** The failure rate of an arm (0 without loads). */
export const failureRate = (arm: Pick<ArmMeasurements, 'loads' | 'failures'>) =>
  arm.loads > 0 ? Math.min(1, arm.failures / arm.loads) : 0;

/** Whether the canary's values of one vital are worse enough, and significantly so; the reason when they are. */
function vitalRegression(
  name: 'LCP' | 'INP',
  canary: readonly number[],
  stable: readonly number[],
  s: DeciderSettings,
): string | null {
  if (canary.length < s.minSamples || stable.length < s.minSamples) return null;
  const c = quantile(canary, 0.75);
  const b = quantile(stable, 0.75);
  if (!(c > b * (1 + s.maxP75Regression))) return null;
  const { p } = mannWhitneyGreater(canary, stable);
  if (!(p < s.alpha)) return null;
  return `p75 ${name} ${Math.round(c)} ms vs ${Math.round(b)} ms stable (+${Math.round((c / b - 1) * 100)}%, Mann-Whitney p = ${p.toPrecision(2)} < ${s.alpha}, ${canary.length}/${stable.length} samples)`;
}

/**
 * The verdict for one canary. `windowOver`: the stage has been held for its window (a pinned canary is never
 * advanced: pass false).
 */
export function decide(
  input: { canary: ArmMeasurements; stable: ArmMeasurements; windowOver: boolean },
  settings: DeciderSettings = DEFAULT_DECIDER_SETTINGS,
): Verdict {
  const { canary, stable, windowOver } = input;
  const enoughLoads = canary.loads >= settings.minLoads && stable.loads >= settings.minLoads;
  if (enoughLoads) {
    const c = failureRate(canary);
    const b = failureRate(stable);
    if ((c - b) * 100 > settings.maxFailureRateDelta) {
      return {
        action: 'abort',
        reason: `failure rate ${pct(c)} vs ${pct(b)} stable (more than ${settings.maxFailureRateDelta} points worse over ${canary.loads}/${stable.loads} loads)`,
      };
    }
  }
  const vital =
    vitalRegression('LCP', canary.lcp, stable.lcp, settings) ??
    vitalRegression('INP', canary.inp, stable.inp, settings);
  if (vital) return { action: 'abort', reason: vital };
  if (!enoughLoads)
    return {
      action: 'hold',
      reason: `waiting for ${settings.minLoads} loads per arm (canary ${canary.loads}, stable ${stable.loads})`,
    };
  if (!windowOver) return { action: 'hold', reason: 'stage window not over' };
  return {
    action: 'advance',
    reason: `checks passed: failure rate ${pct(failureRate(canary))} vs ${pct(failureRate(stable))} stable over ${canary.loads}/${stable.loads} loads`,
  };
}
