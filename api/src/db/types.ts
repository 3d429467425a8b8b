/** Row types of the database, as Kysely sees them (snake_case, JSON arrays stored as TEXT). */
/** `translations`: JSON {"fr": {field: text}, "ar": {...}} of the row's texts in the other languages (migration 010). */
export type Translations = string;

export interface CategoriesTable { key: string; name: string; description: string; sort_order: number; translations?: Translations }

export interface AgentsTable {
  id: number;
  user_id: string;
  company_name: string;
  company_name_lc: string;
  country: string;
  country_lc: string;
  country_code: string;
  state: string;
  state_lc: string;
  city: string;
  logo_path: string;
  rating: number;
  review_count: number;
  completed_jobs: number;
  scope: string;
  verified: number;
  joined_at: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  languages: string;
  translations?: Translations;
}

export interface ServicesTable {
  id: number;
  agent_id: number;
  title: string;
  description: string;
  category: string;
  scope: string;
  /** TRANSPORT_MODES: sea, air, road, rail, multimodal (migration 008; 'road' until the backfill on older data). */
  mode: string;
  origin_country: string;
  origin_country_lc: string;
  origin_city: string;
  destination_country: string;
  destination_country_lc: string;
  destination_city: string;
  price: number;
  currency: string;
  price_usd: number;
  transit_days: number;
  protection_fee: string;
  rating: number;
  review_count: number;
  image_path: string;
  created_at: string;
  search_text: string;
  /** SERVICE_KINDS key ('' = the agent's own text), migration 010. */
  kind?: string;
  distance_km?: number;
}

/** A country, city or seaport services leave from or go to, with their counts (rebuilt by refreshPlaces). */
export interface PlacesTable {
  /** PLACE_KINDS: country, city, port */
  kind: string;
  name: string;
  name_lc: string;
  country: string;
  country_code: string;
  origin_services: number;
  destination_services: number;
  /** Services leaving from or going to it (a domestic service counts once). */
  services: number;
  /** JSON {en, fr, ar} of its names (migration 010). */
  names?: string;
  /** Every name lower-cased without accents, '|'-separated (normalizeSearch in shared). */
  search_key?: string;
}

export interface ReviewsTable {
  id: number;
  agent_id: number;
  service_id: number | null;
  customer_name: string;
  rating: number;
  comment: string;
  created_at: string;
  /** The language the review was written in (en, fr, ar). */
  lang?: string;
}

export interface BlogPostsTable {
  id: number;
  lang: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  cover_path: string;
  published_at: string;
  read_minutes: number;
  views: number;
}

export interface FaqsTable { id: number; lang: string; question: string; answer: string; topic: string }

export interface CareersTable {
  id: number;
  title: string;
  department: string;
  location: string;
  employment_type: string;
  description: string;
  requirements: string;
  posted_at: string;
  is_open: number;
  /** ISO timestamp after which the posting is closed; null = open until is_open says otherwise. */
  valid_through: string | null;
  translations?: Translations;
}

export interface JobApplicationsTable {
  id: string;
  career_id: number;
  name: string;
  email: string;
  phone: string;
  cover_letter: string;
  file_path: string;
  file_type: string;
  file_size: number;
  created_at: string;
  client_ip: string;
}

export interface QuoteRequestsTable {
  id: string;
  reference: string;
  status: string;
  service_id: number | null;
  agent_id: number;
  user_id: number | null;
  mode: string;
  origin: string;
  destination: string;
  ready_date: string;
  cargo: string;
  weight_kg: number;
  volume_m3: number | null;
  containers: number | null;
  incoterm: string | null;
  name: string;
  email: string;
  message: string;
  client_ip: string;
  created_at: string;
}

export interface LegalContentsTable { id: number; type: string; title: string; sections: string; updated_at: string; translations?: Translations }
export interface HelpTopicsTable { id: number; title: string; description: string; sort_order: number; translations?: Translations }
export interface HelpArticlesTable { id: number; topic_id: number; title: string; body: string; search_text: string; updated_at: string; translations?: Translations }
export interface SubscriptionPackagesTable { id: number; name: string; price_usd: number; period: string; features: string; highlighted: number; translations?: Translations }
export interface ExchangeRatesTable { code: string; rate: number; updated_at: string }
export interface QmsItemsTable { id: number; title: string; description: string; waiting_customers: number; average_wait_minutes: number; cta_label: string; translations?: Translations }
export interface UsersTable { id: number; email: string; name: string; password_hash: string; role: string; created_at: string }
export interface OtpChallengesTable {
  identifier: string;
  user_id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
  consumed: number;
  created_at: string;
}
export interface TelemetryRemoteLoadTable {
  remote: string;
  version: string;
  outcome: string;
  count: number;
  total_ms: number;
  last_message: string;
  last_seen_at: string;
}
export interface LoginFailuresTable { email: string; failed_at: string }
export interface SeedMetaTable { key: string; value: string }
export interface SchemaMigrationsTable { version: string; applied_at: string }

export interface Database {
  categories: CategoriesTable;
  agents: AgentsTable;
  services: ServicesTable;
  places: PlacesTable;
  reviews: ReviewsTable;
  blog_posts: BlogPostsTable;
  faqs: FaqsTable;
  careers: CareersTable;
  job_applications: JobApplicationsTable;
  quote_requests: QuoteRequestsTable;
  legal_contents: LegalContentsTable;
  help_topics: HelpTopicsTable;
  help_articles: HelpArticlesTable;
  subscription_packages: SubscriptionPackagesTable;
  exchange_rates: ExchangeRatesTable;
  qms_items: QmsItemsTable;
  users: UsersTable;
  otp_challenges: OtpChallengesTable;
  telemetry_remote_load: TelemetryRemoteLoadTable;
  login_failures: LoginFailuresTable;
  seed_meta: SeedMetaTable;
  schema_migrations: SchemaMigrationsTable;
  search_words: SearchWordsTable;
  service_facet_counts: ServiceFacetCountsTable;
  service_price_buckets: ServicePriceBucketsTable;
  service_price_facet_counts: ServicePriceFacetCountsTable;
  /** SQLite only (migration 012): the FTS5 index of the services, rowid = services.id; rank is bm25's. */
  services_fts: ServicesFtsTable;
}

/** The full-text index's vocabulary (migration 012). */
/** A word of the search index, and how many services hold it (read to size a search's first window). */
/** Services per (category, mode, protection, rating band): src/db/facet-counts.ts. */
export interface ServiceFacetCountsTable { category: string; mode: string; protection: string; band: number; n: number }
/** Price buckets: each from its low up to the next one's (migration 019). */
export interface ServicePriceBucketsTable { bucket: number; low: number }
/** Services per price bucket and (category, mode, protection, rating band): src/db/facet-counts.ts. */
export interface ServicePriceFacetCountsTable { bucket: number; category: string; mode: string; protection: string; band: number; n: number }

export interface SearchWordsTable { word: string; documents?: number }
export interface ServicesFtsTable { rowid: number; text: string; rank: number }

/** Idempotency keys of POSTs (migration 021): the answer to replay when a client sends the same key again. */
export interface IdempotencyKeysTable { scope: string; key: string; fingerprint: string; response: string; created_at: string }
/** Signed-out tokens (migration 023) by their jti, kept until the token would have expired anyway. */
export interface RevokedTokensTable { jti: string; expires_at: string }
/** Failed sign-ins are counted per (address, account) and per address (migration 022). */
export interface LoginFailuresTable { client_ip: string }
export interface Database {
  idempotency_keys: IdempotencyKeysTable;
  revoked_tokens: RevokedTokensTable;
}
