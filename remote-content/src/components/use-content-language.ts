import { type ContentLang } from '@cargora/shared';
import { useTranslation } from 'react-i18next';

export type ContentLanguage = ContentLang;

/** The language editorial content (blogs, FAQs) is requested in: the API only writes en and fr. */
export function useContentLanguage(): { lang: ContentLanguage; fellBack: boolean } {
  const { i18n } = useTranslation('content');
  const current = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0];
  if (current === 'fr') return { lang: 'fr', fellBack: false };
  return { lang: 'en', fellBack: current !== 'en' };
}
