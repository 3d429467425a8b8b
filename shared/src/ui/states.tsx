// Loading, error and empty states, and pagination: the same everywhere.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage } from '../http/describe-error';
import { useQueryHref } from '../hooks/use-query-params';
import { useFormatNumber } from '../hooks/use-formatters';
import { Button, Card, Grid, Row, Skeleton, Text } from './primitives';
import { QueryLink } from './query-links';

const Centered = styled(Card)`
  text-align: center;
  padding: 32px 16px;
  display: grid;
  gap: 12px;
  justify-items: center;
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
    <Centered role="alert">
      <Text $variant="fm-h5" as="h2">
        {t('errorTitle')}
      </Text>
      <Text $muted>{text}</Text>
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </Centered>
  );
}

export function EmptyState({ title, hint, children }: { title?: string; hint?: string; children?: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Centered>
      <Text $variant="fm-h5" as="h2">
        {title ?? t('emptyTitle')}
      </Text>
      <Text $muted>{hint ?? t('emptyHint')}</Text>
      {children}
    </Centered>
  );
}

// Styled rather than style props: the server's HTML may carry no style attribute (the page's CSP allows no inline style).
const PageRow = styled(Row)`
  justify-content: center;
  margin-top: 24px;
`;

/** Where there is no previous or next page: the button's place, greyed, not a link. */
const Unavailable = styled(Button)`
  opacity: 0.55;
  cursor: default;
`;

/**
 * Previous / next through a paged list. Each is a link to the same page with the page number in the query (`param`,
 * left out for page 1; the other parameters kept), so it works without JavaScript; with it, a plain click calls
 * `onPage` instead (which changes the URL through the router).
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  param = 'page',
  hrefFor,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The query parameter holding the page number. */
  param?: string;
  /** The href of a page, when it is more than the current URL with `param` changed. */
  hrefFor?: (page: number) => string;
}) {
  const { t } = useTranslation('common');
  const queryHref = useQueryHref();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = hrefFor ?? ((to: number) => queryHref({ [param]: to > 1 ? to : null }));
  const step = (to: number, label: string, rel: 'prev' | 'next') =>
    to < 1 || to > pages ? (
      <Unavailable as="span" $variant="outline" aria-disabled="true">
        {label}
      </Unavailable>
    ) : (
      <Button as={QueryLink} $variant="outline" href={href(to)} rel={rel} onNavigate={() => onPage(to)}>
        {label}
      </Button>
    );
  return (
    <nav aria-label={t('pagination')}>
      <PageRow $gap={12}>
        {step(page - 1, t('previous'), 'prev')}
        <Text aria-live="polite">{t('pageOf', { page, pages })}</Text>
        {step(page + 1, t('next'), 'next')}
      </PageRow>
    </nav>
  );
}

export function Rating({ value, count }: { value: number; count?: number }) {
  const { t } = useTranslation('common');
  const score = useFormatNumber({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const number = useFormatNumber();
  const rounded = Math.round(value * 10) / 10;
  // "★ 0.0 (0)" reads as a terrible score; with no reviews there is no score yet.
  if (count === 0) return <span>{t('noReviews')}</span>;
  return (
    <span
      role="img"
      aria-label={count === undefined ? t('ratingValueLabel', { value: rounded }) : t('ratingLabel', { value: rounded, count })}
    >
      <span aria-hidden="true" style={{ color: 'var(--cargora-rating, #a15c00)' }}>
        ★
      </span>{' '}
      <span aria-hidden="true">{score(rounded)}</span>
      {count !== undefined && <span aria-hidden="true"> ({number(count)})</span>}
    </span>
  );
}
