import type { SearchPage, Service, ServiceFacets } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';
import type { ApiParams } from './service-query';

/** One page of /misc/services; a null `params` waits (e.g. for exchange rates). */
export function useServices(params: ApiParams | null) {
  return useApi<SearchPage<Service>>(params ? '/misc/services' : null, params ?? undefined);
}

/** How many services each filter choice would list (/misc/services/facets), for the list's filters. */
export type FacetCounts = Partial<Record<'category' | 'mode' | 'protection' | 'rating', Record<string, number>>>;

/**
 * The facet counts of the list's filters: asked for in the browser once the list's own parameters are known (the server
 * renders the filters without counts, and the page hydrates the same). Order and page do not change them.
 */
export function useServiceFacets(params: ApiParams | null): FacetCounts | undefined {
  let asked: ApiParams | undefined;
  if (params) {
    const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = params;
    asked = filters;
  }
  const { data } = useApi<ServiceFacets>(asked ? '/misc/services/facets' : null, asked);
  if (!data) return undefined;
  // An API without facets (older than this remote) answers something else: no counts then, the filters work as before.
  const byValue = (items: unknown) =>
    Array.isArray(items) ? Object.fromEntries((items as { value: string; count: number }[]).map((i) => [i.value, i.count])) : undefined;
  return { category: byValue(data.category), mode: byValue(data.mode), protection: byValue(data.protection), rating: byValue(data.rating) };
}
