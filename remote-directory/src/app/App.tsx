import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  ErrorBoundary,
  ErrorState,
  LoadingGrid,
  PageBody,
  registerNamespace,
  type RemoteAppProps,
} from '@cargora/shared';

// Translations ship with this build, wherever it is published.
registerNamespace('directory', __webpack_public_path__);

const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  worldwideDirectory: lazy(() => import('./routes/worldwide-directory-page')),
  countryDirectory: lazy(() => import('./routes/country-directory-page')),
  companyDetails: lazy(() => import('./routes/company-details-page')),
  storefront: lazy(() => import('./routes/storefront-page')),
  newlyRegisteredAgents: lazy(() => import('./routes/newly-registered-agents-page')),
  domesticAgents: lazy(() => import('./routes/domestic-agents-page')),
  internationalAgents: lazy(() => import('./routes/international-agents-page')),
};

export default function DirectoryApp({ routeId }: RemoteAppProps) {
  const Page = pages[routeId];
  if (!Page) throw new Error(`The directory does not render route "${routeId}"`);
  return (
    <ErrorBoundary
      key={routeId}
      name="directory"
      fallback={(reset) => (
        <PageBody>
          <ErrorState onRetry={reset} />
        </PageBody>
      )}
    >
      <Suspense fallback={<LoadingGrid />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
