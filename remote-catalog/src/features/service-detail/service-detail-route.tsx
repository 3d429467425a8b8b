// The three service detail routes (with protection, without, as a similar service): one route module shape, the page's
// mode apart. `:id` must be a service id: a malformed one is not asked for (400), an unknown one is the API's 404.
import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { listedService, type Service, type ServiceDetail as ServiceDetailData, type ServiceListed } from '@cargora/shared/contracts';
import { parseId, routeError, type RouteModule } from '@cargora/shared/runtime';
import { getWithLoad } from '../../components/load/load-api';
import { PageBody, RouteErrorState } from '@cargora/shared/ui';
import { quoteRequestAction } from '@cargora/shared/quote-request';
import { serviceMeta, type DetailMode } from './api/service-seo';
import { ServiceDetail, ServiceNotFound } from './components/service-detail';

/** A service's page: the service, its newest reviews, the services most like it as cards show them. */
export type ServicePageData = Omit<ServiceDetailData, 'similar'> & { similar: ServiceListed[]; loadRefused?: boolean };

/**
 * The service with what its page shows beside it (its own newest reviews, the services most like it): one answer,
 * priced for the address's load when it has one (`loadRefused` when the API refused that load); the similar services as
 * their cards show them.
 */
export async function loadService({ request, params }: LoaderFunctionArgs): Promise<ServicePageData> {
  const id = parseId(params.id);
  if (id === null) throw routeError(400);
  const { data, loadRefused } = await getWithLoad<ServiceDetailData>(request, `/misc/services/${id}`);
  const service = { ...data, similar: data.similar.map(listedService) };
  return loadRefused ? { ...service, loadRefused } : service;
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
  } satisfies RouteModule<ServicePageData>;
}
