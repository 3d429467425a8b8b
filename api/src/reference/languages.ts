/**
 * The languages an agent speaks are stored as ISO 639-1 codes, so each visitor reads them in the page's language
 * (Intl.DisplayNames on the storefront). The seed's country table names them in English for readability; this maps
 * those names, and the names rows seeded before migration 015 still hold, to their codes.
 */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  Afrikaans: 'af',
  Arabic: 'ar',
  Bengali: 'bn',
  Chinese: 'zh',
  Danish: 'da',
  Dutch: 'nl',
  English: 'en',
  Filipino: 'fil',
  French: 'fr',
  German: 'de',
  Greek: 'el',
  Hebrew: 'he',
  Hindi: 'hi',
  Indonesian: 'id',
  Italian: 'it',
  Japanese: 'ja',
  Korean: 'ko',
  Malay: 'ms',
  Norwegian: 'no',
  Polish: 'pl',
  Portuguese: 'pt',
  Sinhala: 'si',
  Spanish: 'es',
  Swahili: 'sw',
  Swedish: 'sv',
  Tamil: 'ta',
  Thai: 'th',
  Turkish: 'tr',
  Urdu: 'ur',
  Vietnamese: 'vi',
};

/** A language's code from its English name; a code (or anything unknown) comes back as it is. */
export function languageCode(language: string): string {
  return LANGUAGE_CODES[language] ?? language;
}
