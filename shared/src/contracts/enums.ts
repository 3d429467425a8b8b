// Every closed set of values the API and the site agree on, defined once. Plain constants (no TypeBox),
// so the browser can import them without the schema builder; the API's schemas are built from them.

export const CATEGORY_KEYS = [
  'internationalTransport',
  'domesticTransportcitywide',
  'domesticTransportcitytocity',
  'customsServices',
  'warehouseServices',
  'portAgencyServices',
  'brokerageServices',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const SCOPES = ['domestic', 'international'] as const;
export type Scope = (typeof SCOPES)[number];

/** Service list orders; the first is the default. */
/** 'relevance' orders a text search by how well services match it (without a text query: newest). */
export const SERVICE_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'transit', 'relevance'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

export const AGENT_SORTS = ['rating', 'newest', 'name'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

export const REVIEW_SORTS = ['newest', 'rating_desc', 'rating_asc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const BLOG_SORTS = ['newest', 'popular'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const PROTECTION_CHOICES = ['with', 'without'] as const;
export type ProtectionChoice = (typeof PROTECTION_CHOICES)[number];

export const LEGAL_TYPES = ['privacy-policy', 'terms-of-use', 'legal-notice', 'policies-rules', 'service-listing-policy', 'verification-policy'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

/** Languages the API serves content in. */
export const CONTENT_LANGS = ['en', 'fr', 'ar'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

export const USER_ROLES = ['customer', 'agent'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const SUBSCRIPTION_PERIODS = ['month', 'year'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

/** The independently deployed remotes, by federation name. */
export const REMOTE_NAMES = ['catalog', 'directory', 'content', 'careers'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_LOAD_OUTCOMES = ['ok', 'error', 'timeout'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

/** Paging bounds every list route accepts. */
export const PAGING = { maxPage: 100000, maxPageSize: 100, defaultPageSize: 20 } as const;

/**
 * A text search lists, ranks and counts at most this many services: the most recent matches, ranked by relevance.
 * Past it the total says "more than 1,000" (`totalCapped`) and the visitor narrows the search; a search engine does the same.
 */
export const SEARCH_RESULT_CAP = 1000;

/**
 * A storefront's answer carries the first page of the agent's reviews, newest first, this many (the page's own first
 * page of reviews): the page then asks the API once, not twice in turn.
 */
export const STOREFRONT_REVIEWS = 10;

/**
 * A service's answer carries its own newest reviews (this many) and the services most like it (this many, also
 * the similar route's default), what its detail page shows beside it: the page asks the API once, not again for them.
 */
export const SERVICE_DETAIL_REVIEWS = 5;
export const SIMILAR_SERVICES_SHOWN = 4;

/** How a shipment travels (a quote request's transport mode). */
export const TRANSPORT_MODES = ['sea', 'air', 'road', 'rail', 'multimodal'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** What a place found by the place search is: a seaport is a city with a port. */
export const PLACE_KINDS = ['country', 'city', 'port'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Which end of a service a place search looks at; none = both. */
export const PLACE_SIDES = ['origin', 'destination'] as const;
export type PlaceSide = (typeof PLACE_SIDES)[number];

/** The eleven Incoterms® 2020 rules. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** Where a quote request stands; a new request is 'received'. */
export const QUOTE_STATUSES = ['received', 'quoted', 'closed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
