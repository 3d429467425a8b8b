// A page's title, description and the rest of its metadata (shared/src/seo/page-meta.ts). On the server it is
// declared while rendering and written into the HTML's head; in the browser the head follows the page on screen.
import { useEffect, useId } from 'react';
import { usePageLanguage } from '../i18n/use-page-language';
import { readRuntimeConfig } from '../config';
import { DEFAULT_LANGUAGE, PRODUCT_NAME, type Language } from '../constants';
import { applyHead, declarePageMetaOnServer, headElements, itemList, mergePageMeta, type PageMeta } from '../seo/page-meta';
import { serverDataSource } from '../ssr/server-data';
import { pageUrl } from '../seo/urls';
import { pathTo } from '../routes';
import type { Organization } from 'schema-dts';

// In the browser: the contributions of the components on screen (a page, and a list inside it).
const contributions = new Map<string, PageMeta>();
let scheduled = false;
let language: Language = DEFAULT_LANGUAGE;

function applySoon() {
  if (scheduled) return;
  scheduled = true;
  // After every effect of the commit: the page and its lists have all said their part.
  setTimeout(() => {
    scheduled = false;
    const meta = mergePageMeta([...contributions.values()]);
    // Between pages (the next one still loading) the previous head stays rather than a blank one.
    if (meta.title === undefined) return;
    const path = `${window.location.pathname}${window.location.search}`;
    applyHead(document, headElements(meta, { siteUrl: readRuntimeConfig().siteUrl, lang: language, path }));
  }, 0);
}

/** Declares (part of) the page's metadata; see PageMeta. */
export function usePageMeta(meta: PageMeta) {
  const key = useId();
  const lang = usePageLanguage();
  if (serverDataSource()) declarePageMetaOnServer(key, meta);
  const serialized = JSON.stringify(meta);
  useEffect(() => {
    language = lang;
    contributions.set(key, JSON.parse(serialized) as PageMeta);
    applySoon();
    return () => {
      contributions.delete(key);
    };
  }, [key, serialized, lang]);
}

/** Absolute URLs of this site's pages in the visitor's language (structured data, share links). */
export function usePageUrl(): (path: string) => string {
  const lang = usePageLanguage();
  return (path: string) => pageUrl(readRuntimeConfig().siteUrl, path, lang);
}

/** A list that is what its page is about, as search engines get it (see useListMeta). */
export interface ListMeta {
  /** The entries this page shows, with the path of each one's page. */
  shown: { name: string; path: string }[];
  /** How many there are in all, and how many come before the first shown (later pages). */
  total: number;
  offset?: number;
  /** The page's description now that the number is known. */
  description?: string;
  /** Default: when nothing is shown. */
  noindex?: boolean;
}

/**
 * A page's list for search engines: its description, an ItemList of the entries shown, and noindex when there are
 * none. `undefined` while the list is unknown (loading) or when it is not what the page is about.
 */
export function useListMeta(list: ListMeta | undefined) {
  const urlOf = usePageUrl();
  usePageMeta(
    list
      ? {
          refines: true,
          noindex: list.noindex ?? list.shown.length === 0,
          ...(list.description ? { description: list.description } : {}),
          ...(list.shown.length
            ? { structuredData: [itemList(list.shown.map((e) => ({ name: e.name, url: urlOf(e.path) })), list.total, list.offset ?? 0)] }
            : {}),
        }
      : { refines: true },
  );
}

/** Cargora's logo, absolute (structured data). */
export const siteLogoUrl = () => new URL('/favicon.svg', readRuntimeConfig().siteUrl).href;

/** Cargora as an organisation in structured data (publisher, hiring organisation, the landing page's own): no rating. */
export function useSiteOrganization(): Exclude<Organization, string> {
  const urlOf = usePageUrl();
  return { '@type': 'Organization', name: PRODUCT_NAME, url: urlOf(pathTo('landing')), logo: siteLogoUrl() };
}

/** Sets the document title and meta description of a page, and whatever else of its metadata it knows. */
export function useDocumentMeta(title: string, description?: string, more: Omit<PageMeta, 'title' | 'description'> = {}) {
  usePageMeta({ title, description, ...more });
}
