import { useApi, type AgentCountByCountry } from '@cargora/shared';

/** GET /misc/agent/count: agents per country and in all. */
export function useAgentCount() {
  return useApi<{ items: AgentCountByCountry[]; total: number }>('/misc/agent/count');
}
