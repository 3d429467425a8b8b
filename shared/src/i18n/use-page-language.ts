import { DEFAULT_LANGUAGE, type Language } from '@cargora/shared/contracts';
import { isSupportedLanguage } from './i18n';
import { useTranslation } from '@cargora/shared/translation';

/**
 * The page's language, one the API serves: what every request asks texts and place names in (`lang`), and what an
 * answer is keyed by, so that switching language asks again. Re-renders when the visitor switches.
 */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
