// The services counted per facet value (migration 014): `service_facet_counts` holds how many services there are of
// each (category, mode, protection, rating band), kept in step with the services by triggers, so the facets and the
// total of a list filtered by those four alone are read from a hundred rows instead of counting up to every service.
// SQLite: row triggers. PostgreSQL: statement triggers over the transition tables, one grouped change per statement
// (the seed inserts thousands of services at a time).
import { sql, type Kysely } from 'kysely';
import { RATING_FACET_STEPS } from '@cargora/shared/contracts';
import { dialectOf } from './search-index';
import type { Database } from './types';

/** The rating steps of the rating facet, as numbers. */
export const RATING_STEPS = RATING_FACET_STEPS.map(Number);

/**
 * The rating band of a rating column, as SQL: k (1..steps) when rated at least the k-th rating step, 0 below them
 * all. The one definition the triggers and the facet queries share.
 */
export function ratingBandSql(rating: string): string {
  const cases = RATING_STEPS.map((step, i) => ({ step, band: i + 1 }))
    .reverse()
    .map(({ step, band }) => `WHEN ${rating} >= ${step} THEN ${band}`)
    .join(' ');
  return `CASE ${cases} ELSE 0 END`;
}

/** The protection facet value of a protection_fee column, as SQL. */
export function protectionSql(fee: string): string {
  return `CASE WHEN ${fee} = '' THEN 'without' ELSE 'with' END`;
}

/** The facet key columns of a row source (a table alias or a trigger's new/old). */
const keyOf = (row: string) => `${row}.category, ${row}.mode, ${protectionSql(`${row}.protection_fee`)}, ${ratingBandSql(`${row}.rating`)}`;

