// What is measured per remote version for canary releases (issue 50, migration 029): counts of loads, server renders
// and errors per 10-second slot, and real-user vitals samples. The host's decider reads both arms (a canary's arm is
// its version) over the canary's window; the operator's console draws them over time.
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';

export const COUNT_KINDS = [
  'load',
  'loadFailure',
  'render',
  'renderError',
  'boundaryError',
  'uncaughtError',
] as const;
export type CountKind = (typeof COUNT_KINDS)[number];
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Attempts: what a failure rate is a share of. */
const ATTEMPTS: readonly CountKind[] = ['load', 'loadFailure', 'render', 'renderError'];
const FAILURES: readonly CountKind[] = ['loadFailure', 'renderError', 'boundaryError', 'uncaughtError'];
export const SLOT_MS = 10_000;
export const slotOf = (ms: number) => Math.floor(ms / SLOT_MS);
/** Samples of one metric read for one version at most (the newest). */
export const MAX_SAMPLES = 5000;

export interface VersionMeasurements {
  loads: number;
  failures: number;
  counts: Record<CountKind, number>;
  lcp: number[];
  inp: number[];
  cls: number[];
  /** Per `seriesMs` step from `since`: attempts, failures and the vitals' p75 (null without samples). */
  series: { at: string; loads: number; failures: number; lcpP75: number | null; inpP75: number | null }[];
}

/** R's type-7 quantile (the host's decider uses the same). */
function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * 0.75;
  const lo = Math.floor(at);
  return sorted[lo]! + (sorted[Math.ceil(at)]! - sorted[lo]!) * (at - lo);
}

export function createCanaryMeasurements(db: Kysely<Database>, maxVitals: number) {
  return {
    async count(remote: string, version: string, kind: CountKind, n = 1, at = Date.now()): Promise<void> {
      if (n <= 0) return;
      const slot = slotOf(at);
      await db
        .insertInto('telemetry_counts')
        .values({ remote, version, slot, kind, count: n })
        .onConflict((oc) =>
          oc
            .columns(['remote', 'version', 'slot', 'kind'])
            .doUpdateSet((eb) => ({ count: eb('telemetry_counts.count', '+', n) })),
        )
        .execute();
    },
    async vital(
      remote: string,
      version: string,
      metric: VitalMetric,
      value: number,
      at = Date.now(),
    ): Promise<void> {
      await db
        .insertInto('telemetry_vitals')
        .values({ remote, version, metric, value, slot: slotOf(at) })
        .execute();
      // Bounded: past maxVitals rows the oldest slots are dropped (a slot at a time).
      const edge = await db
        .selectFrom('telemetry_vitals')
        .select('slot')
        .orderBy('slot', 'desc')
        .limit(1)
        .offset(maxVitals)
        .executeTakeFirst();
      if (edge) await db.deleteFrom('telemetry_vitals').where('slot', '<=', edge.slot).execute();
    },
    /** One version's measurements from `since` (ms) on, with a series in steps of `seriesMs`. */
    async measurements(
      remote: string,
      version: string,
      since: number,
      seriesMs = 60_000,
    ): Promise<VersionMeasurements> {
      const from = slotOf(since);
      const [countRows, vitalRows] = await Promise.all([
        db
          .selectFrom('telemetry_counts')
          .select(['slot', 'kind', 'count'])
          .where('remote', '=', remote)
          .where('version', '=', version)
          .where('slot', '>=', from)
          .execute(),
        db
          .selectFrom('telemetry_vitals')
          .select(['slot', 'metric', 'value'])
          .where('remote', '=', remote)
          .where('version', '=', version)
          .where('slot', '>=', from)
          .where('metric', 'in', ['LCP', 'INP', 'CLS'])
          .orderBy('slot', 'desc')
          .limit(MAX_SAMPLES * 3)
          .execute(),
      ]);
      const counts = Object.fromEntries(COUNT_KINDS.map((k) => [k, 0])) as Record<CountKind, number>;
      const step = Math.max(1, Math.round(seriesMs / SLOT_MS));
      const buckets = new Map<number, { loads: number; failures: number; lcp: number[]; inp: number[] }>();
      const bucket = (slot: number) => {
        const key = Math.floor((slot - from) / step);
        let b = buckets.get(key);
        if (!b) buckets.set(key, (b = { loads: 0, failures: 0, lcp: [], inp: [] }));
        return b;
      };
      for (const row of countRows) {
        const kind = row.kind as CountKind;
        if (!(kind in counts)) continue;
        const n = Number(row.count);
        counts[kind] += n;
        if (ATTEMPTS.includes(kind)) bucket(row.slot).loads += n;
        if (FAILURES.includes(kind)) bucket(row.slot).failures += n;
      }
      const samples: Record<VitalMetric, number[]> = { LCP: [], INP: [], CLS: [] };
      for (const row of vitalRows) {
        const metric = row.metric as VitalMetric;
        const value = Number(row.value);
        if (samples[metric].length < MAX_SAMPLES) samples[metric].push(value);
        if (metric === 'LCP') bucket(row.slot).lcp.push(value);
        if (metric === 'INP') bucket(row.slot).inp.push(value);
      }
      const series = [...buckets.entries()]
        .sort(([a], [b]) => a - b)
        .map(([key, b]) => ({
          at: new Date((from + key * step) * SLOT_MS).toISOString(),
          loads: b.loads,
          failures: b.failures,
          lcpP75: p75(b.lcp),
          inpP75: p75(b.inp),
        }));
      return {
        loads: ATTEMPTS.reduce((sum, k) => sum + counts[k], 0),
        failures: FAILURES.reduce((sum, k) => sum + counts[k], 0),
        counts,
        lcp: samples.LCP,
        inp: samples.INP,
        cls: samples.CLS,
        series,
      };
    },
    /** Rows of both tables (tests and the console's footnote). */
    async size(): Promise<{ counts: number; vitals: number }> {
      const [c, v] = await Promise.all([
        db
          .selectFrom('telemetry_counts')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('telemetry_vitals')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { counts: Number(c.n), vitals: Number(v.n) };
    },
  };
}

export type CanaryMeasurements = ReturnType<typeof createCanaryMeasurements>;
declare module 'fastify' {
  interface FastifyInstance {
    canaryMeasurements: CanaryMeasurements;
  }
}
export default fp(
  async (fastify) => {
    fastify.decorate(
      'canaryMeasurements',
      createCanaryMeasurements(fastify.db, fastify.config.telemetryMaxVitals),
    );
  },
  { name: 'canary-measurements', dependencies: ['db'] },
);
