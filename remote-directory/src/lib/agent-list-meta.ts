import { pathTo } from '@cargora/shared/contracts';
import type { ListMeta } from '@cargora/shared/runtime';

interface AgentPage {
  items: { companyName: string; userId: string }[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of agents for search engines: each one's storefront, and the page's description from how many. */
export function agentListMeta(data: AgentPage, describe: (total: number) => string): ListMeta {
  return {
    shown: data.items.map((agent) => ({ name: agent.companyName, path: pathTo('storefront', { userId: agent.userId }) })),
    total: data.total,
    offset: (data.page - 1) * data.pageSize,
    description: describe(data.total),
  };
}
