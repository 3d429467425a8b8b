// /jobs-details/:id: one open position. Unknown → 404, malformed id → 400 (both "job not found"), closed or
// expired → 410 ("this posting has closed"), the API out of reach → 503 with Retry.
import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { Career } from '@cargora/shared/contracts';
import { apiGet, parseId, routeError, type RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState, routeErrorStatus } from '@cargora/shared/ui';
import { JobDetailView } from '../../features/job-detail/components/job-detail-view';
import { jobMeta } from '../../features/job-detail/job-seo';
import { BackToCareers } from '../../components/back-to-careers';
import { JobClosed } from '../../components/job-closed';

export async function loader({ request, params }: LoaderFunctionArgs): Promise<{ job: Career }> {
  const id = parseId(params.id);
  // A malformed id asks the API nothing.
  if (id === null) throw routeError(400);
  return { job: await apiGet<Career>(request, `/misc/careers/${id}`) };
}

export function Component() {
  const { job } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <JobDetailView job={job} />
    </PageBody>
  );
}

function JobNotFound() {
  const { t } = useTranslation('careers');
  return (
    <>
      <PageTitle>{t('detail.notFoundTitle')}</PageTitle>
      <BackToCareers title={t('detail.notFoundHeading')} hint={t('detail.notFoundHint')} />
    </>
  );
}

export const ErrorBoundary = () => <RouteErrorState notFound={<JobNotFound />} gone={<JobClosed />} />;

export const handle = {
  meta: ({ data, error, t, pageUrl }) => {
    if (data) return jobMeta(data.job, t, pageUrl);
    const status = routeErrorStatus(error);
    if (status === 410)
      return { title: t('closed.title'), description: t('closed.metaDescription'), noindex: true };
    if (status === 404 || status === 400)
      return { title: t('detail.notFoundTitle'), description: t('detail.notFoundHint'), noindex: true };
    return { title: t('detail.metaTitle'), description: t('detail.metaFallback') };
  },
} satisfies RouteModuleHandle<{ job: Career }>;
