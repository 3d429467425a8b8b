import { DEFAULT_LANGUAGE, type ContentLang } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '@cargora/shared/runtime';

export type ContentLanguage = ContentLang;

/**
 * The language editorial content (blogs, FAQs, help) is asked for in: the page's. The API answers in it, or in English
 * when a text has no translation, and says which (`lang` of each item: see TextLanguageNote).
 */
export function useContentLanguage(): { lang: ContentLanguage } {
  const { i18n } = useTranslation('content');
  const current = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).split('-')[0];
  return { lang: isSupportedLanguage(current) ? current : DEFAULT_LANGUAGE };
}
