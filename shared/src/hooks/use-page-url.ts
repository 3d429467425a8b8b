import { usePageLanguage } from '../i18n/use-page-language';
import { readRuntimeConfig } from '../config';
import { pageUrl } from '../seo/urls';

/** Absolute URLs of this site's pages in the visitor's language (structured data, share links). */
export function usePageUrl(): (path: string) => string {
  const lang = usePageLanguage();
  return (path: string) => pageUrl(readRuntimeConfig().siteUrl, path, lang);
}