/** Migration 014: the triggers, and the counts of the services already there. */
export async function createFacetCounts(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const change = (source: string, sign: string) => `
      INSERT INTO service_facet_counts AS c (category, mode, protection, band, n)
      SELECT ${keyOf(source)}, ${sign}COUNT(*) FROM ${source} GROUP BY 1, 2, 3, 4
      ON CONFLICT (category, mode, protection, band) DO UPDATE SET n = c.n + EXCLUDED.n;`;
    await sql
      .raw(
        `CREATE FUNCTION service_facet_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP IN ('DELETE', 'UPDATE') THEN ${change('removed', '-')} END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN ${change('added', '')} END IF;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    const trigger = (op: string, tables: string) =>
      sql
        .raw(`CREATE TRIGGER services_facet_counts_${op.toLowerCase()} AFTER ${op} ON services REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION service_facet_counts_change()`)
        .execute(db);
    await trigger('INSERT', 'NEW TABLE AS added');
    await trigger('DELETE', 'OLD TABLE AS removed');
    await trigger('UPDATE', 'OLD TABLE AS removed NEW TABLE AS added');
  } else {
    const add = `INSERT INTO service_facet_counts (category, mode, protection, band, n) VALUES (${keyOf('new')}, 1)
      ON CONFLICT (category, mode, protection, band) DO UPDATE SET n = n + 1;`;
    const remove = `UPDATE service_facet_counts SET n = n - 1
      WHERE (category, mode, protection, band) = (${keyOf('old')});`;
    await sql.raw(`CREATE TRIGGER services_facet_counts_insert AFTER INSERT ON services BEGIN ${add} END`).execute(db);
    await sql.raw(`CREATE TRIGGER services_facet_counts_delete AFTER DELETE ON services BEGIN ${remove} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER services_facet_counts_update AFTER UPDATE OF category, mode, protection_fee, rating ON services BEGIN ${remove} ${add} END`)
      .execute(db);
  }
  await sql.raw('DELETE FROM service_facet_counts').execute(db);
  await sql
    .raw(`INSERT INTO service_facet_counts (category, mode, protection, band, n) SELECT ${keyOf('services')}, COUNT(*) FROM services GROUP BY 1, 2, 3, 4`)
    .execute(db);
}

/** Price buckets per octave (migration 019): each bucket about 4.4% wide, from its low up to the next bucket's. */
const BUCKETS_PER_OCTAVE = 16;

/**
 * The lows of the price buckets, ascending (bucket k's is the k-th): bucket 0 from the lowest number a price column
 * holds (a price below 1 USD, or a negative one the API would refuse anyway, lands there), then 2^(k/16) USD rounded
 * to the cent from 1 to 2^30 (past the API's 1e9 limit on a price filter).
 */
export function priceBucketLows(): number[] {
  const lows = [-Number.MAX_VALUE];
  for (let k = 0; k <= 30 * BUCKETS_PER_OCTAVE; k += 1) lows.push(Math.round(2 ** (k / BUCKETS_PER_OCTAVE) * 100) / 100);
  return lows;
}

/** The bucket of a price column, as SQL: the bucket with the highest low at or below it (by the table's own lows). */
const bucketOfSql = (price: string) =>
  `COALESCE((SELECT b.bucket FROM service_price_buckets b WHERE b.low <= ${price} ORDER BY b.low DESC LIMIT 1), 0)`;

/** The price-count key columns of a row source, named as the table's. */
const priceKeyOf = (row: string) =>
  `${bucketOfSql(`${row}.price_usd`)} AS bucket, ${row}.category AS category, ${row}.mode AS mode, ${protectionSql(`${row}.protection_fee`)} AS protection, ${ratingBandSql(`${row}.rating`)} AS band`;

/** Migration 019: the price buckets, the triggers that keep the counts per bucket, and the counts of the services there. */
export async function createPriceFacetCounts(db: Kysely<Database>): Promise<void> {
  const counted = (source: string, sign: string) => `
    SELECT bucket, category, mode, protection, band, ${sign}COUNT(*) AS n FROM (SELECT ${priceKeyOf(source)} FROM ${source}) k
    GROUP BY bucket, category, mode, protection, band`;
  if (dialectOf(db) === 'postgres') {
    const change = (source: string, sign: string) => `
      INSERT INTO service_price_facet_counts AS c (bucket, category, mode, protection, band, n) ${counted(source, sign)}
      ON CONFLICT (bucket, category, mode, protection, band) DO UPDATE SET n = c.n + EXCLUDED.n;`;
    await sql
      .raw(
        `CREATE FUNCTION service_price_facet_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP IN ('DELETE', 'UPDATE') THEN ${change('removed', '-')} END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN ${change('added', '')} END IF;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    const trigger = (op: string, tables: string) =>
      sql
        .raw(`CREATE TRIGGER services_price_facet_counts_${op.toLowerCase()} AFTER ${op} ON services REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION service_price_facet_counts_change()`)
        .execute(db);
    await trigger('INSERT', 'NEW TABLE AS added');
    await trigger('DELETE', 'OLD TABLE AS removed');
    await trigger('UPDATE', 'OLD TABLE AS removed NEW TABLE AS added');
  } else {
    const key = (row: string) => `${bucketOfSql(`${row}.price_usd`)}, ${keyOf(row)}`;
    const add = `INSERT INTO service_price_facet_counts (bucket, category, mode, protection, band, n) VALUES (${key('new')}, 1)
      ON CONFLICT (bucket, category, mode, protection, band) DO UPDATE SET n = n + 1;`;
    const remove = `UPDATE service_price_facet_counts SET n = n - 1
      WHERE (bucket, category, mode, protection, band) = (${key('old')});`;
    await sql.raw(`CREATE TRIGGER services_price_facet_counts_insert AFTER INSERT ON services BEGIN ${add} END`).execute(db);
    await sql.raw(`CREATE TRIGGER services_price_facet_counts_delete AFTER DELETE ON services BEGIN ${remove} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER services_price_facet_counts_update AFTER UPDATE OF category, mode, protection_fee, rating, price_usd ON services BEGIN ${remove} ${add} END`)
      .execute(db);
  }
  await db
    .insertInto('service_price_buckets')
    .values(priceBucketLows().map((low, bucket) => ({ bucket, low })))
    .execute();
  await sql.raw(`INSERT INTO service_price_facet_counts (bucket, category, mode, protection, band, n) ${counted('services', '')}`).execute(db);
}
