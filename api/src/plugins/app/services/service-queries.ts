/** SQL builders for the services: filters as conditions, the text's full-text condition, orders, cache keys. */
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { ServiceSortT } from '@cargora/shared/contracts/schemas';
import type { Database, ServicesTable } from '../../../db/types';
import { searchDocument, type Dialect } from '../../../db/search-index';
import { fts5Query, tsQuery, type SearchGroups, type Vocabulary } from '../../../lib/search-query';

export interface ServiceFilters {
  category?: string;
  q?: string;
  mode?: string;
  /** A country, or a city or port, on the service's origin (destination) side; case-insensitive. */
  origin?: string;
  destination?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  protection?: 'with' | 'without';
  scope?: string;
  agentId?: number;
}

export const SERVICE_COLUMNS = [
  'services.id', 'services.title', 'services.description', 'services.category', 'services.scope', 'services.mode', 'services.origin_country',
  'services.origin_city', 'services.destination_country', 'services.destination_city', 'services.price', 'services.currency',
  'services.price_usd', 'services.transit_days', 'services.protection_fee', 'services.rating', 'services.review_count',
  'services.image_path', 'services.created_at', 'services.kind', 'services.distance_km', 'services.transit_days_max', 'services.lead_days',
  'services.tariff_basis', 'services.rate_20', 'services.rate_40', 'services.rate_40hc', 'services.rate_reefer', 'services.tariff_rate',
  'services.min_charge', 'services.surcharges', 'services.surcharge_fixed', 'services.surcharge_per_container', 'services.surcharge_pct',
  'services.max_kg', 'services.max_m3', 'services.tariff_valid_until',
  'agents.id as a_id', 'agents.user_id as a_user_id', 'agents.company_name as a_company_name', 'agents.country as a_country',
  'agents.country_code as a_country_code', 'agents.state as a_state', 'agents.city as a_city', 'agents.logo_path as a_logo_path',
  'agents.rating as a_rating', 'agents.review_count as a_review_count', 'agents.completed_jobs as a_completed_jobs',
  'agents.scope as a_scope', 'agents.verified as a_verified', 'agents.joined_at as a_joined_at',
] as const;

export type ServiceRow = Omit<ServicesTable, 'agent_id' | 'search_text' | 'origin_country_lc' | 'destination_country_lc'> & {
  a_id: number; a_user_id: string; a_company_name: string; a_country: string; a_country_code: string; a_state: string;
  a_city: string; a_logo_path: string; a_rating: number; a_review_count: number; a_completed_jobs: number; a_scope: string;
  a_verified: number; a_joined_at: string;
};

/** Origin (destination) = a country or a city: each side has an index (the country's _lc column, LOWER(city)). */
function placeMatches(country: 'services.origin_country_lc' | 'services.destination_country_lc', city: 'services.origin_city' | 'services.destination_city', place: string) {
  const eb = expressionBuilder<Database, 'services'>();
  const value = place.trim();
  return eb.or([eb(country, '=', value.toLowerCase()), sql<SqlBool>`LOWER(${sql.ref(city)}) = LOWER(${value})`]);
}

/** The FTS5 query and tsquery of each prepared search, written with the vocabulary it was read with (prefixes expanded). */
const ftsQueries = new WeakMap<SearchGroups, string>();
const tsQueries = new WeakMap<SearchGroups, string>();
export const ftsOf = (groups: SearchGroups) => ftsQueries.get(groups) ?? fts5Query(groups);
export const tsOf = (groups: SearchGroups) => tsQueries.get(groups) ?? tsQuery(groups);

/** Writes a prepared search's query (FTS5 or tsquery) with the vocabulary it was read with, for ftsOf and tsOf. */
export function writeSearchQuery(dialect: Dialect, groups: SearchGroups, known: Vocabulary): void {
  if (dialect === 'postgres') tsQueries.set(groups, tsQuery(groups, known));
  else ftsQueries.set(groups, fts5Query(groups, known));
}

