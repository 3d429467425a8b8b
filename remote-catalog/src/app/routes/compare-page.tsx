import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState, Text } from '@cargora/shared/ui';
import { loadComparison, type Comparison } from '../../features/compare/api/compared-services';
import { CompareView } from '../../features/compare/components/compare-view';

export const loader = ({ request }: LoaderFunctionArgs) => loadComparison(request);

export const handle = {
  // A comparison is the visitor's own pick of services: nothing for search engines to index.
  meta: ({ t }) => ({ title: t('compare.title'), description: t('seo.compare'), noindex: true }),
} satisfies RouteModuleHandle<Comparison>;

export function Component() {
  const { t } = useTranslation('catalog');
  return (
    <PageBody>
      <PageTitle>{t('compare.title')}</PageTitle>
      <Text $muted style={{ marginBottom: 24 }}>
        {t('compare.description')}
      </Text>
      <CompareView comparison={useLoaderData<typeof loader>()} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;
