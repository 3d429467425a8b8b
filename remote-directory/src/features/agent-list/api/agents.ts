import type { AgentSummary, Page, Scope } from '@cargora/shared/contracts';
import { apiGet, oneOf, parsePage } from '@cargora/shared/runtime';

export const AGENT_SORTS = ['rating', 'newest', 'name'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];
export type AgentFilter = 'country' | 'q' | 'sort';

export const AGENT_PAGE_SIZE = 12;

/** What a page fixes of its agent list; the rest the visitor picks (`filters`), in the URL. */
export interface AgentListOptions {
  /** Controls the visitor may change (default: country, q, sort). */
  filters?: AgentFilter[];
  scope?: Scope;
  /** A country fixed by the page (the country directory). */
  country?: string;
  defaultSort?: AgentSort;
  /** Nothing is listed until the visitor has typed a search (the worldwide search form). */
  requireQuery?: boolean;
}

export const ALL_AGENT_FILTERS: AgentFilter[] = ['country', 'q', 'sort'];

/** The list's filters as they stand in the URL (`country`, `q`, `sort`, `page`), whether or not the page uses them. */
export function agentFiltersOf(search: URLSearchParams, defaultSort: AgentSort) {
  return {
    country: search.get('country') ?? '',
    q: (search.get('q') ?? '').trim(),
    sort: oneOf(search.get('sort'), AGENT_SORTS, defaultSort),
    page: parsePage(search.get('page')),
  };
}

/** The API's query for the page's agent list from its URL: null while a search waits for its words. */
export function agentQueryOf(
  search: URLSearchParams,
  options: AgentListOptions,
): Record<string, string | number> | null {
  const { filters = ALL_AGENT_FILTERS, scope, defaultSort = 'rating', requireQuery = false } = options;
  const asked = agentFiltersOf(search, defaultSort);
  const country = options.country ?? (filters.includes('country') ? asked.country : '');
  const q = filters.includes('q') ? asked.q : '';
  if (requireQuery && !q) return null;
  const query = {
    scope,
    country,
    q,
    sort: filters.includes('sort') ? asked.sort : defaultSort,
    page: asked.page,
    pageSize: AGENT_PAGE_SIZE,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;
}

/** GET /misc/user/agent for a loader; null when the list waits for a search. */
export function fetchAgents(
  request: Request,
  query: Record<string, string | number> | null,
): Promise<Page<AgentSummary> | null> {
  return query ? apiGet<Page<AgentSummary>>(request, '/misc/user/agent', query) : Promise.resolve(null);
}
