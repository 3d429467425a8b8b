import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { declarePageStatus, parseId, useDocumentMeta } from '@cargora/shared/runtime';
import { ErrorState, PageBody, PageTitle } from '@cargora/shared/ui';
import { useCareer } from '../../features/job-detail/api/use-career';
import { useJobSeo } from '../../features/job-detail/hooks/use-job-seo';
import { JobDetailSkeleton, JobDetailView } from '../../features/job-detail/components/job-detail-view';
import { BackToCareers } from '../../components/back-to-careers';
import { JobClosed } from '../../components/job-closed';

export default function JobDetailPage() {
  const { t } = useTranslation('careers');
  const jobId = parseId(useParams().id);
  const { data: job, error, status, loading, reload } = useCareer(jobId);
  const notFound = jobId === null || status === 404 || status === 400;
  // Gone for good (closed or expired): the server answers 410 from the API's 410.
  const closed = status === 410;
  // A malformed id asks the API nothing: the page itself says it does not exist.
  if (jobId === null) declarePageStatus(404);

  const seo = useJobSeo(job);
  useDocumentMeta(
    job ? job.title : closed ? t('closed.title') : notFound ? t('detail.notFoundTitle') : t('detail.metaTitle'),
    seo?.description ?? (closed ? t('closed.metaDescription') : notFound ? t('detail.notFoundHint') : t('detail.metaFallback')),
    seo?.more ?? { noindex: closed || notFound },
  );

  if (closed)
    return (
      <PageBody>
        <JobClosed />
      </PageBody>
    );
  if (notFound)
    return (
      <PageBody>
        <PageTitle>{t('detail.notFoundTitle')}</PageTitle>
        <BackToCareers title={t('detail.notFoundHeading')} hint={t('detail.notFoundHint')} />
      </PageBody>
    );
  if (error)
    return (
      <PageBody>
        <PageTitle>{t('detail.metaTitle')}</PageTitle>
        <ErrorState message={t('detail.error')} onRetry={reload} />
      </PageBody>
    );
  return <PageBody>{loading || !job ? <JobDetailSkeleton /> : <JobDetailView job={job} />}</PageBody>;
}
