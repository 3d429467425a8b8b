import styled from 'styled-components';
import { pathTo, type AgentSummary, type Page, type Review } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { isolate, useFormatDate, colors } from '@cargora/shared/runtime';
import { Rating, SectionTitle, Text, WrittenText, BidiText, Link, layoutWhenNear, ReportLink, BookingVerifiedMark } from '@cargora/shared/ui';

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

/**
 * The service's own newest reviews, as the service's answer carries them: reviews of the agent's other jobs are not
 * this service's, they are one link away, on the agent's storefront, said to be about all of its services.
 */
export function RecentReviews({ reviews, agent }: { reviews: Page<Review>; agent: AgentSummary }) {
  const { t } = useTranslation('catalog');
  const formatDate = useFormatDate('medium');
  return (
    <section aria-labelledby="recent-reviews-title">
      <SectionTitle id="recent-reviews-title">{t('detail.reviews.title')}</SectionTitle>
      {reviews.items.length === 0 ? (
        <Text $muted>{t('detail.reviews.empty')}</Text>
      ) : (
        <List>
          {reviews.items.map((review) => (
            <li key={review.id}>
              <Text style={{ fontWeight: 600 }}>
                <Rating value={review.rating} /> · <bdi>{review.customerName}</bdi> ·{' '}
                <bdi>
                  <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                </bdi>
                {review.bookingVerified && (
                  <>
                    {' '}
                    <BookingVerifiedMark />
                  </>
                )}
              </Text>
              <WrittenText text={review.comment} lang={review.lang} />
              <ReportLink target="review" id={review.id} from={agent.userId} about={t('detail.reviews.byName', { name: review.customerName })} />
            </li>
          ))}
        </List>
      )}
      {agent.reviewCount > reviews.items.length && (
        <Text style={{ marginTop: 12 }}>
          <Link to={`${pathTo('storefront', { userId: agent.userId })}#storefront-reviews-title`}>
            <BidiText>{t('detail.reviews.allOfAgent', { name: isolate(agent.companyName), count: agent.reviewCount })}</BidiText>
          </Link>
        </Text>
      )}
    </section>
  );
}
