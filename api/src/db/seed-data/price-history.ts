// Price history (issue 49), seeded: a believable year of each service's price for the standard load, from which a lane
// page draws its weekly median (the lane index). Pure generator (deterministic per service, dates relative to `today`),
// and one step the seed runs after the services are written.
//
// The shape of a year, per lane: container and air rates out of East Asia peak from August to October (the peak season
// before Western holidays) and dip around Chinese New Year (late January to February, factories closed); every lane
// drifts on a trend of its own (between -15% and +15% over the year); each service adds its own noise. The last point
// is the service's price today, so the history ends where the listing stands. A tariff is renewed (a new row) every
// two weeks for sea freight and every four weeks otherwise, as carriers' rate validity goes; between two renewals the
// price stands (the lane index carries it forward).
import type { Insertable, Kysely } from 'kysely';
import type { PriceHistory } from '../types.generated';
import type { Database } from '../types';
import { DAY, SEED, mulberry32, round2 } from '../seed-random';

export type PriceHistoryRow = Insertable<PriceHistory>;

/** The weeks of history seeded (a year). */
export const HISTORY_WEEKS = 52;
/** Services with an id up to this get a history: enough for every well-served lane, bounded at a million services. */
export const HISTORY_SERVICES = 5000;

export interface HistoryService {
  id: number;
  price: number;
  price_usd: number;
  currency: string;
  origin_country: string;
  destination_country: string;
  mode: string;
}

const EAST_ASIA = new Set(['China', 'Hong Kong', 'Taiwan', 'South Korea', 'Japan', 'Vietnam', 'Singapore', 'Malaysia', 'Thailand']);

/** A small stable hash of a lane's name (its trend and how strongly it feels the seasons). */
function laneHash(lane: string): number {
  let h = 2166136261;
  for (let i = 0; i < lane.length; i += 1) h = Math.imul(h ^ lane.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The lane's price factor on a day, relative to its price today (1 at `today`): season and trend, no noise.
 * `yearsBack` is how long before today the day is, in years (0..1).
 */
export function laneFactor(service: Pick<HistoryService, 'origin_country' | 'destination_country' | 'mode'>, day: Date, yearsBack: number): number {
  const r = mulberry32(SEED + laneHash(`${service.origin_country}|${service.destination_country}|${service.mode}`));
  const trend = (r() - 0.5) * 0.3; // the price moved this much over the year up to today
  const fromAsia = EAST_ASIA.has(service.origin_country);
  const seasonal = service.mode === 'sea' || service.mode === 'air' ? (fromAsia ? 1 : 0.4) : 0.15;
  const month = day.getUTCMonth() + day.getUTCDate() / 31; // 0 = January
  // Peak season: a bump centred on mid-September, about three months wide.
  const peak = Math.exp(-(((month - 8.5) / 1.3) ** 2)) * 0.25;
  // Chinese New Year: factories close, demand out of Asia dips in February.
  const newYear = fromAsia ? -Math.exp(-(((month - 1.5) / 0.6) ** 2)) * 0.15 : 0;
  return (1 - trend * yearsBack) * (1 + seasonal * (peak + newYear));
}

/** A service's seeded history: one row per tariff renewal over the last year, the last one at today's price. */
export function priceHistory(service: HistoryService, today: Date): PriceHistoryRow[] {
  const r = mulberry32(SEED + 27_000 + service.id);
  const renewWeeks = service.mode === 'sea' ? 2 : 4;
  const now = today.getTime();
  const factorToday = laneFactor(service, today, 0);
  const rate = service.price > 0 ? service.price_usd / service.price : 1;
  const offset = Math.floor(r() * renewWeeks); // services renew on different weeks
  const rows: PriceHistoryRow[] = [];
  for (let week = HISTORY_WEEKS - offset; week >= 0; week -= renewWeeks) {
    const day = new Date(now - week * 7 * DAY);
    const noise = week === 0 ? 1 : 1 + (r() - 0.5) * 0.08;
    const price = week === 0 ? service.price : round2((service.price * laneFactor(service, day, week / HISTORY_WEEKS) * noise) / factorToday);
    rows.push({
      service_id: service.id,
      recorded_at: day.toISOString(),
      price,
      currency: service.currency,
      price_usd: week === 0 ? service.price_usd : round2(price * rate),
    });
  }
  // The last renewal is today's price: when the renewal weeks skip today, today's price is recorded as it stands.
  if (rows.at(-1)?.recorded_at !== today.toISOString()) {
    rows.push({ service_id: service.id, recorded_at: today.toISOString(), price: service.price, currency: service.currency, price_usd: service.price_usd });
  }
  return rows;
}

/** Writes the history of the first HISTORY_SERVICES services; returns the rows written. */
export async function seedPriceHistory(db: Kysely<Database>, today: Date): Promise<number> {
  const services = await db
    .selectFrom('services')
    .select(['id', 'price', 'price_usd', 'currency', 'origin_country', 'destination_country', 'mode'])
    .where('id', '<=', HISTORY_SERVICES)
    .orderBy('id')
    .execute();
  let written = 0;
  const batch: PriceHistoryRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < batch.length; i += 1000) await trx.insertInto('price_history').values(batch.slice(i, i + 1000)).execute();
    });
    written += batch.length;
    batch.length = 0;
  };
  for (const service of services) {
    batch.push(...priceHistory({ ...service, id: Number(service.id) }, today));
    if (batch.length >= 20_000) await flush();
  }
  await flush();
  return written;
}
