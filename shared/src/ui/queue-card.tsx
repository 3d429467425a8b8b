import type { QueueItem } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useApi, colors } from '@cargora/shared/runtime';
import styled from 'styled-components';
import { ExternalSiteButton } from './external-links';
import { Card, Row, Skeleton, Text } from './primitives';
import { ErrorState } from './states';

const Panel = styled(Card)`
  display: grid;
  gap: 10px;
  min-height: 150px;
  background: ${colors.surfaceAlt};
`;

/**
 * The queue-management item: talk to an expert, with the live queue length. Joining the queue needs
 * a customer account, and customers sign in on their own site (spec section 1), so the call to
 * action opens the customer site in a new tab.
 */
export function QueueCard() {
  const { t } = useTranslation('common');
  const { data, error, reload } = useApi<QueueItem>('/misc/qms');
  if (error) return <ErrorState message={error} onRetry={reload} />;
  if (!data)
    return (
      <Panel role="status" aria-label={t('queueCard.loading')}>
        <Skeleton $height={24} $width="50%" />
        <Skeleton $height={16} />
        <Skeleton $height={44} $width="160px" />
      </Panel>
    );
  return (
    <Panel as="section" aria-labelledby="queue-title">
      <Text as="h3" id="queue-title" $variant="fm-h5">
        {data.title}
      </Text>
      <Text>{data.description}</Text>
      <Row $gap={16}>
        <Text $variant="fm-p3">{t('queueCard.waiting', { count: data.waitingCustomers })}</Text>
        <Text $variant="fm-p3">{t('queueCard.wait', { count: data.averageWaitMinutes })}</Text>
      </Row>
      <Row>
        <ExternalSiteButton site="customer">{data.ctaLabel}</ExternalSiteButton>
      </Row>
    </Panel>
  );
}
