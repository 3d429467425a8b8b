// Pieces of the heads this remote's route modules compute from their loaders' data (handle.meta).
import { isRouteErrorResponse } from '@cargora/shared/router';
import { PRODUCT_NAME, pathTo } from '@cargora/shared/contracts';
import { itemList, type Organization, type PageMeta } from '@cargora/shared/runtime';

/** Whether what a loader threw says the page does not exist: unknown (404) or a malformed address (400). */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.status === 404 || error.status === 400);
}

/** The head of a not-found state: its own title and hint, kept out of search results. */
export const notFoundMeta = (title: string, description: string): PageMeta => ({
  title,
  description,
  noindex: true,
});

/** Cargora as publisher in structured data, its addresses in the page's language. */
export function siteOrganization(pageUrl: (path: string) => string): Exclude<Organization, string> {
  const landing = pageUrl(pathTo('landing'));
  return {
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: landing,
    logo: new URL('/favicon.svg', landing).href,
  };
}

/** A list that is what its page is about, as search engines get it. */
export interface ListMeta {
  /** The entries this page shows, with the path of each one's page. */
  shown: { name: string; path: string }[];
  /** How many there are in all, and how many come before the first shown (later pages). */
  total: number;
  offset?: number;
}

/** An ItemList of the entries shown (none when nothing is), and noindex when the page shows none. */
export function listMeta(
  { shown, total, offset = 0 }: ListMeta,
  pageUrl: (path: string) => string,
): PageMeta {
  if (!shown.length) return { noindex: true };
  return {
    structuredData: [
      itemList(
        shown.map((entry) => ({ name: entry.name, url: pageUrl(entry.path) })),
        total,
        offset,
      ),
    ],
  };
}

/** A date as the page shows it (`useFormatDate`'s long style), in the page's language. */
export function formatLongDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}
