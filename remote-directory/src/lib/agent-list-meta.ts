import { pathTo } from '@cargora/shared/contracts';
import { itemList, type PageMeta } from '@cargora/shared/runtime';

interface AgentPage {
  items: { companyName: string; userId: string }[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A list of agents that is what its page is about, for search engines: the page's description from how many there
 * are, an ItemList of the storefronts shown (from the page's offset), and noindex when none is shown.
 */
export function agentListMeta(
  data: AgentPage,
  description: string,
  pageUrl: (path: string) => string,
): PageMeta {
  return listMeta(
    data.items.map((agent) => ({
      name: agent.companyName,
      path: pathTo('storefront', { userId: agent.userId }),
    })),
    { total: data.total, offset: (data.page - 1) * data.pageSize, description, pageUrl },
  );
}

/** A list's part of the head: its description, its entries as an ItemList, noindex when it shows none (or as told). */
export function listMeta(
  shown: { name: string; path: string }[],
  {
    total,
    offset = 0,
    description,
    noindex,
    pageUrl,
  }: {
    total: number;
    offset?: number;
    description: string;
    noindex?: boolean;
    pageUrl: (path: string) => string;
  },
): PageMeta {
  return {
    description,
    noindex: noindex ?? shown.length === 0,
    ...(shown.length
      ? {
          structuredData: [
            itemList(
              shown.map((e) => ({ name: e.name, url: pageUrl(e.path) })),
              total,
              offset,
            ),
          ],
        }
      : {}),
  };
}
