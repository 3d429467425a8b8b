// The route module of a plain service list page (all services, newly added, domestic routes): its title and what it
// lists, then the list the loader read for the URL's filters. Each page gives its texts and what it fixes.
import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import type { ServiceListed } from '@cargora/shared/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModule } from '@cargora/shared/runtime';
import { RouteErrorState } from '@cargora/shared/ui';
import { loadServiceList, serviceListMeta, type ServiceListData } from './api/service-list';
import type { FixedParams } from './api/service-query';
import { ServiceBrowser } from './components/service-browser';
import { ListPage } from './components/list-page';
import type { FilterName } from './components/service-filters';

export interface ListTexts {
  title: string;
  description: string;
  /** Accessible name of the results. */
  results: string;
  /** The description once the number of results is known ("24 air freight services…"). */
  describe: (count: number) => string;
}

export interface ServiceListRoute {
  fixed?: FixedParams;
  filters: readonly FilterName[];
  /** The page's texts, from its namespace's `t` (in the page's language). */
  texts: (t: TFunction) => ListTexts;
  /** Controls per card the route composes (the compare toggle). */
  renderActions?: (service: ServiceListed) => ReactNode;
}

export function serviceListRoute({ fixed = {}, filters, texts, renderActions }: ServiceListRoute) {
  function Component() {
    const { t } = useTranslation('catalog');
    const { title, description, results } = texts(t);
    return (
      <ListPage title={title} description={description}>
        <ServiceBrowser data={useLoaderData<ServiceListData>()} fixed={fixed} filters={filters} renderActions={renderActions} label={results} />
      </ListPage>
    );
  }
  return {
    loader: ({ request }: LoaderFunctionArgs) => loadServiceList(request, fixed),
    Component,
    ErrorBoundary: () => <RouteErrorState />,
    handle: { meta: (args) => serviceListMeta(args, texts(args.t)) },
  } satisfies RouteModule<ServiceListData>;
}
