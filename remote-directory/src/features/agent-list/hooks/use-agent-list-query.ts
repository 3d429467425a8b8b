import { useQueryHref } from '@cargora/shared/runtime';
import { agentFiltersOf, type AgentSort } from '../api/agents';
import { usePendingQuery } from '../../../components/pending-query';

/** The agent list's filters as they stand in the URL (country, q, sort, page), and how the controls change them. */
export function useAgentListQuery(defaultSort: AgentSort) {
  const { params, update } = usePendingQuery();
  const queryHref = useQueryHref();
  const cleared = { country: null, q: null, sort: null, page: null };

  return {
    ...agentFiltersOf(params, defaultSort),
    // A new filter starts again at page 1; the new URL runs the page's loader.
    setCountry: (value: string) => update({ country: value, page: null }),
    setQuery: (value: string) => update({ q: value.trim(), page: null }),
    setSort: (value: AgentSort) => update({ sort: value === defaultSort ? null : value, page: null }),
    setPage: (value: number) => update({ page: value > 1 ? value : null }),
    clear: () => update(cleared),
    /** Where "clear filters" goes, for a link that works without JavaScript too. */
    clearHref: queryHref(cleared),
  };
}
