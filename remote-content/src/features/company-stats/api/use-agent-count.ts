import type { AgentCountByCountry } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/** GET /misc/agent/count: agents per country and in all. */
export function useAgentCount() {
  return useApi<{ items: AgentCountByCountry[]; total: number }>('/misc/agent/count');
}
