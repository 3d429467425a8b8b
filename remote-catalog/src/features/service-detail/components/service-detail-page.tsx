import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Service } from '@cargora/shared/contracts';
import { PageBody, Skeleton } from '@cargora/shared/ui';
import type { DetailMode } from './service-detail';

// One chunk for the three detail routes, so switching with/without protection downloads nothing.
const ServiceDetail = lazy(() => import('./service-detail').then((m) => ({ default: m.ServiceDetail })));

/** The page of the three service detail routes: the service of the `:id` in the URL. */
export function ServiceDetailPage({
  mode,
  renderActions,
}: {
  mode: DetailMode;
  renderActions?: (service: Service) => ReactNode;
}) {
  const { id } = useParams();
  return (
    <PageBody>
      <Suspense fallback={<Skeleton $height={480} aria-hidden="true" />}>
        <ServiceDetail key={id} id={id} mode={mode} renderActions={renderActions} />
      </Suspense>
    </PageBody>
  );
}
