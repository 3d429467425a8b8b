import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { Link, PageBody, PageTitle, RouteErrorState, Row, SectionTitle } from '@cargora/shared/ui';
import { Lead, Prose, Step, StepList } from '../../components/content-blocks';

const STEPS = ['declare', 'price', 'cover', 'claim'] as const;

export function Component() {
  const { t } = useTranslation('content');
  return (
    <PageBody>
      <PageTitle>{t('securedPayments.title')}</PageTitle>
      <Lead>{t('securedPayments.lead')}</Lead>
      <SectionTitle>{t('securedPayments.stepsTitle')}</SectionTitle>
      <StepList>
        {STEPS.map((k) => (
          <Step
            key={k}
            title={t(`securedPayments.steps.${k}.title`)}
            body={t(`securedPayments.steps.${k}.body`)}
          />
        ))}
      </StepList>
      <SectionTitle>{t('securedPayments.feesTitle')}</SectionTitle>
      <Prose>
        <p>{t('securedPayments.fees1')}</p>
        <p>{t('securedPayments.fees2')}</p>
        <p>{t('securedPayments.fees3')}</p>
      </Prose>
      <SectionTitle>{t('securedPayments.disputesTitle')}</SectionTitle>
      <Prose>
        <p>{t('securedPayments.disputes')}</p>
      </Prose>
      <Row $gap={16} style={{ marginBlockStart: 24 }}>
        <Link to={pathTo('allServices')}>{t('securedPayments.linkServices')}</Link>
        <Link to={pathTo('helpCenter')}>{t('securedPayments.linkHelp')}</Link>
        <Link to={pathTo('termsOfUse')}>{t('securedPayments.linkTerms')}</Link>
      </Row>
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  meta: ({ t }) => ({ title: t('securedPayments.title'), description: t('securedPayments.metaDescription') }),
} satisfies RouteModuleHandle;
