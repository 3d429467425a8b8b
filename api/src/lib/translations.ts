import type { ContentLangT } from '@cargora/shared/contracts/schemas';

type Texts = Record<string, unknown>;

function parse(json: string | null | undefined): Partial<Record<string, Texts>> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' ? (value as Partial<Record<string, Texts>>) : {};
  } catch {
    return {};
  }
}

/**
 * A row's texts in the request's language: its columns (English) overlaid with its `translations` entry for `lang`
 * (migration 010: {"fr": {...}, "ar": {...}}, and "en" for English texts without a column). Without that entry the
 * English texts come back with `lang: 'en'`, so the site can label them as English.
 */
export function inLanguage<T extends Texts>(english: T, translations: string | null | undefined, lang: ContentLangT): T & { lang: ContentLangT } {
  const all = parse(translations);
  const base = { ...english, ...(all.en ?? {}) } as T;
  const own = lang === 'en' ? undefined : all[lang];
  return own ? { ...base, ...(own as Partial<T>), lang } : { ...base, lang: 'en' };
}
