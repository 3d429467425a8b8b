/** A text in each language the site serves. English is the source; French and Arabic are written for the site, not machine-made. */
export type SeedLang = 'en' | 'fr' | 'ar';
export const SEED_LANGS: readonly SeedLang[] = ['en', 'fr', 'ar'];
export type Localized<T = string> = Record<SeedLang, T>;

