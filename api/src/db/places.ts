import type { Kysely } from 'kysely';
import { COUNTRIES } from '../reference/countries';
import { normalizeSearch } from '@cargora/shared/server';
import { placeNames } from '../reference/gazetteer';
import { isSeaport } from '../reference/transport';
import type { Database, PlacesTable } from './types';

/**
 * Rebuilds the places table from the services (call it in a transaction): one pass grouping them by lane (a few thousand groups at a million
 * services), then each country and city counted in memory. Returns the number of places.
 */
export async function refreshPlaces(db: Kysely<Database>): Promise<number> {
  const lanes = await db
    .selectFrom('services')
    .select([
      'origin_country',
      'origin_city',
      'destination_country',
      'destination_city',
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(['origin_country', 'origin_city', 'destination_country', 'destination_city'])
    .execute();
  const agentCodes = await db.selectFrom('agents').select(['country', 'country_code']).distinct().execute();
  const codes = new Map([
    ...agentCodes.map((a) => [a.country, a.country_code] as const),
    ...COUNTRIES.map((c) => [c.name, c.code] as const),
  ]);

  const places = new Map<string, PlacesTable>();
  const place = (country: string, city: string | null): PlacesTable => {
    const kind = city === null ? 'country' : isSeaport(country, city) ? 'port' : 'city';
    const name = city ?? country;
    const key = JSON.stringify([country, name, kind]);
    let p = places.get(key);
    if (!p) {
      const names = placeNames(country, city);
      p = {
        kind,
        name,
        name_lc: name.toLowerCase(),
        names: JSON.stringify(names),
        // Every name the place goes by, comparable: what the place search and the search by name read.
        search_key: [...new Set(Object.values(names).map(normalizeSearch))].join('|'),
        country,
        country_code: codes.get(country) ?? '',
        origin_services: 0,
        destination_services: 0,
        services: 0,
      };
      places.set(key, p);
    }
    return p;
  };
  for (const lane of lanes) {
    const n = Number(lane.n);
    for (const [from, to] of [
      [place(lane.origin_country, null), place(lane.destination_country, null)],
      [place(lane.origin_country, lane.origin_city), place(lane.destination_country, lane.destination_city)],
    ]) {
      from.origin_services += n;
      to.destination_services += n;
      from.services += n;
      // A service within one place (a domestic one, a warehouse in one city) counts once.
      if (to !== from) to.services += n;
    }
  }

  const rows = [...places.values()].filter((p) => p.name !== '');
  await db.deleteFrom('places').execute();
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('places')
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.length;
}
