import { itemList, pathTo, usePageMeta, usePageUrl } from '@cargora/shared';

interface AgentPage {
  items: { companyName: string; userId: string }[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * For search engines, when a list of agents is what the page is about: its description once the number is known,
 * which agents this page lists (ItemList of their storefronts), and noindex when there are none.
 */
export function useAgentListMeta(data: AgentPage | undefined, describe: ((total: number) => string) | undefined) {
  const urlOf = usePageUrl();
  usePageMeta(
    data && describe
      ? {
          refines: true,
          noindex: data.total === 0,
          description: describe(data.total),
          structuredData: [
            itemList(
              data.items.map((agent) => ({ name: agent.companyName, url: urlOf(pathTo('storefront', { userId: agent.userId })) })),
              data.total,
              (data.page - 1) * data.pageSize,
            ),
          ],
        }
      : { refines: true },
  );
}
