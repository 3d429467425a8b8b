// The API contract the site and api/ agree on. api/src/schemas mirror these shapes.

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

export type Scope = 'domestic' | 'international';

export interface ApiEnvelope<T> {
  data: T;
  message?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export interface Category {
  key: CategoryKey;
  name: string;
  description: string;
  serviceCount: number;
}

export interface AgentSummary {
  id: number;
  userId: string;
  companyName: string;
  country: string;
  countryCode: string;
  state: string;
  city: string;
  logoUrl: string;
  rating: number;
  reviewCount: number;
  completedJobs: number;
  scope: Scope;
  verified: boolean;
  joinedAt: string;
}

export interface AgentDetail extends AgentSummary {
  description: string;
  email: string;
  phone: string;
  website: string;
  languages: string[];
}

export interface Service {
  id: number;
  title: string;
  description: string;
  category: CategoryKey;
  scope: Scope;
  originCountry: string;
  originCity: string;
  destinationCountry: string;
  destinationCity: string;
  price: number;
  currency: string;
  priceUsd: number;
  transitDays: number;
  protectionFee: string;
  rating: number;
  reviewCount: number;
  imageUrl: string;
  createdAt: string;
  agent: AgentSummary;
}

export interface Review {
  id: number;
  agentId: number;
  serviceId: number | null;
  customerName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface PopularRoute {
  originCountry: string;
  destinationCountry: string;
  serviceCount: number;
  lowestPriceUsd: number;
}

export interface BestAgent extends AgentSummary {
  score: number;
}

export interface QueueItem {
  id: number;
  title: string;
  description: string;
  waitingCustomers: number;
  averageWaitMinutes: number;
  ctaLabel: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string[];
  author: string;
  coverUrl: string;
  publishedAt: string;
  readMinutes: number;
  views: number;
  lang: 'en' | 'fr';
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
  topic: string;
}

export interface Career {
  id: number;
  title: string;
  department: string;
  location: string;
  employmentType: string;
  description: string;
  requirements: string[];
  postedAt: string;
}

export interface JobApplicationReceipt {
  id: string;
  careerId: number;
  createdAt: string;
}

export interface AgentCountByCountry {
  country: string;
  countryCode: string;
  count: number;
}

export interface AgentCountByState {
  country: string;
  state: string;
  count: number;
}

export interface RatingSummary {
  average: number;
  count: number;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface Storefront {
  agent: AgentDetail;
  services: Service[];
  serviceTotal: number;
  ratingSummary: RatingSummary;
}

export type LegalType =
  | 'privacy-policy'
  | 'terms-of-use'
  | 'legal-notice'
  | 'policies-rules'
  | 'service-listing-policy';

export interface LegalContent {
  id: number;
  type: LegalType;
  title: string;
  sections: { heading: string; body: string }[];
  updatedAt: string;
}

export interface HelpTopic {
  id: number;
  title: string;
  description: string;
  articleCount: number;
}

export interface HelpArticle {
  id: number;
  topicId: number;
  title: string;
  body: string[];
  updatedAt: string;
}

export interface SubscriptionPackage {
  id: number;
  name: string;
  priceUsd: number;
  period: 'month' | 'year';
  features: string[];
  highlighted: boolean;
}

export interface ExchangeRates {
  base: 'USD';
  rates: Record<string, number>;
  updatedAt: string;
}

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: 'customer' | 'agent';
}

export interface OtpChallenge {
  identifier: string;
  expiresAt: string;
}

export interface AuthResult {
  token: string;
  user: SessionUser;
}
