// Place suggestions given the other side of the route (issue 49): after Shanghai is chosen as origin, Rotterdam's
// count is the services from Shanghai to Rotterdam, not every service to Rotterdam.
import type { Kysely } from 'kysely';
import type { PlaceSide } from '@cargora/shared/contracts';
import type { Database } from '../../../db/types';
import { whereFilters } from '../services/service-queries';

/** `country` for a country's count, `country|city` for a city's or port's. */
export const routePlaceKey = (country: string, city?: string) => (city === undefined ? country.toLowerCase() : `${country.toLowerCase()}|${city.toLowerCase()}`);

/**
 * How many services each place on `side` has with `other` (the data's name of a country, city or port) on the other
 * side, by routePlaceKey: a country counts all its cities' services. side 'any': either way round.
 */
export async function countsGivenOther(db: Kysely<Database>, side: PlaceSide | undefined, other: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  const read = async (placeSide: 'origin' | 'destination') => {
    const [country, city] = placeSide === 'origin' ? (['origin_country', 'origin_city'] as const) : (['destination_country', 'destination_city'] as const);
    const rows = await db
      .selectFrom('services')
      .select([`${country} as country`, `${city} as city`, (eb) => eb.fn.countAll<number>().as('n')])
      .where(whereFilters(placeSide === 'origin' ? { destination: other } : { origin: other }, null))
      .groupBy([country, city])
      .execute();
    for (const r of rows) {
      add(routePlaceKey(r.country), Number(r.n));
      add(routePlaceKey(r.country, r.city), Number(r.n));
    }
  };
  if (side === 'origin' || side === undefined) await read('origin');
  if (side === 'destination' || side === undefined) await read('destination');
  return counts;
}
