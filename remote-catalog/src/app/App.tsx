import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorBoundary,
  ErrorState,
  LoadingGrid,
  PageBody,
  registerNamespace,
  type RemoteAppProps,
} from '@cargora/shared';
import { CompareTray } from '../features/compare/components/compare-tray';

// Translations ship with this build, wherever it is published.
registerNamespace('catalog', __webpack_public_path__);

const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  landing: lazy(() => import('./routes/landing-page')),
  allServices: lazy(() => import('./routes/all-services-page')),
  category: lazy(() => import('./routes/category-page')),
  compare: lazy(() => import('./routes/compare-page')),
  withProtection: lazy(() => import('./routes/with-protection-page')),
  withoutProtection: lazy(() => import('./routes/without-protection-page')),
  similarService: lazy(() => import('./routes/similar-service-page')),
  newlyAdded: lazy(() => import('./routes/newly-added-page')),
  internationalRoutes: lazy(() => import('./routes/international-routes-page')),
  domesticRoutes: lazy(() => import('./routes/domestic-routes-page')),
};

function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <PageBody>
      <ErrorState message={t('app.renderError')} onRetry={onRetry} />
    </PageBody>
  );
}

export default function CatalogApp({ routeId }: RemoteAppProps) {
  const Page = pages[routeId];
  if (!Page) throw new Error(`The catalog does not render route "${routeId}"`);
  return (
    <>
      <ErrorBoundary key={routeId} name="catalog" fallback={(reset) => <PageError onRetry={reset} />}>
        <Suspense fallback={<LoadingGrid />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
      {/* The compare page is the comparison itself; elsewhere the tray follows the visitor. */}
      {routeId !== 'compare' && <CompareTray />}
    </>
  );
}
