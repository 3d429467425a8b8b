// The three service detail routes (with protection, without, as a similar service): one route module shape, the page's
// mode apart. `:id` must be a service id: a malformed one is not asked for (400), an unknown one is the API's 404.
import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import type { Service, ServiceDetail as ServiceDetailData } from '@cargora/shared/contracts';
import { parseId, routeError, type RouteModule } from '@cargora/shared/runtime';
import { getWithLoad } from '../../components/load/load-api';
import { PageBody, RouteErrorState } from '@cargora/shared/ui';
import { quoteRequestAction } from '@cargora/shared/quote-request';
import { serviceMeta, type DetailMode } from './api/service-seo';
import { ServiceDetail, ServiceNotFound } from './components/service-detail';

/**
 * The service with what its page shows beside it (its own newest reviews, the services most like it): one answer,
 * priced for the address's load when it has one (`loadRefused` when the API refused that load).
 */
export async function loadService({ request, params }: LoaderFunctionArgs): Promise<ServiceDetailData & { loadRefused?: boolean }> {
  const id = parseId(params.id);
  if (id === null) throw routeError(400);
  const { data, loadRefused } = await getWithLoad<ServiceDetailData>(request, `/misc/services/${id}`);
  return loadRefused ? { ...data, loadRefused } : data;
}

/** The route module of the page in `mode`; `renderActions` are the controls the route composes (the compare toggle). */
export function serviceDetailRoute(mode: DetailMode, renderActions?: (service: Service) => ReactNode) {
  function Component() {
    const service = useLoaderData<typeof loadService>();
    return (
      <PageBody>
        {/* Another service (a similar one's link) is another page: nothing typed in the last one's quote form stays. */}
        <ServiceDetail key={service.id} service={service} mode={mode} renderActions={renderActions} />
      </PageBody>
    );
  }
  return {
    loader: loadService,
    // The quote form posted without JavaScript.
    action: quoteRequestAction,
    Component,
    ErrorBoundary: () => <RouteErrorState notFound={<ServiceNotFound />} />,
    handle: { meta: (args) => serviceMeta(args, mode) },
  } satisfies RouteModule<ServiceDetailData & { loadRefused?: boolean }>;
}
