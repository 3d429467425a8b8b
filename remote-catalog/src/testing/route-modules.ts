// The catalog's route modules as the tests run them: by route id, at an address, with the route table's pattern.
import type { RouteIdOf } from '@cargora/shared/contracts';
import type { RemoteRouteModules } from '@cargora/shared/runtime';
import { queryRouteModule, renderRouteModule } from '@cargora/shared/testing';
import catalogRoutes from '../app/routes';

export type CatalogRouteId = RouteIdOf<'catalog'>;

/** The route module of `id` as the host resolves it (the compare tray around its pages included). */
export const catalogModule = (id: CatalogRouteId): ReturnType<RemoteRouteModules<'catalog'>[CatalogRouteId]> => catalogRoutes[id]();

/** Runs `id`'s loader for `url` as the server render does: status, data, head. */
export async function queryCatalogRoute(id: CatalogRouteId, url: string) {
  return queryRouteModule(await catalogModule(id), { routeId: id, url });
}

/** Renders `id`'s page at `url` in a memory data router (its loader runs first), as the browser does. */
export async function renderCatalogRoute(id: CatalogRouteId, url: string) {
  return renderRouteModule(await catalogModule(id), { routeId: id, url });
}
