import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState } from '@cargora/shared/ui';
import { Lead } from '../../components/content-blocks';
import { listMeta } from '../../lib/page-meta';
import { getCategories } from '../../features/categories/api/get-categories';
import { CategoryCards } from '../../features/categories/components/category-cards';

export async function loader({ request }: LoaderFunctionArgs) {
  return { categories: (await getCategories(request)).items };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { t } = useTranslation('content');
  const { categories } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageTitle>{t('categories.title')}</PageTitle>
      <Lead>{t('categories.lead')}</Lead>
      <CategoryCards categories={categories} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  // The categories listed, each with its page; nothing to index when there are none.
  meta: ({ data, t, pageUrl }) => ({
    title: t('categories.title'),
    description: t('categories.metaDescription'),
    ...(data
      ? listMeta(
          {
            shown: data.categories.map((c) => ({
              name: t(`common:categories.${c.key}`, { defaultValue: c.name }),
              path: pathTo('category', { category: c.key }),
            })),
            total: data.categories.length,
          },
          pageUrl,
        )
      : {}),
  }),
} satisfies RouteModuleHandle<Data>;
