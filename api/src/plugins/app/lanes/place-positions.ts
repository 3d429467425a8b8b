// Where a searched place is, when it has no services (so no row in the places table): a city of the gazetteer named
// in any of its languages, or a country (the middle of its gazetteer cities). Used to offer the nearest places that
// have services when a search's origin or destination has none (issue 49: no dead ends).
import { normalizeSearch } from '@cargora/shared/server';
import { COUNTRIES } from '../../../reference/countries';
import { CITY_ROWS } from '../../../reference/gazetteer-rows';
import { countryName } from '../../../reference/gazetteer';

export interface PlacePosition {
  lat: number;
  lon: number;
}

let index: Map<string, PlacePosition> | undefined;

/** Every city name (English, French, Arabic) and country name, comparable, to its position; built once. */
function positions(): Map<string, PlacePosition> {
  if (index) return index;
  index = new Map();
  const byCountry = new Map<string, PlacePosition[]>();
  for (const [country, , city, cityFr, cityAr, lat, lon] of CITY_ROWS) {
    for (const name of [city, cityFr, cityAr]) if (name && !index.has(normalizeSearch(name))) index.set(normalizeSearch(name), { lat, lon });
    byCountry.set(country, [...(byCountry.get(country) ?? []), { lat, lon }]);
  }
  for (const { name } of COUNTRIES) {
    const at = byCountry.get(name);
    if (!at) continue;
    const middle = { lat: at.reduce((s, p) => s + p.lat, 0) / at.length, lon: at.reduce((s, p) => s + p.lon, 0) / at.length };
    for (const lang of ['en', 'fr', 'ar'] as const) index.set(normalizeSearch(countryName(name, lang)), middle);
  }
  return index;
}

/** The position of a place named in any language, or undefined when the gazetteer does not know it. */
export function placePosition(name: string): PlacePosition | undefined {
  return positions().get(normalizeSearch(name));
}
