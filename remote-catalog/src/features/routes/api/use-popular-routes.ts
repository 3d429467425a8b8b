import { useApi, type PopularRoute } from '@cargora/shared';

export function usePopularRoutes(limit: number) {
  return useApi<{ items: PopularRoute[] }>('/misc/popular/international-routes', { limit });
}

/** The filtered service list of one route. */
export function routeHref(route: Pick<PopularRoute, 'originCountry' | 'destinationCountry'>) {
  const params = new URLSearchParams({ origin: route.originCountry, destination: route.destinationCountry });
  return `/allServices?${params.toString()}`;
}
