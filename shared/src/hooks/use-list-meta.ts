import { itemList } from '../seo/page-meta';
import { usePageMeta } from './use-page-meta';
import { usePageUrl } from './use-page-url';

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
            ? {
                structuredData: [
                  itemList(
                    list.shown.map((e) => ({ name: e.name, url: urlOf(e.path) })),
                    list.total,
                    list.offset ?? 0,
                  ),
                ],
              }
            : {}),
        }
      : { refines: true },
  );
}
