import styled from 'styled-components';
import type { Review } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { isolate, useFormatDate, colors } from '@cargora/shared/runtime';
import { Rating, SectionTitle, Text, WrittenText, BidiText, layoutWhenNear } from '@cargora/shared/ui';

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

/** The agent's newest reviews, as the service's answer carries them. */
export function RecentReviews({ reviews, agentName }: { reviews: Review[]; agentName: string }) {
  const { t } = useTranslation('catalog');
  const formatDate = useFormatDate('medium');
  return (
    <section aria-labelledby="recent-reviews-title">
      <SectionTitle id="recent-reviews-title">
        <BidiText>{t('detail.reviews.title', { name: isolate(agentName) })}</BidiText>
      </SectionTitle>
      {reviews.length === 0 ? (
        <Text $muted>{t('detail.reviews.empty')}</Text>
      ) : (
        <List>
          {reviews.map((review) => (
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
