import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { parseId, useDocumentMeta, isolate, colors } from '@cargora/shared/runtime';
import { Link, ErrorState, PageBody, PageTitle, Skeleton, Text, BidiText } from '@cargora/shared/ui';
import { useCareer } from '../../features/job-detail/api/use-career';
import { ApplicationForm } from '../../features/job-application/components/application-form';
import { BackToCareers } from '../../components/back-to-careers';
import { JobClosed } from '../../components/job-closed';
import { useEmploymentType } from '../../hooks/employment-type';

const Lead = styled(Text)`
  margin-block-end: 24px;
  a {
    color: ${colors.primaryDark};
    font-weight: 600;
  }
`;

export default function ApplyJobsPage() {
  const { t } = useTranslation('careers');
  const [params] = useSearchParams();
  const employmentType = useEmploymentType();
  const careerId = parseId(params.get('careerId'));
  const { data: job, error, status, loading, reload } = useCareer(careerId);
  const unknownJob = careerId === null || status === 404 || status === 400;
  const closed = status === 410;

  // A form, not content: never in search results (robots.txt keeps crawlers away too).
  useDocumentMeta(
    job ? t('apply.metaTitle', { title: job.title }) : closed ? t('closed.title') : t('apply.metaTitleGeneric'),
    job ? t('apply.metaDescription', { title: job.title }) : closed ? t('closed.metaDescription') : t('apply.metaDescriptionGeneric'),
    { noindex: true },
  );

  if (closed)
    return (
      <PageBody>
        <JobClosed />
      </PageBody>
    );
  if (unknownJob)
    return (
      <PageBody>
        <PageTitle>{t('apply.metaTitleGeneric')}</PageTitle>
        <BackToCareers title={t('apply.chooseTitle')} hint={t('apply.chooseHint')} />
      </PageBody>
    );

  return (
    <PageBody>
      <PageTitle>{job ? <BidiText>{t('apply.title', { title: isolate(job.title) })}</BidiText> : t('apply.metaTitleGeneric')}</PageTitle>
      {error ? (
        <ErrorState message={t('apply.jobError')} onRetry={reload} />
      ) : loading || !job || careerId === null ? (
        <div role="status" aria-label={t('detail.loading')} style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
          <Skeleton $width="50%" />
          <Skeleton $height={520} />
        </div>
      ) : (
        <>
          <Lead $muted>
            <BidiText>{t('apply.lead', { location: isolate(job.location), type: employmentType.label(job.employmentType) })}</BidiText>{' '}
            <Link to={pathTo('jobDetail', { id: job.id })}>{t('apply.readJob')}</Link>
          </Lead>
          <ApplicationForm careerId={careerId} jobTitle={job.title} />
        </>
      )}
    </PageBody>
  );
}
