import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingGrid, registerNamespace, type RemoteAppProps } from '@cargora/shared';

// Translations ship with this build, wherever it is published.
registerNamespace('catalog', __webpack_public_path__);

const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  landing: lazy(() => import('./routes/landing-page')),
};

export default function CatalogApp({ routeId }: RemoteAppProps) {
  const Page = pages[routeId];
  if (!Page) throw new Error(`The catalog does not render route "${routeId}"`);
  return (
    <Suspense fallback={<LoadingGrid />}>
      <Page />
    </Suspense>
  );
}
