// The site's view of the API contract: every type is derived from the API's TypeBox schemas
// (./schemas), so a change there fails the site's typecheck. Type-only imports: the schema builder
// never reaches the browser.
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { RemoteLoadEventInput } from './remote-load';

export * from './enums';
// The form rules are values only the careers form, the quote form and the API use: the site imports them from
// `@cargora/shared/rules` (bundled where used), so the shared bundle every page starts with stays small.
export type * from './job-application';
export type * from './quote-request';
export * from './remote-load';
export type * from './remotes-manifest';

/** `{ data, message? }`: every successful answer. */
export interface ApiEnvelope<T> {
  data: T;
  message?: string;
}

/** One page of a list; T is the item. */
export interface Page<T> extends Static<typeof S.PageMeta> {
  items: T[];
}

/** A page of search results: `totalCapped` when more matched than a search lists (`total` is then the cap). */
export interface SearchPage<T> extends Page<T> {
  totalCapped?: boolean;
}

export type ApiErrorBody = Static<typeof S.ErrorBody>;
export type Category = Static<typeof S.Category>;
export type AgentSummary = Static<typeof S.AgentSummary>;
export type AgentDetail = Static<typeof S.AgentDetail>;
export type BestAgent = Static<typeof S.BestAgent>;
export type AgentCountByCountry = Static<typeof S.AgentCountByCountry>;
export type AgentCountByState = Static<typeof S.AgentCountByState>;
export type Service = Static<typeof S.Service>;
export type ServiceDetail = Static<typeof S.ServiceDetail>;
export type Lane = Static<typeof S.Lane>;
export type LanePlace = Static<typeof S.LanePlace>;
export type LaneIndexPoint = Static<typeof S.LaneIndexPoint>;
export type ServiceAlternatives = Static<typeof S.ServiceAlternatives>;
export type ServiceListQuery = Static<typeof S.ServiceListQuery>;
export type ServiceFacets = Static<typeof S.ServiceFacets>;
export type SimilarServicesQuery = Static<typeof S.SimilarServicesQuery>;
export type Place = Static<typeof S.Place>;
export type PlaceListQuery = Static<typeof S.PlaceListQuery>;
export type PopularRoute = Static<typeof S.PopularRoute>;
export type DomesticCountry = Static<typeof S.DomesticCountry>;
export type Review = Static<typeof S.Review>;
export type RatingSummary = Static<typeof S.RatingSummary>;
export type Storefront = Static<typeof S.Storefront>;
export type AgentTrust = Static<typeof S.AgentTrust>;
export type AgentVerification = Static<typeof S.AgentVerification>;
export type QueueItem = Static<typeof S.QueueItem>;
export type BlogPost = Static<typeof S.BlogPost>;
export type Faq = Static<typeof S.Faq>;
export type Career = Static<typeof S.Career>;
export type JobApplicationReceipt = Static<typeof S.JobApplicationReceipt>;
export type QuoteRequest = Static<typeof S.QuoteRequest>;
export type QuoteRequestBody = Static<typeof S.QuoteRequestBody>;
export type QuoteGroup = Static<typeof S.QuoteGroup>;
export type QuoteGroupAgent = Static<typeof S.QuoteGroupAgent>;
export type LegalContent = Static<typeof S.LegalContent>;
export type HelpTopic = Static<typeof S.HelpTopic>;
export type HelpArticle = Static<typeof S.HelpArticle>;
export type HelpFeedbackBody = Static<typeof S.HelpFeedbackBody>;
export type HelpFeedback = Static<typeof S.HelpFeedback>;
export type ListingReportReceipt = Static<typeof S.ListingReportReceipt>;
export type SubscriptionPackage = Static<typeof S.SubscriptionPackage>;
export type ExchangeRates = Static<typeof S.ExchangeRates>;
export type SessionUser = Static<typeof S.SessionUser>;
export type OtpChallenge = Static<typeof S.OtpChallenge>;
export type AuthResult = Static<typeof S.AuthResult>;
export type RemoteLoadEvent = Static<typeof S.RemoteLoadEvent>;
export type RemoteLoadCount = Static<typeof S.RemoteLoadCount>;

// What the browser builds for telemetry must be exactly what the API's schema accepts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type RemoteLoadInputMatchesSchema = Assert<Same<RemoteLoadEventInput, RemoteLoadEvent>>;
