// Migration 027's data step: the database records a row of price_history whenever a service's price changes (its
// price, its price in US dollars or its currency), whatever changes it (an agent's new tariff, a data fix, the
// operator's SQL), so the lane index never misses a change. Row triggers: SQLite's, and a PL/pgSQL function on
// PostgreSQL. Two changes of one service in the same millisecond keep the last.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './search-index';
import type { Database } from './types';

const CHANGED = 'OLD.price IS DISTINCT FROM NEW.price OR OLD.price_usd IS DISTINCT FROM NEW.price_usd OR OLD.currency IS DISTINCT FROM NEW.currency';
const UPSERT = (now: string) => `
  INSERT INTO price_history (service_id, recorded_at, price, currency, price_usd)
  VALUES (NEW.id, ${now}, NEW.price, NEW.currency, NEW.price_usd)
  ON CONFLICT (service_id, recorded_at) DO UPDATE SET price = EXCLUDED.price, currency = EXCLUDED.currency, price_usd = EXCLUDED.price_usd;`;

export async function recordPriceChanges(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const now = `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await sql.raw(`CREATE FUNCTION price_history_record() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${UPSERT(now)} RETURN NULL; END $$`).execute(db);
    await sql
      .raw(`CREATE TRIGGER services_price_history AFTER UPDATE OF price, price_usd, currency ON services FOR EACH ROW WHEN (${CHANGED}) EXECUTE FUNCTION price_history_record()`)
      .execute(db);
  } else {
    const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
    await sql
      .raw(`CREATE TRIGGER services_price_history AFTER UPDATE OF price, price_usd, currency ON services WHEN ${CHANGED.replaceAll('IS DISTINCT FROM', 'IS NOT')} BEGIN ${UPSERT(now)} END`)
      .execute(db);
  }
}
