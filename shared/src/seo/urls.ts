// The public addresses search engines and shared links see: one URL per page and language, the same in the page's
// <head> (canonical, hreflang), its structured data and the sitemaps. Plain functions: the API and the host's server
// use them too.
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@cargora/shared/contracts';

/** The query parameter a crawler follows to a page in another language (`?lang=fr`). */
export const LANG_PARAM = 'lang';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The absolute URL of `path` (which may carry a query) in `lang`: the default language (English) is the bare path,
 * the others add `?lang=`. Any `lang` already in the path is replaced.
 */
export function pageUrl(siteUrl: string, path: string, lang: Language = DEFAULT_LANGUAGE): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(LANG_PARAM);
  if (lang !== DEFAULT_LANGUAGE) url.searchParams.set(LANG_PARAM, lang);
  const query = url.searchParams.toString().replace(/%2C/gi, ',');
  return `${trimSlash(siteUrl)}${url.pathname}${query ? `?${query}` : ''}`;
}

export interface Alternate {
  /** A language, or `x-default` (the page for visitors whose language we do not have: English, no `lang`). */
  hreflang: Language | 'x-default';
  href: string;
}

/** Every language version of `path`, and x-default: the same list on every version, each listing itself. */
export function hreflangAlternates(siteUrl: string, path: string): Alternate[] {
  return [
    ...SUPPORTED_LANGUAGES.map((lang) => ({ hreflang: lang, href: pageUrl(siteUrl, path, lang) })),
    { hreflang: 'x-default' as const, href: pageUrl(siteUrl, path, DEFAULT_LANGUAGE) },
  ];
}

/** What a share image shows: a service or an agent (a storefront). */
export type ShareImageKind = 'service' | 'agent';

/** The 1200×630 PNG the files origin draws (and keeps) for a service or an agent: Open Graph and Twitter cards. */
export function shareImageUrl(filesUrl: string, kind: ShareImageKind, id: string | number): string {
  return `${trimSlash(filesUrl)}/files/share/${kind}/${encodeURIComponent(String(id))}.png`;
}
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A service has three addresses (with and without protection, and as a similar service): search engines get one,
 * the page with protection, which is where every list links.
 */
export const CANONICAL_SERVICE_ROUTE_ID = 'withProtection';
