/** A text in each language the site serves. English is the source; French and Arabic are written for the site, not machine-made. */
export type SeedLang = 'en' | 'fr' | 'ar';
export const SEED_LANGS: readonly SeedLang[] = ['en', 'fr', 'ar'];
export type Localized<T = string> = Record<SeedLang, T>;

/**
 * A Latin name (a company's) inside an Arabic sentence, between Unicode isolate marks (FSI U+2068 … PDI U+2069): the
 * bidi algorithm lays it out on its own, so a number after it does not join its left-to-right run ("أنجزت Vertex
 * Freight B.V. 1,143 مهمة" shown as "Vertex 1,143 Freight B.V.") and a full stop of its own stays at its end.
 */
export const isolateName = (name: string) => `\u2068${name}\u2069`;
