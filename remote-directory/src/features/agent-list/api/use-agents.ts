import type { AgentSummary, Page, Scope } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export const AGENT_SORTS = ['rating', 'newest', 'name'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

export interface AgentQuery {
  country?: string;
  state?: string;
  scope?: Scope;
  q?: string;
  sort: AgentSort;
  page: number;
  pageSize: number;
}

/** GET /misc/user/agent; a null query waits (e.g. a search with no words yet). */
export function useAgents(query: AgentQuery | null) {
  const params = query
    ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''))
    : undefined;
  return useApi<Page<AgentSummary>>(query ? '/misc/user/agent' : null, params);
}
