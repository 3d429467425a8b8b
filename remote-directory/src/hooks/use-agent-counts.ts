import { useApi, type AgentCountByCountry } from '@cargora/shared';

export interface AgentCounts {
  items: AgentCountByCountry[];
  total: number;
}

/** GET /misc/agent/count: agents per country, used by the directory index and the country filters. */
export function useAgentCounts() {
  return useApi<AgentCounts>('/misc/agent/count');
}
