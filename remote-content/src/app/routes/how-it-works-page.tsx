import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo, type QueueItem } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { apiGetOptional, type RouteModuleHandle } from '@cargora/shared/runtime';
import { Link, PageBody, PageTitle, QueueCard, RouteErrorState, Row, SectionTitle } from '@cargora/shared/ui';
import { Lead, Step, StepList } from '../../components/content-blocks';
import { BecomeAgentButton } from '../../features/subscriptions/components/become-agent-button';

const CUSTOMER_STEPS = ['search', 'compare', 'book', 'track'] as const;
const AGENT_STEPS = ['register', 'subscribe', 'publish', 'grow'] as const;

/** The live queue of the talk-to-an-expert card (a side part: the page shows without it). */
export async function loader({ request }: LoaderFunctionArgs) {
  return { queue: await apiGetOptional<QueueItem>(request, '/misc/qms') };
}

export function Component() {
  const { t } = useTranslation('content');
  const { queue } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageTitle>{t('howItWorks.title')}</PageTitle>
      <Lead>{t('howItWorks.lead')}</Lead>
      <SectionTitle>{t('howItWorks.customersTitle')}</SectionTitle>
      <StepList>
        {CUSTOMER_STEPS.map((k) => (
          <Step
            key={k}
            title={t(`howItWorks.customers.${k}.title`)}
            body={t(`howItWorks.customers.${k}.body`)}
          />
        ))}
      </StepList>
      <SectionTitle>{t('howItWorks.agentsTitle')}</SectionTitle>
      <StepList>
        {AGENT_STEPS.map((k) => (
          <Step key={k} title={t(`howItWorks.agents.${k}.title`)} body={t(`howItWorks.agents.${k}.body`)} />
        ))}
      </StepList>
      <Row $gap={16} style={{ marginBlockStart: 16 }}>
        <BecomeAgentButton />
        <Link to={pathTo('subscription')}>{t('howItWorks.linkPackages')}</Link>
      </Row>
      <SectionTitle>{t('howItWorks.queueTitle')}</SectionTitle>
      <QueueCard item={queue} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  meta: ({ t }) => ({ title: t('howItWorks.title'), description: t('howItWorks.metaDescription') }),
} satisfies RouteModuleHandle;
