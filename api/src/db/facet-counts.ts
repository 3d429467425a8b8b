// The services counted per facet value (migration 014): `service_facet_counts` holds how many services there are of
// each (category, mode, protection, rating band), kept in step with the services by triggers, so the facets and the
// total of a list filtered by those four alone are read from a hundred rows instead of counting up to every service.
// SQLite: row triggers. PostgreSQL: statement triggers over the transition tables, one grouped change per statement
// (the seed inserts thousands of services at a time). Migration 019 counts the same per price bucket as well
// (`service_price_facet_counts`, with the same triggers): the facets of a price range.
import { sql, type Kysely } from 'kysely';
import { RATING_FACET_STEPS } from '@cargora/shared/contracts/schemas';
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

/** The facet key of a row source (a table alias, or a trigger's new/old): category, mode, protection, rating band. */
const facetKey = (row: string) => [`${row}.category`, `${row}.mode`, protectionSql(`${row}.protection_fee`), ratingBandSql(`${row}.rating`)];

/** A table of services counted per key (its key columns, then n). */
interface Counted {
  table: 'service_facet_counts' | 'service_price_facet_counts';
  columns: readonly string[];
  /** The key's values of a row source, as SQL, in the columns' order. */
  key: (row: string) => string[];
  /** SQLite: the services' columns whose change moves a service to another key. */
  updateOf: readonly string[];
}

/**
 * Keeps a count table in step with the services (triggers: row triggers on SQLite, statement triggers over the
 * transition tables on PostgreSQL, one grouped change per statement) and fills it from the services there.
 */
async function keepCounted(db: Kysely<Database>, { table, columns, key, updateOf }: Counted): Promise<void> {
  const cols = columns.join(', ');
  const counted = (source: string, sign: string) => `
    SELECT ${cols}, ${sign}COUNT(*) AS n FROM (SELECT ${key(source).map((value, i) => `${value} AS ${columns[i]}`).join(', ')} FROM ${source}) k
    GROUP BY ${cols}`;
  // service_facet_counts -> services_facet_counts_insert, ...
  const triggerName = (op: string) => `services_${table.replace(/^service_/, '')}_${op.toLowerCase()}`;
  if (dialectOf(db) === 'postgres') {
    const change = (source: string, sign: string) => `
      INSERT INTO ${table} AS c (${cols}, n) ${counted(source, sign)}
      ON CONFLICT (${cols}) DO UPDATE SET n = c.n + EXCLUDED.n;`;
    await sql
      .raw(
        `CREATE FUNCTION ${table}_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP IN ('DELETE', 'UPDATE') THEN ${change('removed', '-')} END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN ${change('added', '')} END IF;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    const trigger = (op: string, tables: string) =>
      sql.raw(`CREATE TRIGGER ${triggerName(op)} AFTER ${op} ON services REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_change()`).execute(db);
    await trigger('INSERT', 'NEW TABLE AS added');
    await trigger('DELETE', 'OLD TABLE AS removed');
    await trigger('UPDATE', 'OLD TABLE AS removed NEW TABLE AS added');
  } else {
    const add = `INSERT INTO ${table} (${cols}, n) VALUES (${key('new').join(', ')}, 1) ON CONFLICT (${cols}) DO UPDATE SET n = n + 1;`;
    const remove = `UPDATE ${table} SET n = n - 1 WHERE (${cols}) = (${key('old').join(', ')});`;
    await sql.raw(`CREATE TRIGGER ${triggerName('INSERT')} AFTER INSERT ON services BEGIN ${add} END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${triggerName('DELETE')} AFTER DELETE ON services BEGIN ${remove} END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${triggerName('UPDATE')} AFTER UPDATE OF ${updateOf.join(', ')} ON services BEGIN ${remove} ${add} END`).execute(db);
  }
  await sql.raw(`DELETE FROM ${table}`).execute(db);
  await sql.raw(`INSERT INTO ${table} (${cols}, n) ${counted('services', '')}`).execute(db);
}

const FACET_COLUMNS = ['category', 'mode', 'protection', 'band'] as const;
const FACET_SOURCE_COLUMNS = ['category', 'mode', 'protection_fee', 'rating'] as const;

/** Migration 014: the triggers, and the counts of the services already there. */
export function createFacetCounts(db: Kysely<Database>): Promise<void> {
  return keepCounted(db, { table: 'service_facet_counts', columns: FACET_COLUMNS, key: facetKey, updateOf: FACET_SOURCE_COLUMNS });
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

/** Migration 019: the price buckets, the triggers that keep the counts per bucket, and the counts of the services there. */
export async function createPriceFacetCounts(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('service_price_buckets')
    .values(priceBucketLows().map((low, bucket) => ({ bucket, low })))
    .execute();
  await keepCounted(db, {
    table: 'service_price_facet_counts',
    columns: ['bucket', ...FACET_COLUMNS],
    key: (row) => [bucketOfSql(`${row}.price_usd`), ...facetKey(row)],
    updateOf: [...FACET_SOURCE_COLUMNS, 'price_usd'],
  });
}
