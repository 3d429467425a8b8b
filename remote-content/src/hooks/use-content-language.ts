import { DEFAULT_LANGUAGE, type ContentLang } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { isSupportedLanguage } from '@cargora/shared/runtime';

export type ContentLanguage = ContentLang;

/**
 * The page's language as the API takes it (`lang`): what a visitor's answer (help feedback) is sent in. Loaders ask
 * for editorial content in it through apiGet; the API answers in it, or in English when a text has no translation,
 * and says which (`lang` of each item: see TextLanguageNote).
 */
export function useContentLanguage(): { lang: ContentLanguage } {
  const { i18n } = useTranslation('content');
  const current = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).split('-')[0];
  return { lang: isSupportedLanguage(current) ? current : DEFAULT_LANGUAGE };
}
