import { useApi, type AgentCountByCountry } from '@cargora/shared';

export function useAgentCount() {
  return useApi<{ items: AgentCountByCountry[]; total: number }>('/misc/agent/count');
}

export function useServiceCounts() {
  return useApi<{ items: { category: string; count: number }[]; total: number }>('/misc/services/counts/all');
}
