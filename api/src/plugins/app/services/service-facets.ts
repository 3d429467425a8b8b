/** Facet counts of the services: groups per (category, mode, protection, rating band) and the facets they add up to. */
import { expressionBuilder, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { RATING_FACET_STEPS, type ServiceFacetsT } from '@cargora/shared/contracts/schemas';
import type { Database } from '../../../db/types';
import { protectionSql, RATING_STEPS, ratingBandSql } from '../../../db/facet-counts';
import type { Dialect } from '../../../db/search-index';
import { hasFilters, servicesFor, whereFilters, type ServiceFilters } from './service-queries';

/** Services counted per facet values (rating band k >= 1: rated at least the k-th rating step; 0: below them all). */
export interface FacetGroup { category: string; mode: string; protection: string; band: number; n: number }

/**
 * Whether the service_facet_counts table answers these filters: no text, nothing but category, mode, protection and
 * a minimum rating at one of the steps.
 */
export function countedByFacets(f: ServiceFilters): boolean {
  const { category: _c, mode: _m, protection: _p, minRating, ...others } = f;
  return !f.q?.trim() && !hasFilters(others) && (!minRating || RATING_STEPS.includes(minRating));
}

/** Counts of the same facet values added up into one group each. */
export function addedUp(groups: readonly FacetGroup[]): FacetGroup[] {
  const counts = new Map<string, FacetGroup>();
  for (const g of groups) {
    const key = `${g.category}\u0000${g.mode}\u0000${g.protection}\u0000${g.band}`;
    const kept = counts.get(key);
    if (kept) kept.n += g.n;
    else counts.set(key, { ...g });
  }
  return [...counts.values()];
}

/** Whether migration 019's price counts answer these filters' groups: a price range and nothing else (no text either). */
export function countedByPriceBuckets(f: ServiceFilters): boolean {
  return !f.q?.trim() && (f.minPrice !== undefined || f.maxPrice !== undefined) && !hasFilters({ ...f, minPrice: undefined, maxPrice: undefined });
}

/** Each facet: the groups the other three filters keep, added up. */
export function facetsOf(rows: FacetGroup[], filters: ServiceFilters, steps: number[]): ServiceFacetsT {
  type Group = FacetGroup;
  /** The lowest rating in a band: band k (1..steps) holds ratings from the k-th step up. */
  const lowest = (g: Group) => (g.band === 0 ? 0 : steps[g.band - 1]!);
  const keeps = (g: Group, except: 'category' | 'mode' | 'protection' | 'rating' | null) =>
    (except === 'category' || !filters.category || g.category === filters.category) &&
    (except === 'mode' || !filters.mode || g.mode === filters.mode) &&
    (except === 'protection' || !filters.protection || g.protection === filters.protection) &&
    (except === 'rating' || !filters.minRating || lowest(g) >= filters.minRating);
  const countBy = (key: 'category' | 'mode' | 'protection') => {
    const counts = new Map<string, number>();
    for (const g of rows) if (keeps(g, key)) counts.set(g[key], (counts.get(g[key]) ?? 0) + g.n);
    return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  };
  const sum = (pick: (g: Group) => boolean) => rows.reduce((n, g) => n + (pick(g) ? g.n : 0), 0);
  return {
    total: sum((g) => keeps(g, null)),
    category: countBy('category'),
    mode: countBy('mode'),
    protection: countBy('protection'),
    rating: RATING_FACET_STEPS.map((step) => ({ value: step, count: sum((g) => keeps(g, 'rating') && lowest(g) >= Number(step)) })),
  };
}

/** Reads facet groups: from the counts the triggers keep, from migration 019's price buckets, or from the services. */
export function createFacetReader(db: Kysely<Database>, dialect: Dialect) {
  /** Every service counted per (category, mode, protection, rating band): the table the triggers keep (migration 014). */
  async function facetCounts(): Promise<FacetGroup[]> {
    const rows = await db.selectFrom('service_facet_counts').select(['category', 'mode', 'protection', 'band', 'n']).where('n', '>', 0).execute();
    return rows.map((r) => ({ category: r.category, mode: r.mode, protection: r.protection, band: Number(r.band), n: Number(r.n) }));
  }

  /** The services matching `rest`, counted per (category, mode, protection, rating band). */
  function facetGroups(rest: ServiceFilters, text: Expression<SqlBool> | null): Promise<FacetGroup[]> {
    return groupedFacets(servicesFor(dialect, rest, text), whereFilters(rest, text));
  }

  /** The services of `from` (the table, or SQLite's hint at an index) matching `where`, counted per facet values. */
  async function groupedFacets(from: RawBuilder<unknown>, where: Expression<SqlBool>): Promise<FacetGroup[]> {
    const band = sql<number>`${sql.raw(ratingBandSql('services.rating'))}`;
    const protection = sql<string>`${sql.raw(protectionSql('services.protection_fee'))}`;
    // GROUP BY by position: the same four expressions as selected (PostgreSQL and SQLite both read it so).
    const { rows } = await sql<{ category: string; mode: string; protection: string; band: number; n: number }>`
      SELECT services.category AS category, services.mode AS mode, ${protection} AS protection, ${band} AS band, count(*) AS n
      FROM ${from} WHERE ${where} GROUP BY 1, 2, 3, 4`.execute(db);
    return rows.map((r) => ({ category: String(r.category), mode: String(r.mode), protection: String(r.protection), band: Number(r.band), n: Number(r.n) }));
  }

  /** Migration 019's price buckets: their lows, bucket k's the k-th (read once: the migration wrote them for good). */
  let bucketLows: Promise<number[]> | null = null;
  function storedBucketLows(): Promise<number[]> {
    if (!bucketLows) {
      const reading = db
        .selectFrom('service_price_buckets')
        .select(['bucket', 'low'])
        .orderBy('bucket')
        .execute()
        .then((rows) => rows.map((r) => Number(r.low)));
      reading.catch(() => {
        if (bucketLows === reading) bucketLows = null;
      });
      bucketLows = reading;
    }
    return bucketLows;
  }

  /**
   * The services of a price range, with nothing but the four facet filters besides, counted per facet values: the
   * buckets wholly inside the range from migration 019's counts (a few hundred rows), the services of the part-buckets
   * at its two ends from 018's index (a bucket is about 4% of a price wide). A range with no whole bucket in it is
   * counted from the index alone. Every boundary is compared in SQL with the table's own numbers, as the triggers
   * placed each service: no price is counted twice or missed at a bucket's edge.
   */
  async function priceRangeFacetGroups(rest: ServiceFilters): Promise<FacetGroup[]> {
    const lows = await storedBucketLows();
    const min = rest.minPrice ?? -Infinity;
    const max = rest.maxPrice ?? Infinity;
    /** Where bucket k ends (the next one's low; the last goes on). */
    const end = (k: number) => lows[k + 1] ?? Infinity;
    const first = lows.findIndex((low) => low >= min);
    let last = lows.length - 1;
    while (last >= 0 && end(last) > max) last -= 1;
    if (first < 0 || last < first) return facetGroups(rest, null);
    const whole = await db
      .selectFrom('service_price_facet_counts')
      .select(['category', 'mode', 'protection', 'band', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('bucket', '>=', first)
      .where('bucket', '<=', last)
      .groupBy(['category', 'mode', 'protection', 'band'])
      .execute();
    const groups = whole.map((r) => ({ category: r.category, mode: r.mode, protection: r.protection, band: Number(r.band), n: Number(r.n) }));
    const eb = expressionBuilder<Database, 'services'>();
    const from = servicesFor(dialect, rest, null);
    // Below the first whole bucket: [min, its low). Above the last: [its end, max].
    if (rest.minPrice !== undefined && rest.minPrice < lows[first]!) {
      groups.push(...(await groupedFacets(from, eb.and([eb('services.price_usd', '>=', rest.minPrice), eb('services.price_usd', '<', lows[first]!)]))));
    }
    if (rest.maxPrice !== undefined) {
      groups.push(...(await groupedFacets(from, eb.and([eb('services.price_usd', '>=', end(last)), eb('services.price_usd', '<=', rest.maxPrice)]))));
    }
    return addedUp(groups).filter((g) => g.n > 0);
  }

  /** The facets with one query each (a minimum rating between the steps). */
  async function facetsByQuery(filters: ServiceFilters, text: Expression<SqlBool> | null, countMatching: () => Promise<number>): Promise<ServiceFacetsT> {
    const others = (drop: Partial<Record<keyof ServiceFilters, undefined>>) => whereFilters({ ...filters, ...drop }, text);
    const byValue = async (value: RawBuilder<string>, condition: Expression<SqlBool>) =>
      (
        await db
          .selectFrom('services')
          .select([value.as('value'), (eb) => eb.fn.countAll<number>().as('n')])
          .where(condition)
          .groupBy(value)
          .execute()
      )
        .map((r) => ({ value: String(r.value), count: Number(r.n) }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const ratingSteps = async () => {
      const row = await db
        .selectFrom('services')
        .select(RATING_FACET_STEPS.map((step, i) => sql<number>`SUM(CASE WHEN ${sql.ref('services.rating')} >= ${Number(step)} THEN 1 ELSE 0 END)`.as(`r${i}`)))
        .where(others({ minRating: undefined }))
        .executeTakeFirstOrThrow();
      const counts = row as Record<string, number | string | null>;
      return RATING_FACET_STEPS.map((step, i) => ({ value: step, count: Number(counts[`r${i}`] ?? 0) }));
    };
    const [total, category, mode, protection, rating] = await Promise.all([
      countMatching(),
      byValue(sql<string>`${sql.ref('services.category')}`, others({ category: undefined })),
      byValue(sql<string>`${sql.ref('services.mode')}`, others({ mode: undefined })),
      byValue(sql<string>`CASE WHEN ${sql.ref('services.protection_fee')} = '' THEN 'without' ELSE 'with' END`, others({ protection: undefined })),
      ratingSteps(),
    ]);
    return { total, category, mode, protection, rating };
  }

  return { facetCounts, facetGroups, priceRangeFacetGroups, facetsByQuery };
}
