import { useApi, type Page, type Review } from '@cargora/shared';

/** The sorts a visitor picks, as they read in the URL. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

// The API names the same sorts differently; the URL keeps the visitor's words.
const API_SORT: Record<ReviewSort, string> = {
  newest: 'newest',
  highest: 'rating_desc',
  lowest: 'rating_asc',
};

/** GET /misc/storefront/reviews/:userId. */
export function useReviews(userId: string, sort: ReviewSort, page: number, pageSize: number) {
  return useApi<Page<Review>>(`/misc/storefront/reviews/${encodeURIComponent(userId)}`, {
    sort: API_SORT[sort],
    page,
    pageSize,
  });
}
