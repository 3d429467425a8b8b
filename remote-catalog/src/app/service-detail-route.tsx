import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageBody, Skeleton } from '@cargora/shared';
import type { DetailMode } from '../features/service-detail/components/service-detail';
import { compareAction } from './compare-action';

// One chunk for the three detail routes, so switching with/without protection downloads nothing.
const ServiceDetail = lazy(() =>
  import('../features/service-detail/components/service-detail').then((m) => ({ default: m.ServiceDetail })),
);

export function ServiceDetailRoute({ mode }: { mode: DetailMode }) {
  const { id } = useParams();
  return (
    <PageBody>
      <Suspense fallback={<Skeleton $height={480} aria-hidden="true" />}>
        <ServiceDetail key={id} id={id} mode={mode} renderActions={compareAction} />
      </Suspense>
    </PageBody>
  );
}
