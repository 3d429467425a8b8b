// The catalog's exposed `./routes`: each of its route ids mapped to the import of its route module (loader, Component,
// ErrorBoundary, head). The host resolves them through the federation (route.lazy); the standalone shell imports them.
import { registerNamespace, type RemoteRouteModules, type RouteModule } from '@cargora/shared/runtime';
import { withCompareTray } from '../features/compare/components/with-compare-tray';

registerNamespace('catalog', __webpack_public_path__);

// The compare page is the comparison itself; on every other page the tray follows the visitor.
const framed =
  <D>(load: () => Promise<RouteModule<D>>) =>
  () =>
    load().then(withCompareTray);

export default {
  landing: framed(() => import('./routes/landing-page')),
  allServices: framed(() => import('./routes/all-services-page')),
  category: framed(() => import('./routes/category-page')),
  compare: () => import('./routes/compare-page'),
  withProtection: framed(() => import('./routes/with-protection-page')),
  withoutProtection: framed(() => import('./routes/without-protection-page')),
  similarService: framed(() => import('./routes/similar-service-page')),
  newlyAdded: framed(() => import('./routes/newly-added-page')),
  internationalRoutes: framed(() => import('./routes/international-routes-page')),
  domesticRoutes: framed(() => import('./routes/domestic-routes-page')),
  lane: framed(() => import('./routes/lane-page')),
  groupQuote: framed(() => import('./routes/group-quote-page')),
} satisfies RemoteRouteModules<'catalog'>;
