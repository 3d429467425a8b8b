import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, SectionTitle, Text } from '@cargora/shared/ui';
import { WhyCargora } from '../../features/why-cargora/components/why-cargora';
import { JobList } from '../../features/jobs/components/job-list';

export default function CareerPage() {
  const { t } = useTranslation('careers');
  useDocumentMeta(t('career.metaTitle'), t('career.metaDescription'));
  return (
    <PageBody>
      <PageTitle>{t('career.title')}</PageTitle>
      <Text $variant="fm-p1" $muted>
        {t('career.lead')}
      </Text>
      <WhyCargora />
      <section aria-labelledby="open-positions">
        <SectionTitle id="open-positions">{t('career.openPositions')}</SectionTitle>
        <JobList
          seo={{
            describe: (count, departments) => t('seo.career', { count, departments }),
            indexedWhenEmpty: true,
          }}
        />
      </section>
    </PageBody>
  );
}
