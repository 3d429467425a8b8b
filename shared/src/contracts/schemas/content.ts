import { Type, type Static } from '@sinclair/typebox';
import { BLOG_SORTS, LEGAL_TYPES, SUBSCRIPTION_PERIODS } from '../enums';
import { ContentLang, LangQuery, OneOf, PagingQuery, TextLang } from './common';

export const BlogPost = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  body: Type.Array(Type.String()),
  author: Type.String(),
  coverUrl: Type.String(),
  publishedAt: Type.String(),
  readMinutes: Type.Integer(),
  views: Type.Integer(),
  lang: ContentLang,
});
export type BlogPostT = Static<typeof BlogPost>;
export const BlogListQuery = Type.Object({
  lang: LangQuery,
  sort: Type.Optional(OneOf(BLOG_SORTS)),
  ...PagingQuery,
});
export const LangOnlyQuery = Type.Object({ lang: LangQuery });

export const Faq = Type.Object({ id: Type.Integer(), question: Type.String(), answer: Type.String(), topic: Type.String(), lang: Type.Optional(TextLang) });
export type FaqT = Static<typeof Faq>;
export const FaqListQuery = Type.Object({
  lang: LangQuery,
  topic: Type.Optional(Type.String({ pattern: '^[a-z-]{1,40}$' })),
  ...PagingQuery,
});

export const Career = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  department: Type.String(),
  location: Type.String(),
  employmentType: Type.String(),
  /** Paragraphs separated by a blank line. */
  description: Type.String(),
  responsibilities: Type.Optional(Type.Array(Type.String())),
  requirements: Type.Array(Type.String()),
  postedAt: Type.String(),
  // The API always sends it; optional in the type until every hand-written Career (the remotes' test fixtures) has it.
  validThrough: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'ISO time the posting ends; null = no end date' })),
  lang: Type.Optional(TextLang),
});
export type CareerT = Static<typeof Career>;
export const CareerListQuery = Type.Object({ ...PagingQuery });

export const JobApplicationReceipt = Type.Object({ id: Type.String(), careerId: Type.Integer(), createdAt: Type.String() });
export type JobApplicationReceiptT = Static<typeof JobApplicationReceipt>;
export const CareerIdParams = Type.Object({ careerId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

export const LegalContent = Type.Object({
  id: Type.Integer(),
  type: OneOf(LEGAL_TYPES),
  title: Type.String(),
  /** A section's body: paragraphs separated by a blank line. */
  sections: Type.Array(Type.Object({ heading: Type.String(), body: Type.String() })),
  updatedAt: Type.String(),
  lang: Type.Optional(TextLang),
});
export type LegalContentT = Static<typeof LegalContent>;
export const LegalParams = Type.Object({ x: Type.String({ pattern: '^([1-9][0-9]{0,8}|[a-z][a-z-]{0,63})$' }) });

export const HelpTopic = Type.Object({ id: Type.Integer(), title: Type.String(), description: Type.String(), articleCount: Type.Integer(), lang: Type.Optional(TextLang) });
export type HelpTopicT = Static<typeof HelpTopic>;
/** A help article answers its question (`summary`), then how, step by step, and ends with a tip. */
export const HelpArticle = Type.Object({
  id: Type.Integer(),
  topicId: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  steps: Type.Array(Type.String()),
  tip: Type.String(),
  updatedAt: Type.String(),
  lang: Type.Optional(TextLang),
});
export type HelpArticleT = Static<typeof HelpArticle>;
export const HelpSearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 200 }) });

export const SubscriptionPackage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  priceUsd: Type.Number(),
  period: OneOf(SUBSCRIPTION_PERIODS),
  features: Type.Array(Type.String()),
  highlighted: Type.Boolean(),
  lang: Type.Optional(TextLang),
});
export type SubscriptionPackageT = Static<typeof SubscriptionPackage>;

export const ExchangeRates = Type.Object({
  base: Type.Literal('USD'),
  rates: Type.Record(Type.String(), Type.Number()),
  updatedAt: Type.String(),
});
export type ExchangeRatesT = Static<typeof ExchangeRates>;

export const QueueItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  waitingCustomers: Type.Integer(),
  averageWaitMinutes: Type.Integer(),
  ctaLabel: Type.String(),
  lang: Type.Optional(TextLang),
});
export type QueueItemT = Static<typeof QueueItem>;
