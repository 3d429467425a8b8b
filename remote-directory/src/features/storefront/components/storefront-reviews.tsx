import { useId } from 'react';
import styled from 'styled-components';
import { pathTo, STOREFRONT_REVIEWS, type Page, type Review } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { oneOf, parsePage, useFormatDate, useQueryParams, usePageMeta, usePageUrl } from '@cargora/shared/runtime';
import {
  cardStyle,
  EmptyState,
  ErrorState,
  Pagination,
  Rating,
  Row,
  rowStyle,
  SectionTitle,
  Skeleton,
  textStyle,
  QuerySelectForm,
  WrittenText,
  isPastLastPage,
  layoutWhenNear,
  PastLastPage,
} from '@cargora/shared/ui';
import { agentNodeId } from '../agent-node';
import { REVIEW_SORTS, useReviews, type ReviewSort } from '../api/use-reviews';

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
 * The agent's reviews, sorted and paged through the URL (`reviewSort`, `reviewPage`); `first`, the storefront's own
 * first page of them (newest first), is shown without asking the API again.
 */
export function StorefrontReviews({ userId, first }: { userId: string; first?: Page<Review> }) {
  const { t } = useTranslation('directory');
  const formatDate = useFormatDate('long');
  const id = useId();
  const { get, update } = useQueryParams();
  const sort = oneOf(get('reviewSort'), REVIEW_SORTS, 'newest');
  const page = parsePage(get('reviewPage'));
  const reviews = useReviews(userId, sort, page, STOREFRONT_REVIEWS, first);
  const urlOf = usePageUrl();
  // The reviews shown, attached to the storefront's LocalBusiness node (its @id) for search engines.
  const shown = reviews.loading ? undefined : reviews.data?.items;
  usePageMeta(
    shown && shown.length > 0
      ? {
          refines: true,
          structuredData: [
            {
              '@type': 'LocalBusiness',
              '@id': agentNodeId(urlOf(pathTo('storefront', { userId }))),
              review: shown.map((r) => ({
                '@type': 'Review',
                author: { '@type': 'Person', name: r.customerName },
                datePublished: r.createdAt.slice(0, 10),
                reviewBody: r.comment,
                ...(r.lang ? { inLanguage: r.lang } : {}),
                reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
              })),
            },
          ],
        }
      : { refines: true },
  );

  let body;
  if (reviews.loading)
    body = (
      <div role="status" aria-label={t('reviews.loading')}>
        <List aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <div className="review">
                <Skeleton $width="30%" />
                <div style={{ height: 8 }} />
                <Skeleton $height={40} />
              </div>
            </li>
          ))}
        </List>
      </div>
    );
  else if (reviews.error) body = <ErrorState message={reviews.error} onRetry={reviews.reload} />;
  else if (reviews.data && isPastLastPage(reviews.data))
    body = (
      <PastLastPage
        page={reviews.data.page}
        pageSize={reviews.data.pageSize}
        total={reviews.data.total}
        param="reviewPage"
        onPage={(p) => update({ reviewPage: p > 1 ? p : null })}
      />
    );
  else if (!reviews.data || reviews.data.items.length === 0)
    body = <EmptyState title={t('reviews.emptyTitle')} hint={t('reviews.emptyHint')} />;
  else
    body = (
      <>
        <List>
          {reviews.data.items.map((r) => (
            <li key={r.id}>
              <article className="review">
                <div className="review-head">
                  <h3 className="review-name">{r.customerName}</h3>
                  <Rating value={r.rating} />
                </div>
                <p className="review-date">
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                </p>
                <WrittenText text={r.comment} lang={r.lang} style={{ marginTop: 8 }} />
              </article>
            </li>
          ))}
        </List>
        <Pagination
          page={reviews.data.page}
          pageSize={reviews.data.pageSize}
          total={reviews.data.total}
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
          onChange={(value) => update({ reviewSort: value === 'newest' ? null : (value as ReviewSort), reviewPage: null })}
          resets={['reviewPage']}
          applyLabel={t('reviews.apply')}
        />
      </Row>
      {body}
    </section>
  );
}
