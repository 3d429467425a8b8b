// Loading, error and empty states: the same everywhere.
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { errorMessage } from '@cargora/shared/runtime';
import { Button, Card, Grid, Skeleton, Text } from './primitives';

/** The card a state is shown in: centred text, a heading, a hint and an action. */
export const StateCard = styled(Card)`
  text-align: center;
  padding: 32px 16px;
  display: grid;
  gap: 12px;
  justify-items: center;
  /* A name from the address (a place typed as one long word) breaks inside the card, not past the page's edge. */
  overflow-wrap: anywhere;
`;

export function LoadingGrid({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" aria-label={label ?? t('loading')}>
      <Grid>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} aria-hidden="true">
            <Skeleton $height={120} />
            <div style={{ height: 12 }} />
            <Skeleton $width="70%" />
            <div style={{ height: 8 }} />
            <Skeleton $width="40%" />
          </Card>
        ))}
      </Grid>
    </div>
  );
}

/**
 * A section that failed to load: `message` as given (already a sentence), or the sentence for the
 * failed request `error` in the current language; Retry calls `onRetry` (the section's refetch).
 */
export function ErrorState({
  message,
  error,
  onRetry,
}: {
  message?: string | null;
  error?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('common');
  const text = message || (error != null ? errorMessage(error, t) : t('errorBody'));
  return (
    <StateCard role="alert">
      <Text $variant="fm-h5" as="h2">
        {t('errorTitle')}
      </Text>
      <Text $muted>{text}</Text>
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </StateCard>
  );
}

export function EmptyState({ title, hint, children }: { title?: string; hint?: React.ReactNode; children?: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <StateCard>
      <Text $variant="fm-h5" as="h2">
        {title ?? t('emptyTitle')}
      </Text>
      <Text $muted>{hint ?? t('emptyHint')}</Text>
      {children}
    </StateCard>
  );
}
