import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { Link, Grid, PageBody, PageTitle, Row, SectionTitle } from '@cargora/shared/ui';
import { FeatureCard, Lead, Prose } from '../../components/content-blocks';
import { CompanyStats } from '../../features/company-stats/components/company-stats';

const OFFERS = ['marketplace', 'compare', 'protection', 'directory'] as const;

export default function AboutUsPage() {
  const { t } = useTranslation('content');
  useDocumentMeta(t('about.title'), t('about.metaDescription'));
  return (
    <PageBody>
      <PageTitle>{t('about.title')}</PageTitle>
      <Lead>{t('about.lead')}</Lead>
      <SectionTitle>{t('about.missionTitle')}</SectionTitle>
      <Prose>
        <p>{t('about.mission1')}</p>
        <p>{t('about.mission2')}</p>
      </Prose>
      <SectionTitle>{t('about.numbersTitle')}</SectionTitle>
      <CompanyStats />
      <SectionTitle>{t('about.whatTitle')}</SectionTitle>
      <Grid $min={240}>
        {OFFERS.map((k) => (
          <FeatureCard key={k} title={t(`about.what.${k}.title`)} body={t(`about.what.${k}.body`)} />
        ))}
      </Grid>
      <Row $gap={16} style={{ marginBlockStart: 24 }}>
        <Link to={pathTo('agentCategories')}>{t('about.linkCategories')}</Link>
        <Link to={pathTo('howItWorks')}>{t('about.linkHowItWorks')}</Link>
        <Link to={pathTo('career')}>{t('about.linkCareers')}</Link>
      </Row>
    </PageBody>
  );
}
