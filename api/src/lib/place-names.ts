// Place names in the request's language, from the seed's gazetteer (cities and states) and the runtime's
// Intl.DisplayNames (countries). A name the gazetteer does not know is shown as the data has it.
import type { ContentLangT } from '@cargora/shared/contracts/schemas';
import { cityName, countryName, stateName } from '../reference/gazetteer';

export const placeName = {
  country: (country: string, lang: ContentLangT) => (lang === 'en' ? country : countryName(country, lang)),
  city: (country: string, city: string, lang: ContentLangT) => (lang === 'en' || city === '' ? city : cityName(country, city, lang)),
  state: (country: string, state: string, lang: ContentLangT) => (lang === 'en' || state === '' ? state : stateName(country, state, lang)),
};
