import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState } from '@cargora/shared/ui';
import { Lead } from '../../components/content-blocks';
import { getSubscriptions } from '../../features/subscriptions/api/get-subscriptions';
import { PackageCards } from '../../features/subscriptions/components/package-cards';

export async function loader({ request }: LoaderFunctionArgs) {
  return { plans: (await getSubscriptions(request)).items };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { t } = useTranslation('content');
  const { plans } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageTitle>{t('subscription.title')}</PageTitle>
      <Lead>{t('subscription.lead')}</Lead>
      <PackageCards plans={plans} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  // Which packages there are; nothing to index when there are none.
  meta: ({ data, t }) => ({
    title: t('subscription.title'),
    description: data?.plans.length
      ? t('seo.subscription', { names: data.plans.map((plan) => plan.name) })
      : t('subscription.metaDescription'),
    ...(data && !data.plans.length ? { noindex: true } : {}),
  }),
} satisfies RouteModuleHandle<Data>;
