import { useLoaderData, useParams, type LoaderFunctionArgs } from '@cargora/shared/router';
import styled from 'styled-components';
import { CATEGORY_KEYS, type CategoryKey, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { routeError, type RouteModuleHandle } from '@cargora/shared/runtime';
import { PageTitle, Row, Text, Link, RouteErrorState } from '@cargora/shared/ui';
import { loadServiceList, serviceListMeta } from '../../features/services/api/service-list';
import { ServiceBrowser } from '../../features/services/components/service-browser';
import { ListPage } from '../../features/services/components/list-page';
import { compareAction } from '../../features/compare/components/compare-action';

const FILTERS = ['q', 'mode', 'origin', 'destination', 'price', 'rating', 'protection'] as const;

const isCategory = (key: string | undefined): key is CategoryKey => CATEGORY_KEYS.includes(key as CategoryKey);

/** The services of the `:category` of the address; an unknown category is a page that does not exist (404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { category } = params;
  if (!isCategory(category)) throw routeError(404);
  return { category, services: await loadServiceList(request, { category }) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = {
  meta: ({ t, data, error, params, pageUrl }) => {
    if (!data && !isCategory(params.category))
      return { title: t('category.notFound.title'), description: t('category.notFound.body', { name: params.category ?? '' }), noindex: true };
    const name = t(`common:categories.${params.category}`);
    return serviceListMeta(
      { data: data?.services, error, pageUrl },
      { title: name, description: t('category.description', { name }), describe: (count) => t('seo.category', { name, count }) },
    );
  },
} satisfies RouteModuleHandle<Data>;

export function Component() {
  const { t } = useTranslation('catalog');
  const { category, services } = useLoaderData<typeof loader>();
  const name = t(`common:categories.${category}`);
  return (
    <ListPage title={name} description={t('category.description', { name })}>
      <ServiceBrowser
        key={category}
        data={services}
        fixed={{ category }}
        filters={FILTERS}
        renderActions={compareAction}
        label={t('category.results', { name })}
      />
    </ListPage>
  );
}

const NotFoundText = styled(Text)`
  margin-bottom: 12px;
`;

/** An unknown category: a not-found page at the URL asked for (the server answers 404), with a way back. */
function UnknownCategory() {
  const { t } = useTranslation('catalog');
  const name = useParams().category ?? '';
  return (
    <>
      <PageTitle>404</PageTitle>
      <NotFoundText $variant="fm-h5">{t('category.notFound.title')}</NotFoundText>
      <NotFoundText $muted>{t('category.notFound.body', { name })}</NotFoundText>
      <Row $gap={16}>
        <Link to={pathTo('landing')}>{t('category.notFound.home')}</Link>
        <Link to={pathTo('allServices')}>{t('category.notFound.all')}</Link>
      </Row>
    </>
  );
}

export const ErrorBoundary = () => <RouteErrorState notFound={<UnknownCategory />} />;
