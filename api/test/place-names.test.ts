// Place names as visitors read them: English names spelt as places spell them (São Paulo, Setúbal, Malmö), and a
// place line (city, state, country) that never says a name twice ("Hamburg, Germany", not "Hamburg, Hamburg, Germany").
import { agentPlaceLine, samePlaceKey } from '@cargora/shared/server';
import { COUNTRIES } from '../src/reference/countries';
import { cityName, countryName, stateName } from '../src/reference/gazetteer';
import { SEED_LANGS } from '../src/reference/localized';

/** Every seeded place: a country, one of its states and one of that state's cities. */
const places = COUNTRIES.flatMap((country) =>
  country.regions.flatMap((region) => region.cities.map((city) => ({ country: country.name, state: region.state, city }))),
);

/** English names that English writes without the accents French gives them. */
const ENGLISH_EXONYMS = new Set(['Quebec', 'Quebec City', 'Montreal', 'Dubai', 'Seoul', 'Seville', 'Hanoi', 'Haifa', 'Hyogo']);

describe('seeded place names', () => {
  it('spell English names with their diacritics, as the French names do', () => {
    const bare: string[] = [];
    for (const p of places) {
      const pairs = [
        [p.state, stateName(p.country, p.state, 'fr')],
        [p.city, cityName(p.country, p.city, 'fr')],
      ] as const;
      for (const [en, fr] of pairs) {
        // The same letters once accents are set aside, yet fewer accents in English: the English name lost them.
        const accents = (name: string) => name.normalize('NFD').replace(/[^\u0300-\u036f]/g, '').length;
        if (!ENGLISH_EXONYMS.has(en) && samePlaceKey(en) === samePlaceKey(fr) && accents(en) < accents(fr)) bare.push(`${en} (${fr})`);
      }
    }
    expect([...new Set(bare)]).toEqual([]);
    const names = new Set(places.flatMap((p) => [p.state, p.city]));
    for (const name of ['São Paulo', 'Setúbal', 'Malmö', 'Düsseldorf', 'Île-de-France', 'Bogotá']) expect(names).toContain(name);
  });

  it('never say a place twice on a place line, in any language', () => {
    const repeated: string[] = [];
    for (const lang of SEED_LANGS) {
      for (const p of places) {
        const names = { country: countryName(p.country, lang), state: stateName(p.country, p.state, lang), city: cityName(p.country, p.city, lang) };
        const parts = agentPlaceLine({ ...p, names }, '|').split('|');
        const keys = parts.map(samePlaceKey);
        if (new Set(keys).size !== keys.length || parts.length < 2) repeated.push(`${lang}: ${parts.join(', ')}`);
      }
    }
    expect(repeated).toEqual([]);
  });
});
