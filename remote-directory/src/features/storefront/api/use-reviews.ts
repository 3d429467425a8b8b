import type { Page, Review } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/** The sorts a visitor picks, as they read in the URL. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

// The API names the same sorts differently; the URL keeps the visitor's words.
const API_SORT: Record<ReviewSort, string> = {
  newest: 'newest',
  highest: 'rating_desc',
  lowest: 'rating_asc',
};

/**
 * GET /misc/storefront/reviews/:userId. `first`: the first page of newest reviews the storefront's own answer
 * carries (STOREFRONT_REVIEWS a page): that page is shown from it, not asked for again; any other sort or page is.
 */
export function useReviews(userId: string, sort: ReviewSort, page: number, pageSize: number, first?: Page<Review>) {
  const fromStorefront = first !== undefined && sort === 'newest' && page === 1 && first.pageSize === pageSize ? first : undefined;
  const asked = useApi<Page<Review>>(fromStorefront ? null : `/misc/storefront/reviews/${encodeURIComponent(userId)}`, {
    sort: API_SORT[sort],
    page,
    pageSize,
  });
  return fromStorefront ? { ...asked, data: fromStorefront, status: 200, loading: false, error: null } : asked;
}
