import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Card,
  EmptyState,
  ErrorState,
  HiddenQueryFields,
  Label,
  oneOf,
  Pagination,
  parsePage,
  Rating,
  Row,
  SectionTitle,
  Select,
  Skeleton,
  SubmitWithoutScript,
  Text,
  useFormatDate,
  useQueryParams,
} from '@cargora/shared';
import { REVIEW_SORTS, useReviews, type ReviewSort } from '../api/use-reviews';

const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const SortForm = styled.form`
  display: flex;
  align-items: end;
  gap: 8px;
`;

const PAGE_SIZE = 10;

/** The agent's reviews, sorted and paged through the URL (`reviewSort`, `reviewPage`). */
export function StorefrontReviews({ userId }: { userId: string }) {
  const { t } = useTranslation('directory');
  const formatDate = useFormatDate('long');
  const id = useId();
  const { get, update } = useQueryParams();
  const sort = oneOf(get('reviewSort'), REVIEW_SORTS, 'newest');
  const page = parsePage(get('reviewPage'));
  const reviews = useReviews(userId, sort, page, PAGE_SIZE);

  let body;
  if (reviews.loading)
    body = (
      <div role="status" aria-label={t('reviews.loading')}>
        <List aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <Card>
                <Skeleton $width="30%" />
                <div style={{ height: 8 }} />
                <Skeleton $height={40} />
              </Card>
            </li>
          ))}
        </List>
      </div>
    );
  else if (reviews.error) body = <ErrorState message={reviews.error} onRetry={reviews.reload} />;
  else if (!reviews.data || reviews.data.items.length === 0)
    body = <EmptyState title={t('reviews.emptyTitle')} hint={t('reviews.emptyHint')} />;
  else
    body = (
      <>
        <List>
          {reviews.data.items.map((r) => (
            <li key={r.id}>
              <Card>
                <Row $gap={12} style={{ justifyContent: 'space-between' }}>
                  <Text as="h3" $variant="fm-h6">
                    {r.customerName}
                  </Text>
                  <Rating value={r.rating} />
                </Row>
                <Text $variant="fm-p3" $muted>
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                </Text>
                <Text style={{ marginTop: 8 }}>{r.comment}</Text>
              </Card>
            </li>
          ))}
        </List>
        <Pagination
          page={reviews.data.page}
          pageSize={reviews.data.pageSize}
          total={reviews.data.total}
          param="reviewPage"
          onPage={(p) => update({ reviewPage: p > 1 ? p : null })}
        />
      </>
    );

  return (
    <section aria-labelledby="storefront-reviews-title">
      <Row $gap={12} style={{ justifyContent: 'space-between', alignItems: 'end' }}>
        <SectionTitle id="storefront-reviews-title">{t('reviews.title')}</SectionTitle>
        {/* A GET form: the order applies as it is chosen, or with "Apply" without JavaScript (back to page 1). */}
        <SortForm method="get" onSubmit={(e) => e.preventDefault()}>
          <HiddenQueryFields omit={['reviewSort', 'reviewPage']} />
          <Label htmlFor={`${id}-sort`}>
            {t('reviews.sort')}
            <Select
              id={`${id}-sort`}
              name="reviewSort"
              value={sort}
              onChange={(e) =>
                update({
                  reviewSort: e.target.value === 'newest' ? null : (e.target.value as ReviewSort),
                  reviewPage: null,
                })
              }
            >
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`reviews.sorts.${s}`)}
                </option>
              ))}
            </Select>
          </Label>
          <SubmitWithoutScript>{t('reviews.apply')}</SubmitWithoutScript>
        </SortForm>
      </Row>
      {body}
    </section>
  );
}
