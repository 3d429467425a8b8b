import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, Text } from '@cargora/shared/ui';
import { JobList } from '../../features/jobs/components/job-list';

/** /jobs-details/ without an id: rather than an error, help the visitor pick a job. */
export default function JobsDetailsPage() {
  const { t } = useTranslation('careers');
  useDocumentMeta(t('chooseJob.metaTitle'), t('chooseJob.metaDescription'));
  return (
    <PageBody>
      <PageTitle>{t('chooseJob.title')}</PageTitle>
      <Text $variant="fm-p1" $muted style={{ marginBlockEnd: 24 }}>
        {t('chooseJob.lead')}
      </Text>
      <JobList seo={{ describe: (count, departments) => t('seo.chooseJob', { count, departments }) }} />
    </PageBody>
  );
}
