import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorState, PageBody, PageTitle, parseId, useDocumentMeta } from '@cargora/shared';
import { useCareer } from '../../features/job-detail/api/use-career';
import { JobDetailSkeleton, JobDetailView } from '../../features/job-detail/components/job-detail-view';
import { BackToCareers } from '../../components/back-to-careers';

export default function JobDetailPage() {
  const { t } = useTranslation('careers');
  const jobId = parseId(useParams().id);
  const { data: job, error, status, loading, reload } = useCareer(jobId);
  const notFound = jobId === null || status === 404 || status === 400;

  useDocumentMeta(
    job ? job.title : notFound ? t('detail.notFoundTitle') : t('detail.metaTitle'),
    job ? t('detail.metaDescription', { title: job.title, location: job.location }) : t('detail.metaFallback'),
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
