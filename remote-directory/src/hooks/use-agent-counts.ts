import type { AgentCountByCountry } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export interface AgentCounts {
  items: AgentCountByCountry[];
  total: number;
}

/** GET /misc/agent/count: agents per country, used by the directory index and the country filters. */
export function useAgentCounts() {
  return useApi<AgentCounts>('/misc/agent/count');
}
