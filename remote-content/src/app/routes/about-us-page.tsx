import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { Link, Grid, PageBody, PageTitle, RouteErrorState, Row, SectionTitle } from '@cargora/shared/ui';
import { FeatureCard, Lead, Prose } from '../../components/content-blocks';
import {
  getAgentCountsOptional,
  getServiceCountsOptional,
} from '../../features/company-stats/api/get-company-stats';
import { CompanyStats } from '../../features/company-stats/components/company-stats';

const OFFERS = ['marketplace', 'compare', 'protection', 'directory'] as const;

/** The live figures, in parallel; either failing leaves the page up (the figures say so, with Retry). */
export async function loader({ request }: LoaderFunctionArgs) {
  const [agents, services] = await Promise.all([
    getAgentCountsOptional(request),
    getServiceCountsOptional(request),
  ]);
  return { agents, services };
}

export function Component() {
  const { t } = useTranslation('content');
  const { agents, services } = useLoaderData<typeof loader>();
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
      <CompanyStats agents={agents} services={services} />
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

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  meta: ({ t }) => ({ title: t('about.title'), description: t('about.metaDescription') }),
} satisfies RouteModuleHandle<Awaited<ReturnType<typeof loader>>>;
