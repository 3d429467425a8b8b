import { useTranslation } from 'react-i18next';
import { Button, Card, ErrorState, Row, Skeleton, Text, readRuntimeConfig } from '@cargora/shared';
import { useQueueItem } from '../api/get-queue-item';

/** The "talk to an expert" queue; joining needs a customer account, so the CTA opens the customer site. */
export function QueueCard() {
  const { t } = useTranslation('content');
  const queue = useQueueItem();
  if (queue.error) return <ErrorState message={queue.error} onRetry={queue.reload} />;
  if (!queue.data) {
    return (
      <Card role="status" aria-label={t('howItWorks.queue.loading')} style={{ display: 'grid', gap: 10 }}>
        <Skeleton $height={24} $width="50%" />
        <Skeleton />
        <Skeleton $width="40%" />
      </Card>
    );
  }
  const q = queue.data;
  return (
    <Card as="section" aria-labelledby="queue-title" style={{ display: 'grid', gap: 10 }}>
      <Text as="h3" $variant="fm-h5" id="queue-title">
        {q.title}
      </Text>
      <Text $muted>{q.description}</Text>
      <Text $variant="fm-p3">
        {t('howItWorks.queue.status', { waiting: q.waitingCustomers, minutes: q.averageWaitMinutes })}
      </Text>
      <Row>
        <Button type="button" onClick={() => window.open(readRuntimeConfig().customerSiteUrl, '_blank', 'noopener,noreferrer')}>
          {q.ctaLabel}
          <span aria-hidden="true">↗</span>
        </Button>
      </Row>
    </Card>
  );
}
