import { laneHref, type PopularRoute } from '@cargora/shared/contracts';
import { apiGetOptional } from '@cargora/shared/runtime';

/** `?routes=all`: the whole routes table, not its first rows (the rows are read with the page either way). */
export const ROUTES_PARAM = 'routes';

/** The `limit` most served international routes, for a loader (a side part of its page: null when not read). */
export async function loadPopularRoutes(request: Request, limit: number): Promise<PopularRoute[] | null> {
  const answer = await apiGetOptional<{ items: PopularRoute[] }>(request, '/misc/popular/international-routes', { limit });
  return answer?.items ?? null;
}

/** The lane page of one route (its services, price and transit ranges, agents and price index). */
export function routeHref(route: Pick<PopularRoute, 'originCountry' | 'destinationCountry'>) {
  return laneHref(route.originCountry, route.destinationCountry);
}
