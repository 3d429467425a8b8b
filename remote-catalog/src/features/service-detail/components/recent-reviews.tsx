import styled from 'styled-components';
import { ErrorState, isolate, Rating, SectionTitle, Skeleton, Text, useFormatDate, WrittenText, BidiText, useTranslation, colors, layoutWhenNear } from '@cargora/shared';
import { useAgentReviews } from '../api/use-service';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-bottom: 12px;
    border-bottom: 1px solid ${colors.border};
    ${layoutWhenNear(120)}
  }
`;

export function RecentReviews({ userId, agentName }: { userId: string; agentName: string }) {
  const { t } = useTranslation('catalog');
  const { data, error, loading, reload } = useAgentReviews(userId);
  const formatDate = useFormatDate('medium');
  return (
    <section aria-labelledby="recent-reviews-title">
      <SectionTitle id="recent-reviews-title">
        <BidiText>{t('detail.reviews.title', { name: isolate(agentName) })}</BidiText>
      </SectionTitle>
      {error ? (
        <ErrorState message={error} onRetry={reload} />
      ) : loading || !data ? (
        <div role="status" aria-label={t('detail.reviews.loading')}>
          <Skeleton $height={64} />
        </div>
      ) : data.items.length === 0 ? (
        <Text $muted>{t('detail.reviews.empty')}</Text>
      ) : (
        <List>
          {data.items.map((review) => (
            <li key={review.id}>
              <Text style={{ fontWeight: 600 }}>
                <Rating value={review.rating} /> · <bdi>{review.customerName}</bdi> ·{' '}
                <bdi>
                  <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                </bdi>
              </Text>
              <WrittenText text={review.comment} lang={review.lang} />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
