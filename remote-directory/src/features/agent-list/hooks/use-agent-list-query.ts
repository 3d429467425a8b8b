import { AGENT_SORTS, type AgentSort } from '../api/use-agents';
import { oneOf, useQueryHref, useQueryParams, parsePage } from '@cargora/shared/runtime';

/** The agent list's filters as they stand in the URL (country, q, sort, page). */
export function useAgentListQuery(defaultSort: AgentSort) {
  const { get, update } = useQueryParams();
  const queryHref = useQueryHref();
  const cleared = { country: null, q: null, sort: null, page: null };
  const country = get('country');
  const q = get('q').trim();
  const sort = oneOf(get('sort'), AGENT_SORTS, defaultSort);
  const page = parsePage(get('page'));

  return {
    country,
    q,
    sort,
    page,
    // A new filter starts again at page 1.
    setCountry: (value: string) => update({ country: value, page: null }),
    setQuery: (value: string) => update({ q: value.trim(), page: null }),
    setSort: (value: AgentSort) => update({ sort: value === defaultSort ? null : value, page: null }),
    setPage: (value: number) => update({ page: value > 1 ? value : null }),
    clear: () => update(cleared),
    /** Where "clear filters" goes, for a link that works without JavaScript too. */
    clearHref: queryHref(cleared),
  };
}
