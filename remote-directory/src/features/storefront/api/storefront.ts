import {
  STOREFRONT_REVIEWS,
  type Page,
  type Review,
  type Service,
  type Storefront,
} from '@cargora/shared/contracts';
import { apiGet, apiGetOptional, oneOf, parsePage } from '@cargora/shared/runtime';

/** The sorts a visitor picks, as they read in the URL. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

// The API names the same sorts differently; the URL keeps the visitor's words.
const API_SORT: Record<ReviewSort, string> = {
  newest: 'newest',
  highest: 'rating_desc',
  lowest: 'rating_asc',
};

/** The services shown a page at a time when the visitor asks for all of them. */
export const SERVICE_PAGE_SIZE = 12;

/** What the storefront's URL asks for: the reviews' sort and page, and every service page by page (`services=all`). */
export function storefrontQueryOf(search: URLSearchParams) {
  return {
    reviewSort: oneOf(search.get('reviewSort'), REVIEW_SORTS, 'newest'),
    reviewPage: parsePage(search.get('reviewPage')),
    allServices: search.get('services') === 'all',
    servicePage: parsePage(search.get('servicePage')),
  };
}

const agentPath = (base: string, userId: string) => `${base}/${encodeURIComponent(userId)}`;

/** GET /misc/storefront/:userId: the agent, their first services, rating summary and first page of newest reviews. */
export const fetchStorefront = (request: Request, userId: string) =>
  apiGet<Storefront>(request, agentPath('/misc/storefront', userId));

/** GET /misc/storefront/reviews/:userId, one page in a sort; null when it could not be read (the page stands without). */
export const fetchReviews = (request: Request, userId: string, sort: ReviewSort, page: number) =>
  apiGetOptional<Page<Review>>(request, agentPath('/misc/storefront/reviews', userId), {
    sort: API_SORT[sort],
    page,
    pageSize: STOREFRONT_REVIEWS,
  });

/** GET /misc/agent/services/:userId, one page of every service of the agent; null when it could not be read. */
export const fetchAgentServices = (request: Request, userId: string, page: number) =>
  apiGetOptional<Page<Service>>(request, agentPath('/misc/agent/services', userId), {
    page,
    pageSize: SERVICE_PAGE_SIZE,
  });
