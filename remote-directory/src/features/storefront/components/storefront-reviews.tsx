import { useId } from 'react';
import styled from 'styled-components';
import { useRevalidator } from '@cargora/shared/router';
import type { Page, Review } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatDate } from '@cargora/shared/runtime';
import {
  cardStyle,
  EmptyState,
  ErrorState,
  Pagination,
  Rating,
  Row,
  rowStyle,
  SectionTitle,
  textStyle,
  QuerySelectForm,
  WrittenText,
  isPastLastPage,
  layoutWhenNear,
  PastLastPage,
  ReportLink,
  BookingVerifiedMark,
} from '@cargora/shared/ui';
import { RefreshingList, usePendingQuery } from '../../../components/pending-query';
import { REVIEW_SORTS, storefrontQueryOf, type ReviewSort } from '../api/storefront';

// The list styles its reviews' parts by nested rules: one styled element for ten reviews instead of four per review
// (each costs a server render its props, class and CSS string).
const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
  /* each review's card itself (a list item around it would clip the card's shadow) */
  & > li > .review {
    ${layoutWhenNear(150)}
  }
  .review {
    ${cardStyle}
  }
  .review-head {
    ${rowStyle(12)}
    justify-content: space-between;
  }
  .review-name {
    ${textStyle('fm-h6')}
  }
  .review-date {
    ${textStyle('fm-p3', true)}
  }
`;

/**
 * The agent's reviews, sorted and paged through the URL (`reviewSort`, `reviewPage`): the page the loader read for it
 * (null when it could not: the rest of the storefront stands, with Retry here).
 */
export function StorefrontReviews({ reviews, agentUserId }: { reviews: Page<Review> | null; agentUserId: string }) {
  const { t } = useTranslation('directory');
  const formatDate = useFormatDate('long');
  const id = useId();
  const revalidator = useRevalidator();
  const { params, update } = usePendingQuery();
  const sort = storefrontQueryOf(params).reviewSort;

  let body;
  if (!reviews) body = <ErrorState onRetry={() => void revalidator.revalidate()} />;
  else if (isPastLastPage(reviews))
    body = (
      <PastLastPage
        page={reviews.page}
        pageSize={reviews.pageSize}
        total={reviews.total}
        param="reviewPage"
        onPage={(p) => update({ reviewPage: p > 1 ? p : null })}
      />
    );
  else if (reviews.items.length === 0)
    body = <EmptyState title={t('reviews.emptyTitle')} hint={t('reviews.emptyHint')} />;
  else
    body = (
      <>
        <List>
          {reviews.items.map((r) => (
            <li key={r.id}>
              <article className="review">
                <div className="review-head">
                  <h3 className="review-name" dir="auto">
                    {r.customerName}
                  </h3>
                  <Rating value={r.rating} />
                </div>
                <p className="review-date">
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                  {r.bookingVerified && (
                    <>
                      {' '}
                      <BookingVerifiedMark />
                    </>
                  )}
                </p>
                <WrittenText text={r.comment} lang={r.lang} style={{ marginTop: 8 }} />
                <ReportLink target="review" id={r.id} from={agentUserId} about={t('reviews.byName', { name: r.customerName })} />
              </article>
            </li>
          ))}
        </List>
        <Pagination
          page={reviews.page}
          pageSize={reviews.pageSize}
          total={reviews.total}
          param="reviewPage"
          onPage={(p) => update({ reviewPage: p > 1 ? p : null })}
          label={t('reviews.pages')}
        />
      </>
    );

  return (
    <section aria-labelledby="storefront-reviews-title">
      <Row $gap={12} style={{ justifyContent: 'space-between', alignItems: 'end' }}>
        <SectionTitle id="storefront-reviews-title">{t('reviews.title')}</SectionTitle>
        <QuerySelectForm
          id={`${id}-sort`}
          stacked
          name="reviewSort"
          label={t('reviews.sort')}
          value={sort}
          options={REVIEW_SORTS.map((s) => ({ value: s, label: t(`reviews.sorts.${s}`) }))}
          onChange={(value) =>
            update({ reviewSort: value === 'newest' ? null : (value as ReviewSort), reviewPage: null })
          }
          resets={['reviewPage']}
          applyLabel={t('reviews.apply')}
        />
      </Row>
      <RefreshingList>{body}</RefreshingList>
    </section>
  );
}
