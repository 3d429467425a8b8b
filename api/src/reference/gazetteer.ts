// Place names in every language: countries from the runtime's Intl.DisplayNames (by their ISO code), states and cities
// from the gazetteer's rows (French and Arabic written for the site), with each city's position and whether it has a
// seaport or a cargo airport. A name the rows do not know is shown as the data has it.
import type { SeedLang, Localized } from './localized';
import { COUNTRIES } from './countries';
import { CITY_ROWS, STATE_ROWS } from './gazetteer-rows';

/** [country, state, city (English, as countries.ts), city in French, city in Arabic, latitude, longitude, 'S' seaport / 'A' airport / 'SA' / ''] */
export type CityRow = [string, string, string, string, string, number, number, '' | 'S' | 'A' | 'SA'];
/** [country, state (English), state in French, state in Arabic] */
export type StateRow = [string, string, string, string];

/** The company legal forms of each country, most common first: an agent's name ends with one of its country's. */
export const LEGAL_FORMS: Record<string, string[]> = {
  China: ['Co., Ltd.'], 'United States': ['LLC', 'Inc.'], Germany: ['GmbH', 'GmbH & Co. KG', 'AG'], Netherlands: ['B.V.'],
  'United Kingdom': ['Ltd', 'LLP'], France: ['SAS', 'SARL', 'SA'], India: ['Pvt. Ltd.', 'LLP'], 'United Arab Emirates': ['LLC', 'FZE', 'FZCO'],
  Singapore: ['Pte. Ltd.'], Japan: ['K.K.', 'G.K.'], 'South Korea': ['Co., Ltd.'], Brazil: ['Ltda.', 'S.A.'], Mexico: ['S.A. de C.V.'],
  Canada: ['Inc.', 'Ltd.'], Australia: ['Pty Ltd'], Spain: ['S.L.', 'S.A.'], Italy: ['S.r.l.', 'S.p.A.'], Belgium: ['BV', 'NV', 'SRL'],
  Poland: ['Sp. z o.o.', 'S.A.'], Turkey: ['Ltd. Şti.', 'A.Ş.'], 'Saudi Arabia': ['LLC', 'JSC'], Egypt: ['S.A.E.', 'LLC'],
  'South Africa': ['(Pty) Ltd'], Nigeria: ['Ltd'], Kenya: ['Ltd'], Morocco: ['SARL', 'SA'], Vietnam: ['Co., Ltd.', 'JSC'],
  Thailand: ['Co., Ltd.'], Malaysia: ['Sdn. Bhd.'], Indonesia: ['PT'], Pakistan: ['(Pvt.) Ltd.'], Bangladesh: ['Ltd.'],
  'Sri Lanka': ['(Pvt) Ltd'], Argentina: ['S.A.', 'S.R.L.'], Chile: ['SpA', 'Ltda.'], Colombia: ['S.A.S.'], Peru: ['S.A.C.'],
  Sweden: ['AB'], Norway: ['AS', 'ASA'], Denmark: ['A/S', 'ApS'], Switzerland: ['AG', 'GmbH', 'SA'], Portugal: ['Lda.', 'S.A.'],
  Greece: ['S.A.', 'IKE'], Ireland: ['Ltd', 'DAC'], 'New Zealand': ['Ltd'], Philippines: ['Inc.', 'Corp.'], Qatar: ['W.L.L.', 'LLC'],
  Oman: ['LLC', 'SAOC'], Ghana: ['Ltd'], Israel: ['Ltd.'],
};

const codes = new Map(COUNTRIES.map((c) => [c.name, c.code]));
const displayNames = new Map<SeedLang, Intl.DisplayNames>();
const key = (...parts: string[]) => parts.join('|');
const cities = new Map(CITY_ROWS.map((r) => [key(r[0], r[2]), r]));
const states = new Map(STATE_ROWS.map((r) => [key(r[0], r[1]), r]));

/** A country's name in a language, from its ISO code ("China" → "Chine", "الصين"). */
export function countryName(countryEn: string, lang: SeedLang): string {
  const code = codes.get(countryEn);
  if (lang === 'en' || !code) return countryEn;
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    displayNames.set(lang, names);
  }
  return names.of(code) ?? countryEn;
}

export function cityName(countryEn: string, cityEn: string, lang: SeedLang): string {
  const row = cities.get(key(countryEn, cityEn));
  if (!row || lang === 'en') return cityEn;
  return (lang === 'fr' ? row[3] : row[4]) || cityEn;
}

export function stateName(countryEn: string, stateEn: string, lang: SeedLang): string {
  const row = states.get(key(countryEn, stateEn));
  if (!row || lang === 'en') return stateEn;
  return (lang === 'fr' ? row[2] : row[3]) || stateEn;
}

const lc = (name: string) => name.trim().toLowerCase();
const gazetteerCountries = new Set(COUNTRIES.map((c) => lc(c.name)));
const gazetteerStates = new Set([
  ...COUNTRIES.flatMap((c) => c.regions.map((r) => key(lc(c.name), lc(r.state)))),
  ...STATE_ROWS.map((r) => key(lc(r[0]), lc(r[1]))),
]);
const gazetteerStateNames = new Set([...gazetteerStates].map((k) => k.slice(k.indexOf('|') + 1)));

/**
 * Whether the gazetteer has a country, and a state (of that country when one is given), compared as the directory
 * compares them (trimmed, case-insensitively). What it does not have may still be in the data (an agent's place).
 */
export function gazetteerHas(place: { country?: string; state?: string }): boolean {
  const country = place.country === undefined ? '' : lc(place.country);
  const state = place.state === undefined ? '' : lc(place.state);
  if (country && !gazetteerCountries.has(country)) return false;
  if (state) return country ? gazetteerStates.has(key(country, state)) : gazetteerStateNames.has(state);
  return true;
}

/** A place's names in every language: a country's (city null) or a city's. */
export function placeNames(countryEn: string, cityEn: string | null): Localized {
  const name = (lang: SeedLang) => (cityEn === null ? countryName(countryEn, lang) : cityName(countryEn, cityEn, lang));
  return { en: name('en'), fr: name('fr'), ar: name('ar') };
}

/** Where a seeded city is and what it can ship by, when the gazetteer knows it. */
export function cityFacts(countryEn: string, cityEn: string): { lat: number; lon: number; seaport: boolean; airport: boolean } | undefined {
  const row = cities.get(key(countryEn, cityEn));
  return row ? { lat: row[5], lon: row[6], seaport: row[7].includes('S'), airport: row[7].includes('A') } : undefined;
}
