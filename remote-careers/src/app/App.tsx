import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingGrid, registerNamespace, type RemoteAppProps } from '@cargora/shared';

// Translations ship with this build, wherever it is published.
registerNamespace('careers', __webpack_public_path__);

const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  career: lazy(() => import('./routes/career-page')),
  jobsDetails: lazy(() => import('./routes/jobs-details-page')),
  jobDetail: lazy(() => import('./routes/job-detail-page')),
  applyJobs: lazy(() => import('./routes/apply-jobs-page')),
};

export default function CareersApp({ routeId }: RemoteAppProps) {
  const Page = pages[routeId];
  if (!Page) throw new Error(`The careers remote does not render route "${routeId}"`);
  return (
    <Suspense fallback={<LoadingGrid />}>
      <Page />
    </Suspense>
  );
}
