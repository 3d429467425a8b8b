import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState, SectionTitle, Text } from '@cargora/shared/ui';
import PopularRoutes from '../../features/routes/components/popular-routes';
import { loadPopularRoutes, ROUTES_PARAM } from '../../features/routes/api/popular-routes';
import { loadServiceList, serviceListMeta } from '../../features/services/api/service-list';
import { ServiceBrowser } from '../../features/services/components/service-browser';
import { compareAction } from '../../features/compare/components/compare-action';

const FILTERS = ['origin', 'destination', 'category', 'mode', 'price'] as const;
const FIXED = { scope: 'international' } as const;
/** The routes table's rows (the first ten show until `?routes=all`). */
const ROUTES_LISTED = 50;

/** The popular routes (a side part) and the international services, in parallel. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [routes, services] = await Promise.all([loadPopularRoutes(request, ROUTES_LISTED), loadServiceList(request, FIXED)]);
  return { routes, services };
}

type Data = Awaited<ReturnType<typeof loader>>;

const withoutTableToggle = (url: URL) => {
  const search = new URLSearchParams(url.search);
  search.delete(ROUTES_PARAM);
  return `${url.pathname}?${search}`;
};

/** Showing the whole routes table (`?routes=all`) shows rows the loader already read: nothing to read again for it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const onlyTheTable = !formMethod && currentUrl.search !== nextUrl.search && withoutTableToggle(currentUrl) === withoutTableToggle(nextUrl);
  return onlyTheTable ? false : defaultShouldRevalidate;
}

export const handle = {
  meta: ({ t, data, error, pageUrl }) =>
    serviceListMeta(
      { data: data?.services, error, pageUrl },
      {
        title: t('internationalRoutes.title'),
        description: t('internationalRoutes.description'),
        describe: (count) => t('seo.internationalRoutes', { count }),
      },
    ),
} satisfies RouteModuleHandle<Data>;

export function Component() {
  const { t } = useTranslation('catalog');
  const { routes, services } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageTitle>{t('internationalRoutes.title')}</PageTitle>
      <Text $muted>{t('internationalRoutes.description')}</Text>
      <section aria-labelledby="popular-routes-title">
        <SectionTitle id="popular-routes-title">{t('internationalRoutes.popular')}</SectionTitle>
        <PopularRoutes routes={routes} variant="table" />
      </section>
      <section aria-labelledby="international-services-title">
        <SectionTitle id="international-services-title">{t('internationalRoutes.services')}</SectionTitle>
        <ServiceBrowser
          data={services}
          fixed={FIXED}
          filters={FILTERS}
          renderActions={compareAction}
          label={t('internationalRoutes.services')}
        />
      </section>
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;
