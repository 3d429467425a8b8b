import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, ErrorState, Row, Skeleton, Text, useApi, type QueueItem } from '@cargora/shared';

const Panel = styled(Card)`
  display: grid;
  gap: 10px;
  min-height: 150px;
  background: ${({ theme }) => theme.palette.surfaceAlt};
`;

const Cta = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.buttonRadius}px;
  background: ${({ theme }) => theme.palette.primaryDark};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

/** The queue-management item: talk to an expert, with the live queue length. */
export default function QueueCard() {
  const { t } = useTranslation('catalog');
  const { data, error, reload } = useApi<QueueItem>('/misc/qms');
  if (error) return <ErrorState message={error} onRetry={reload} />;
  if (!data)
    return (
      <Panel role="status" aria-label={t('landing.queue.loading')}>
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
        <Text $variant="fm-p3">{t('landing.queue.waiting', { count: data.waitingCustomers })}</Text>
        <Text $variant="fm-p3">{t('landing.queue.wait', { minutes: data.averageWaitMinutes })}</Text>
      </Row>
      <Cta to="/help-center">{data.ctaLabel}</Cta>
    </Panel>
  );
}
