// The API contract: one TypeBox schema per shape = the API's validation, serialization and OpenAPI
// document, and (through ../types.ts) the site's types. Imported by the API as `@cargora/shared/contracts`.
export {
  AGENT_SORTS,
  BLOG_SORTS,
  CATEGORY_KEYS,
  CONTENT_LANGS,
  LEGAL_TYPES,
  PAGING,
  SEARCH_RESULT_CAP,
  STOREFRONT_REVIEWS,
  SERVICE_DETAIL_REVIEWS,
  SIMILAR_SERVICES_SHOWN,
  PLACE_KINDS,
  PLACE_SIDES,
  INCOTERMS,
  PROTECTION_CHOICES,
  QUOTE_STATUSES,
  REMOTE_LOAD_OUTCOMES,
  REMOTE_NAMES,
  REVIEW_SORTS,
  SCOPES,
  SERVICE_SORTS,
  SUBSCRIPTION_PERIODS,
  TRANSPORT_MODES,
  USER_ROLES,
} from '../enums';
export type {
  AgentSort as AgentSortT,
  BlogSort as BlogSortT,
  CategoryKey as CategoryKeyValue,
  ContentLang as ContentLangT,
  ReviewSort as ReviewSortT,
  RemoteName as RemoteNameT,
} from '../enums';
export * from '../job-application';
export * from '../listing-report';
export * from '../quote-request';
export * from '../quote-answer';
export * from '../remote-load';
export * from '../http-url';
export * from './common';
export * from './agents';
export * from './auth';
export * from './categories';
export * from './content';
export * from './help-feedback';
export * from './lanes';
export * from './listing-reports';
export * from './places';
export * from './quotes';
export * from './quote-groups';
export * from './reviews';
export * from './services';
export * from './storefront';
export * from './telemetry';
