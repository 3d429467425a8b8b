import { pathTo, type PopularRoute } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export function usePopularRoutes(limit: number) {
  return useApi<{ items: PopularRoute[] }>('/misc/popular/international-routes', { limit });
}

/** The filtered service list of one route. */
export function routeHref(route: Pick<PopularRoute, 'originCountry' | 'destinationCountry'>) {
  return pathTo('allServices', null, { origin: route.originCountry, destination: route.destinationCountry });
}
