import type { ReactNode } from 'react';
import type { RouteIdOf } from '@cargora/shared/contracts';
import { createRemoteApp } from '@cargora/shared/ui';
import { CompareTray } from '../features/compare/components/compare-tray';

function CatalogFrame({ routeId, children }: { routeId: RouteIdOf<'catalog'>; children: ReactNode }) {
  return (
    <>
      {children}
      {/* The compare page is the comparison itself; elsewhere the tray follows the visitor. */}
      {routeId !== 'compare' && <CompareTray />}
    </>
  );
}

export default createRemoteApp(
  'catalog',
  {
    landing: () => import('./routes/landing-page'),
    allServices: () => import('./routes/all-services-page'),
    category: () => import('./routes/category-page'),
    compare: () => import('./routes/compare-page'),
    withProtection: () => import('./routes/with-protection-page'),
    withoutProtection: () => import('./routes/without-protection-page'),
    similarService: () => import('./routes/similar-service-page'),
    newlyAdded: () => import('./routes/newly-added-page'),
    internationalRoutes: () => import('./routes/international-routes-page'),
    domesticRoutes: () => import('./routes/domestic-routes-page'),
  },
  { publicPath: __webpack_public_path__, frame: CatalogFrame },
);