/** The condition a text query puts on the services: its words (and their typo alternatives) in the full-text index. */
export function textMatches(dialect: Dialect, groups: SearchGroups): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.raw(searchDocument('services'))} @@ to_tsquery('simple', ${tsOf(groups)})`
    : sql<SqlBool>`${sql.ref('services.id')} IN (SELECT rowid FROM services_fts WHERE services_fts MATCH ${ftsOf(groups)})`;
}

/** Whether any filter besides the text applies. */
export function hasFilters(f: ServiceFilters): boolean {
  const { q: _q, ...rest } = f;
  return Object.values(rest).some((v) => v !== undefined && v !== '');
}

export function whereFilters(f: ServiceFilters, text: Expression<SqlBool> | null): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'services'>();
  const conds: Expression<SqlBool>[] = [];
  if (f.category) conds.push(eb('services.category', '=', f.category));
  if (f.scope) conds.push(eb('services.scope', '=', f.scope));
  if (f.agentId !== undefined) conds.push(eb('services.agent_id', '=', f.agentId));
  if (f.mode) conds.push(eb('services.mode', '=', f.mode));
  if (f.origin) conds.push(placeMatches('services.origin_country_lc', 'services.origin_city', f.origin));
  if (f.destination) conds.push(placeMatches('services.destination_country_lc', 'services.destination_city', f.destination));
  if (f.minPrice !== undefined) conds.push(eb('services.price_usd', '>=', f.minPrice));
  if (f.maxPrice !== undefined) conds.push(eb('services.price_usd', '<=', f.maxPrice));
  if (f.minRating !== undefined) conds.push(eb('services.rating', '>=', f.minRating));
  if (f.protection === 'with') conds.push(eb('services.protection_fee', '<>', ''));
  if (f.protection === 'without') conds.push(eb('services.protection_fee', '=', ''));
  // The index holds the title, description (with the cities and countries), company and mode's name.
  if (text) conds.push(text);
  return eb.and(conds);
}

export const SORTS: Record<Exclude<ServiceSortT, 'relevance'>, [string, 'asc' | 'desc'][]> = {
  newest: [['services.created_at', 'desc'], ['services.id', 'desc']],
  price_asc: [['services.price_usd', 'asc'], ['services.id', 'asc']],
  price_desc: [['services.price_usd', 'desc'], ['services.id', 'desc']],
  rating: [['services.rating', 'desc'], ['services.review_count', 'desc'], ['services.id', 'asc']],
  // Services that do not move goods (a lead time instead of a transit: migration 026) come after those that do.
  transit: [['(services.lead_days IS NOT NULL)', 'asc'], ['services.transit_days', 'asc'], ['services.price_usd', 'asc'], ['services.id', 'asc']],
};

/** Cache key of a filter set, normalized the way whereFilters reads it (the text as its search groups). */
export function filterKey(f: ServiceFilters, groups: SearchGroups): string {
  return JSON.stringify([
    f.category ?? null, f.scope ?? null, f.agentId ?? null, f.mode ?? null,
    f.origin ? f.origin.trim().toLowerCase() : null, f.destination ? f.destination.trim().toLowerCase() : null,
    f.minPrice ?? null, f.maxPrice ?? null, f.minRating ?? null, f.protection ?? null, groups.length || !f.q?.trim() ? groups : 'no words',
  ]);
}

/**
 * The services table as a filter set's query reads it. On SQLite, a price range with nothing narrower (no scope,
 * agent, place or text) is told to use migration 018's index: it holds every column the facets and the list's orders
 * read, and the category, mode, protection and rating filters. Left to itself, SQLite 3.53 walks (scope, price) or
 * (category, price) once per scope or category and reads each row from the table: at 1,000,000 services 0.8 s for
 * the facets of 100 to 200 USD, 0.9 s for the newest of 500 to 1,000 USD, where the index takes tens of ms.
 */
export const servicesFor = (dialect: Dialect, f: ServiceFilters, text: unknown) =>
  dialect === 'sqlite' &&
  !text &&
  (f.minPrice !== undefined || f.maxPrice !== undefined) &&
  !f.scope && f.agentId === undefined && !f.origin && !f.destination
    ? sql`services INDEXED BY services_price_cover_idx`
    : sql`services`;
