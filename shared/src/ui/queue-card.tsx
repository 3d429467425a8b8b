import type { QueueItem } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useRevalidator } from '@cargora/shared/router';
import { colors } from '@cargora/shared/runtime';
import styled from 'styled-components';
import { ExternalSiteLink } from './external-links';
import { Card, Row, Text } from './primitives';
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
 * action opens the customer site in a new tab. `item` comes from the page's loader (`/misc/qms`, read with
 * apiGetOptional): null when it could not be read, then Retry runs the page's loaders again.
 */
export function QueueCard({ item: data }: { item: QueueItem | null }) {
  const { t } = useTranslation('common');
  const revalidator = useRevalidator();
  if (!data) return <ErrorState message={t('queueCard.unavailable')} onRetry={() => void revalidator.revalidate()} />;
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
        <ExternalSiteLink site="customer">{data.ctaLabel}</ExternalSiteLink>
      </Row>
    </Panel>
  );
}
