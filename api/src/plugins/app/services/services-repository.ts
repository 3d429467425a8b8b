import fp from 'fastify-plugin';
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, ServicesTable } from '../../../db/types';
import {
  RATING_FACET_STEPS, SEARCH_RESULT_CAP, TRANSPORT_MODES, type CategoryKeyT, type ServiceFacetsT, type ContentLangT, type Paging, type PlaceListQueryT, type PlaceT, type ServiceListQueryT, type ServiceSortT, type ServiceT,
  type TransportModeT,
} from '@cargora/shared/contracts';
import { likeContains, likePrefix, round2 } from '../../../lib/json';
import { protectionSql, RATING_STEPS, ratingBandSql } from '../../../db/facet-counts';
import { dialectOf, recencyBlocks, RECENCY_LEVELS, searchDocument, type Dialect } from '../../../db/search-index';
import { fts5Query, searchGroups, tsQuery, Vocabulary, type SearchGroups } from '../../../lib/search-query';
import { toAgentSummary } from '../agents/agent-mappers';
import { placeName } from '../../../lib/place-names';
import { describeService } from '../../../reference/service-kinds';
import { placeIndex, type PlaceIndex } from './place-index';
import { normalizeSearch } from '@cargora/shared/server';

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

const SERVICE_COLUMNS = [
  'services.id', 'services.title', 'services.description', 'services.category', 'services.scope', 'services.mode', 'services.origin_country',
  'services.origin_city', 'services.destination_country', 'services.destination_city', 'services.price', 'services.currency',
  'services.price_usd', 'services.transit_days', 'services.protection_fee', 'services.rating', 'services.review_count',
  'services.image_path', 'services.created_at', 'services.kind', 'services.distance_km',
  'agents.id as a_id', 'agents.user_id as a_user_id', 'agents.company_name as a_company_name', 'agents.country as a_country',
  'agents.country_code as a_country_code', 'agents.state as a_state', 'agents.city as a_city', 'agents.logo_path as a_logo_path',
  'agents.rating as a_rating', 'agents.review_count as a_review_count', 'agents.completed_jobs as a_completed_jobs',
  'agents.scope as a_scope', 'agents.verified as a_verified', 'agents.joined_at as a_joined_at',
] as const;

type ServiceRow = Omit<ServicesTable, 'agent_id' | 'search_text' | 'origin_country_lc' | 'destination_country_lc'> & {
  a_id: number; a_user_id: string; a_company_name: string; a_country: string; a_country_code: string; a_state: string;
  a_city: string; a_logo_path: string; a_rating: number; a_review_count: number; a_completed_jobs: number; a_scope: string;
  a_verified: number; a_joined_at: string;
};

/** Services counted per facet values (rating band k >= 1: rated at least the k-th rating step; 0: below them all). */
interface FacetGroup { category: string; mode: string; protection: string; band: number; n: number }

const isMode = (mode: string): mode is TransportModeT => (TRANSPORT_MODES as readonly string[]).includes(mode);

/** Origin (destination) = a country or a city: each side has an index (the country's _lc column, LOWER(city)). */
function placeMatches(country: 'services.origin_country_lc' | 'services.destination_country_lc', city: 'services.origin_city' | 'services.destination_city', place: string) {
  const eb = expressionBuilder<Database, 'services'>();
  const value = place.trim();
  return eb.or([eb(country, '=', value.toLowerCase()), sql<SqlBool>`LOWER(${sql.ref(city)}) = LOWER(${value})`]);
}

/**
 * A service's title and description in the request's language: a seeded kind is written from its facts (service-kinds.ts),
 * an agent's own text (no kind) is served as written, in English.
 */
function serviceTexts(row: ServiceRow, lang: ContentLangT): { title: string; description: string; lang: ContentLangT } {
  if (lang === 'en' || !row.kind) return { title: row.title, description: row.description, lang: 'en' };
  const texts = describeService(
    {
      kind: row.kind,
      originCountry: row.origin_country,
      originCity: row.origin_city,
      destinationCountry: row.destination_country,
      destinationCity: row.destination_city,
      transitDays: Number(row.transit_days),
      currency: row.currency,
      protectionFee: row.protection_fee,
      agentName: row.a_company_name,
      distanceKm: Number(row.distance_km ?? 0),
    },
    lang,
  );
  return { ...texts, lang };
}

function toService(row: ServiceRow, filesOrigin: string, lang: ContentLangT): ServiceT {
  return {
    id: Number(row.id),
    ...serviceTexts(row, lang),
    category: row.category as CategoryKeyT,
    scope: row.scope === 'international' ? 'international' : 'domestic',
    mode: isMode(row.mode) ? row.mode : 'road',
    originCountry: row.origin_country,
    originCity: row.origin_city,
    destinationCountry: row.destination_country,
    destinationCity: row.destination_city,
    names: {
      originCountry: placeName.country(row.origin_country, lang),
      originCity: placeName.city(row.origin_country, row.origin_city, lang),
      destinationCountry: placeName.country(row.destination_country, lang),
      destinationCity: placeName.city(row.destination_country, row.destination_city, lang),
    },
    price: Number(row.price),
    currency: row.currency,
    priceUsd: Number(row.price_usd),
    transitDays: Number(row.transit_days),
    protectionFee: row.protection_fee,
    rating: Number(row.rating),
    reviewCount: Number(row.review_count),
    imageUrl: `${filesOrigin}/files/${row.image_path}`,
    createdAt: row.created_at,
    agent: toAgentSummary(
      {
        id: row.a_id, user_id: row.a_user_id, company_name: row.a_company_name, country: row.a_country, country_code: row.a_country_code,
        state: row.a_state, city: row.a_city, logo_path: row.a_logo_path, rating: row.a_rating, review_count: row.a_review_count,
        completed_jobs: row.a_completed_jobs, scope: row.a_scope, verified: row.a_verified, joined_at: row.a_joined_at,
      },
      filesOrigin,
      lang,
    ),
  };
}

/** The FTS5 query and tsquery of each prepared search, written with the vocabulary it was read with (prefixes expanded). */
const ftsQueries = new WeakMap<SearchGroups, string>();
const tsQueries = new WeakMap<SearchGroups, string>();
const ftsOf = (groups: SearchGroups) => ftsQueries.get(groups) ?? fts5Query(groups);
const tsOf = (groups: SearchGroups) => tsQueries.get(groups) ?? tsQuery(groups);

/** The condition a text query puts on the services: its words (and their typo alternatives) in the full-text index. */
function textMatches(dialect: Dialect, groups: SearchGroups): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.raw(searchDocument('services'))} @@ to_tsquery('simple', ${tsOf(groups)})`
    : sql<SqlBool>`${sql.ref('services.id')} IN (SELECT rowid FROM services_fts WHERE services_fts MATCH ${ftsOf(groups)})`;
}

/**
 * Whether the service_facet_counts table answers these filters: no text, nothing but category, mode, protection and
 * a minimum rating at one of the steps.
 */
function countedByFacets(f: ServiceFilters): boolean {
  const { category: _c, mode: _m, protection: _p, minRating, ...others } = f;
  return !f.q?.trim() && !hasFilters(others) && (!minRating || RATING_STEPS.includes(minRating));
}

/** Counts of the same facet values added up into one group each. */
function addedUp(groups: readonly FacetGroup[]): FacetGroup[] {
  const counts = new Map<string, FacetGroup>();
  for (const g of groups) {
    const key = `${g.category}\u0000${g.mode}\u0000${g.protection}\u0000${g.band}`;
    const kept = counts.get(key);
    if (kept) kept.n += g.n;
    else counts.set(key, { ...g });
  }
  return [...counts.values()];
}

/** Whether migration 019's price counts answer these filters' groups: a price range and nothing else (no text either). */
function countedByPriceBuckets(f: ServiceFilters): boolean {
  return !f.q?.trim() && (f.minPrice !== undefined || f.maxPrice !== undefined) && !hasFilters({ ...f, minPrice: undefined, maxPrice: undefined });
}

/** Whether any filter besides the text applies. */
function hasFilters(f: ServiceFilters): boolean {
  const { q: _q, ...rest } = f;
  return Object.values(rest).some((v) => v !== undefined && v !== '');
}

function whereFilters(f: ServiceFilters, text: Expression<SqlBool> | null): Expression<SqlBool> {
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

const SORTS: Record<Exclude<ServiceSortT, 'relevance'>, [string, 'asc' | 'desc'][]> = {
  newest: [['services.created_at', 'desc'], ['services.id', 'desc']],
  price_asc: [['services.price_usd', 'asc'], ['services.id', 'asc']],
  price_desc: [['services.price_usd', 'desc'], ['services.id', 'desc']],
  rating: [['services.rating', 'desc'], ['services.review_count', 'desc'], ['services.id', 'asc']],
  transit: [['services.transit_days', 'asc'], ['services.price_usd', 'asc'], ['services.id', 'asc']],
};

/** Cache key of a filter set, normalized the way whereFilters reads it (the text as its search groups). */
function filterKey(f: ServiceFilters, groups: SearchGroups): string {
  return JSON.stringify([
    f.category ?? null, f.scope ?? null, f.agentId ?? null, f.mode ?? null,
    f.origin ? f.origin.trim().toLowerCase() : null, f.destination ? f.destination.trim().toLowerCase() : null,
    f.minPrice ?? null, f.maxPrice ?? null, f.minRating ?? null, f.protection ?? null, groups.length || !f.q?.trim() ? groups : 'no words',
  ]);
}

/**
 * Totals and facet counts are cached briefly per filter set (counting over 100k+ rows is the slow part), at the data
 * version the read cache honours: a write that moves `dataVersion()` makes the next count fresh. Requests for the same
 * filter set while one is counting share its answer.
 */
const COUNT_TTL_MS = 60_000;
const COUNT_CACHE_MAX = 1000;
const VOCABULARY_TTL_MS = 5 * 60_000;

/** A text search's match, with its relevance and facet values (PostgreSQL). */
interface Candidate { id: number; rank: number; facet: Omit<FacetGroup, 'n'> }

/** PostgreSQL: how much wider than the matches so far say the next window of a text search's candidates is read. */
const CANDIDATE_MARGIN = 1.25;
/**
 * PostgreSQL's costs, in microseconds, of a search's two parts: GIN reading one entry of the lists it walks, and
 * visiting one matching row (warm buffers; measured with EXPLAIN ANALYZE at 1,000,000 services). Only their ratio
 * matters to windowPlan.
 */
const GIN_ENTRY_COST = 0.1;
const ROW_COST = 2;

/** PostgreSQL: a window of a text search's candidates is at most this many times wider than the one before. */
const MAX_WINDOW_GROWTH = 8;
/**
 * PostgreSQL: the most blocks a window takes. GIN checks each entry it walks against the whole query, so a query of a
 * hundred block lexemes costs several times one of ten (132 of them: 79 ms where 12 larger ones took 30).
 */
const MAX_WINDOW_BLOCKS = 16;
/**
 * PostgreSQL: the first window is sized for this share of the ids the words' counts say hold the matches wanted. The
 * words of a search are seldom independent (a kind of service and a place it serves: "reefer France" matched 2.4
 * times the count's product), and the windows after the first one read what is missing.
 */
const FIRST_WINDOW_SHARE = 0.6;

/**
 * PostgreSQL: how a text search reads its most recent `wanted` matches, from the share of the `total` services (ids
 * 1..total) it is expected to match and the matches of its rarest words. GIN walks the lists of the rarest terms of a
 * query until they decide it: a window of small recency blocks makes those blocks its rarest terms (it walks the
 * window), a window of blocks larger than the rarest word's list walks that list; the rows visited are the window's
 * matches. null: read every match at once (a text expected to match few services), else the level of the windows'
 * blocks and how many the first window takes. Whichever costs least. `words`: how many groups of words the text has.
 */
export function windowPlan(share: number, rarest: number, total: number, wanted: number, words = 2): { level: number; blocks: number } | null {
  const whole = GIN_ENTRY_COST * rarest + ROW_COST * share * total;
  if (share * total <= wanted) return null;
  // One word's count is its matches: the first window takes them all, with the margin.
  const neededIds = (wanted / share) * (words > 1 ? FIRST_WINDOW_SHARE : CANDIDATE_MARGIN);
  let best: { level: number; blocks: number } | null = null;
  let bestCost = whole;
  for (const [level, { bits }] of RECENCY_LEVELS.entries()) {
    const size = 1 << bits;
    // The newest block holds the ids up to the newest only.
    const newestBlock = (total % size) + 1;
    const blocks = 1 + Math.max(0, Math.ceil((neededIds - newestBlock) / size));
    if (blocks > MAX_WINDOW_BLOCKS) continue;
    const windowIds = Math.min(total, newestBlock + (blocks - 1) * size);
    const cost = GIN_ENTRY_COST * (size < rarest ? windowIds : rarest) + ROW_COST * share * windowIds;
    if (cost < bestCost) [best, bestCost] = [{ level, blocks }, cost];
  }
  return best;
}

/**
 * `countTtlMs` 0 (the read cache turned off, API_CACHE_TTL_MS=0) keeps no count or facets between requests: requests
 * asking at the same moment still share one reading.
 */
export function createServicesRepository(db: Kysely<Database>, filesOrigin: string, dataVersion: () => string, searchCap = SEARCH_RESULT_CAP, countTtlMs = COUNT_TTL_MS) {
  const countCache = new Map<string, { expires: number; version: string; value: Promise<number> }>();
  const facetCache = new Map<string, { expires: number; version: string; value: Promise<ServiceFacetsT> }>();
  const facetGroupCache = new Map<string, { expires: number; version: string; value: Promise<FacetGroup[]> }>();
  function remembered<T>(cache: Map<string, { expires: number; version: string; value: Promise<T> }>, key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const version = dataVersion();
    const hit = cache.get(key);
    if (hit && (hit.expires > now || countTtlMs === 0) && hit.version === version) return hit.value;
    cache.delete(key);
    const value = compute();
    if (cache.size >= COUNT_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    const entry = { expires: now + countTtlMs, version, value };
    cache.set(key, entry);
    const forget = () => {
      if (cache.get(key) === entry) cache.delete(key);
    };
    value.then(() => countTtlMs === 0 && forget(), forget);
    return value;
  }
  const places = placeIndex(db, dataVersion);
  const dialect = dialectOf(db);
  /** The index's vocabulary (refreshed with the services by the seed), read again after a write or every few minutes. */
  let vocabulary: { at: number; version: string; value: Promise<Vocabulary> } | null = null;
  function vocabularyNow(): Promise<Vocabulary> {
    const version = dataVersion();
    if (!vocabulary || vocabulary.version !== version || Date.now() - vocabulary.at > VOCABULARY_TTL_MS) {
      const value = db
        .selectFrom('search_words')
        .select(['word', 'documents'])
        .execute()
        .then((rows) => new Vocabulary(rows.map((r) => [r.word, Number(r.documents ?? 0)] as const)));
      vocabulary = { at: Date.now(), version, value };
      value.catch(() => {
        vocabulary = null;
      });
    }
    return vocabulary.value;
  }

  /** The filters in the data's terms: places in the data's names, the text as search groups and its condition. */
  async function prepared(asked: ServiceFilters): Promise<{ filters: ServiceFilters; groups: SearchGroups; where: Expression<SqlBool> }> {
    const filters = await inDataNames(asked);
    const known = filters.q ? await vocabularyNow() : null;
    const groups = known ? searchGroups(filters.q!, known) : [];
    if (known && groups.length) {
      if (dialect === 'postgres') tsQueries.set(groups, tsQuery(groups, known));
      else ftsQueries.set(groups, fts5Query(groups, known));
    }
    // Text with no word in it ("%", "--") matches no service's words.
    const text = groups.length ? textMatches(dialect, groups) : filters.q?.trim() ? sql<SqlBool>`1 = 0` : null;
    return { filters, groups, where: whereFilters(filters, text) };
  }

  /** The filters with places named in any language (origin, destination, inside q) put in the data's names. */
  async function inDataNames(filters: ServiceFilters): Promise<ServiceFilters> {
    if (!filters.origin && !filters.destination && !filters.q) return filters;
    const index: PlaceIndex = await places();
    const english = (value: string | undefined) => (value === undefined ? undefined : (index.englishName(value) ?? value));
    return { ...filters, origin: english(filters.origin), destination: english(filters.destination), q: filters.q === undefined ? undefined : index.englishText(filters.q) };
  }

  function countMatching(filters: ServiceFilters, groups: SearchGroups, where: Expression<SqlBool>): Promise<number> {
    // A text search counts no further than one past the cap (what it lists): "5,000+" instead of scanning every match.
    if (groups.length && dialect === 'postgres') return candidates(groups, filters).then((found) => found.length);
    if (groups.length) {
      return remembered(countCache, filterKey(filters, groups), () =>
        sql<{ n: number }>`SELECT COUNT(*) AS n FROM (${textCandidates(groups, filters, searchCap + 1)}) c`
          .execute(db)
          .then((r) => Number(r.rows[0]?.n ?? 0)),
      );
    }
    // Filtered by category, mode, protection and a rating step at most: the sum of the facet counts that filter keeps.
    if (countedByFacets(filters)) return facetCounts().then((rows) => facetsOf(rows, filters, RATING_STEPS).total);
    return remembered(countCache, filterKey(filters, groups), () =>
      db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(where)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    );
  }

  /**
   * SQLite: the ids of the `limit` most recent services matching the text and the other filters. The FTS5 index is
   * walked from its highest rowid down and stops at `limit` (the join to services only when other filters apply).
   */
  function textCandidates(groups: SearchGroups, filters: ServiceFilters, limit: number, withRank = false): RawBuilder<unknown> {
    const others: ServiceFilters = { ...filters, q: undefined };
    const columns = withRank ? sql`services_fts.rowid AS id, services_fts.rank AS r` : sql`services_fts.rowid AS id`;
    const match = sql`services_fts MATCH ${ftsOf(groups)}`;
    return hasFilters(others)
      ? sql`SELECT ${columns} FROM services_fts JOIN services ON services.id = services_fts.rowid WHERE ${match} AND ${whereFilters(others, null)} ORDER BY services_fts.rowid DESC LIMIT ${sql.lit(limit)}`
      : sql`SELECT ${columns} FROM services_fts WHERE ${match} ORDER BY services_fts.rowid DESC LIMIT ${sql.lit(limit)}`;
  }

  /** Searches being answered, by filter key: a list's page and its count share one reading of the candidates. */
  const candidatesInFlight = new Map<string, Promise<Candidate[]>>();

  /**
   * PostgreSQL: the most recent matches of the text and the other filters (one past SEARCH_RESULT_CAP at most, newest
   * first), each with its ts_rank: what a text search ranks, counts and facets. The GIN index holds each service's
   * recency blocks (src/db/search-index.ts), so the newest block is read first, then windows as wide as the matches
   * so far say the rest needs, until more than the cap have matched: only the matching rows of those windows are
   * visited, not every match of a common word. A text whose words are rare reaches the older services, where it has
   * few matches.
   */
  function candidates(groups: SearchGroups, filters: ServiceFilters): Promise<Candidate[]> {
    const key = filterKey(filters, groups);
    const running = candidatesInFlight.get(key);
    if (running) return running;
    const reading = readCandidates(groups, { ...filters, q: undefined }).finally(() => candidatesInFlight.delete(key));
    candidatesInFlight.set(key, reading);
    return reading;
  }

  async function readCandidates(groups: SearchGroups, others: ServiceFilters): Promise<Candidate[]> {
    const wanted = searchCap + 1;
    const text = tsOf(groups);
    const document = sql.raw(searchDocument('services'));
    const newest = await db.selectFrom('services').select((eb) => eb.fn.max('services.id').as('id')).executeTakeFirst();
    const newestId = Number(newest?.id ?? 0);
    const found: Candidate[] = [];
    const read = async (condition: RawBuilder<unknown>) => {
      const { rows } = await sql<{ id: number; r: number; category: string; mode: string; protection: string; band: number }>`
        SELECT services.id AS id, ts_rank(services.search_tsv, to_tsquery('simple', ${text})) AS r, services.category AS category,
          services.mode AS mode, ${sql.raw(protectionSql('services.protection_fee'))} AS protection, ${sql.raw(ratingBandSql('services.rating'))} AS band
        FROM services WHERE ${whereFilters(others, null)} AND ${condition}`.execute(db);
      for (const row of rows) {
        found.push({ id: Number(row.id), rank: Number(row.r), facet: { category: row.category, mode: row.mode, protection: row.protection, band: Number(row.band) } });
      }
    };
    const vocabulary = await vocabularyNow();
    const plan = windowPlan(vocabulary.share(groups, newestId), vocabulary.rarest(groups, newestId), newestId, wanted, groups.length);
    if (plan) {
      const { bits } = RECENCY_LEVELS[plan.level]!;
      /** Blocks (of the plan's level) below this one are not read yet. */
      let unread = (newestId >> bits) + 1;
      let span = plan.blocks;
      while (unread > 0 && found.length < wanted) {
        const from = Math.max(0, unread - span);
        if (from === 0) break;
        await read(sql`${document} @@ (to_tsquery('simple', ${text}) && ${recencyBlocks(plan.level, from, unread - 1)}::tsquery)`);
        unread = from;
        // The next window: as many blocks as the matches per id so far say the rest needs, with a margin, growing at
        // most MAX_WINDOW_GROWTH times (a few matches in a small window say little; the other filters keep some out).
        const perId = found.length / (newestId + 1 - (from << bits));
        const needed = perId > 0 ? Math.ceil(((wanted - found.length) / perId / (1 << bits)) * CANDIDATE_MARGIN) : Infinity;
        span = Math.max(1, Math.min(needed, span * MAX_WINDOW_GROWTH, MAX_WINDOW_BLOCKS));
      }
      // Everything older, without windows.
      if (unread > 0 && found.length < wanted) await read(sql`${document} @@ to_tsquery('simple', ${text}) AND services.id < ${unread << bits}`);
    } else {
      await read(sql`${document} @@ to_tsquery('simple', ${text})`);
    }
    return found.sort((a, b) => b.id - a.id).slice(0, wanted);
  }

  /** The candidates of a text search (at most the cap of them) as a condition on the services. */
  async function amongCandidates(groups: SearchGroups, filters: ServiceFilters): Promise<Expression<SqlBool>> {
    if (dialect === 'postgres') {
      const ids = (await candidates(groups, filters)).slice(0, searchCap).map((c) => c.id);
      return sql<SqlBool>`${sql.ref('services.id')} = ANY(${ids}::int[])`;
    }
    return sql<SqlBool>`${sql.ref('services.id')} IN (${textCandidates(groups, filters, searchCap)})`;
  }

  /** A text search's candidates (at most the cap of them) counted per facet values. */
  async function candidateFacetGroups(groups: SearchGroups, rest: ServiceFilters): Promise<FacetGroup[]> {
    if (dialect === 'postgres') {
      // Each candidate came with its facet values: no second reading of the rows.
      return addedUp((await candidates(groups, rest)).slice(0, searchCap).map(({ facet }) => ({ ...facet, n: 1 })));
    }
    return facetGroups({ ...rest, q: undefined }, await amongCandidates(groups, rest));
  }

  /** Full rows (with their agents) of these ids, in this order. */
  async function rowsOf(ids: number[]): Promise<ServiceRow[]> {
    if (ids.length === 0) return [];
    const rows = (await db
      .selectFrom('services')
      .innerJoin('agents', 'agents.id', 'services.agent_id')
      .select(SERVICE_COLUMNS)
      .where('services.id', 'in', ids)
      .execute()) as ServiceRow[];
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ServiceRow => r !== undefined);
  }

  /**
   * The ids of the page, most relevant first among the text's candidates (at most SEARCH_RESULT_CAP, the most recent
   * matches): bm25 over the FTS5 index (SQLite), ts_rank over the tsvector (PostgreSQL), computed for those rows only.
   */
  async function relevantIds(groups: SearchGroups, filters: ServiceFilters, paging: Paging): Promise<number[]> {
    const offset = (paging.page - 1) * paging.pageSize;
    if (offset >= searchCap) return [];
    if (dialect === 'postgres') {
      const ranked = (await candidates(groups, filters)).slice(0, searchCap).sort((a, b) => b.rank - a.rank || a.id - b.id);
      return ranked.slice(offset, offset + paging.pageSize).map((c) => c.id);
    }
    // bm25 of each candidate: FTS5 scores a row when its rank is read, so only the candidates are scored.
    const { rows } = await sql<{ id: number }>`SELECT c.id FROM (${textCandidates(groups, filters, searchCap, true)}) c ORDER BY c.r, c.id LIMIT ${paging.pageSize} OFFSET ${offset}`.execute(db);
    return rows.map((r) => Number(r.id));
  }

  async function pageRows(where: Expression<SqlBool>, sort: ServiceSortT, paging: Paging, groups: SearchGroups, filters: ServiceFilters): Promise<ServiceRow[]> {
    // Relevance needs a text query; without one the newest come first.
    if (sort === 'relevance' && groups.length) return rowsOf(await relevantIds(groups, filters, paging));
    const order = SORTS[sort === 'relevance' ? 'newest' : sort];
    // A text search in another order lists what it counts: its candidates (the most recent SEARCH_RESULT_CAP
    // matches), in that order.
    if (groups.length && (paging.page - 1) * paging.pageSize >= searchCap) return [];
    const scope = groups.length ? await amongCandidates(groups, filters) : where;
    // Page of ids first (index-only order + limit, no join), then the 20 full rows with their agents. A price range
    // listed newest or best rated first reads 018's index (the price orders have 001's, the transit order its own).
    const byPrice = sort === 'price_asc' || sort === 'price_desc' || sort === 'transit';
    const orderBy = sql.raw(order.map(([column, direction]) => `${column} ${direction}`).join(', '));
    const { rows } = await sql<{ id: number }>`
      SELECT services.id FROM ${servicesFor(byPrice ? {} : filters, groups.length)} WHERE ${scope}
      ORDER BY ${orderBy} LIMIT ${paging.pageSize} OFFSET ${(paging.page - 1) * paging.pageSize}`.execute(db);
    return rowsOf(rows.map((r) => Number(r.id)));
  }

  async function list(asked: ServiceFilters, sort: ServiceSortT | undefined, paging: Paging, lang: ContentLangT) {
    const { filters, groups, where } = await prepared(asked);
    // With a text query the most relevant come first unless the visitor chose an order.
    const order: ServiceSortT = sort ?? (groups.length ? 'relevance' : 'newest');
    const [rows, counted] = await Promise.all([pageRows(where, order, paging, groups, filters), countMatching(filters, groups, where)]);
    const capped = groups.length > 0 && counted > searchCap;
    return {
      items: rows.map((r) => toService(r, filesOrigin, lang)),
      total: capped ? searchCap : counted,
      page: paging.page,
      pageSize: paging.pageSize,
      ...(capped ? { totalCapped: true } : {}),
    };
  }

  /**
   * Counts of each category, mode, protection choice and rating step, each with the other filters applied. One pass:
   * the services matching every filter but those four, counted per (category, mode, protection, rating band); each
   * facet then adds up the groups the other three filters keep. A minimum rating between the steps (the API takes
   * any 0-5) has no band of its own: then each facet is counted by its own query.
   */
  async function facets(asked: ServiceFilters): Promise<ServiceFacetsT> {
    const { filters, groups, where } = await prepared(asked);
    const text = groups.length ? textMatches(dialect, groups) : filters.q?.trim() ? sql<SqlBool>`1 = 0` : null;
    const steps = RATING_STEPS;
    if (filters.minRating !== undefined && filters.minRating !== 0 && !steps.includes(filters.minRating)) {
      return remembered(facetCache, filterKey(filters, groups), () => facetsByQuery(filters, groups, where, text));
    }
    // The groups depend on the other filters only: choosing a category, mode, protection or rating reads them again.
    const rest: ServiceFilters = { ...filters, category: undefined, mode: undefined, protection: undefined, minRating: undefined };
    // A text search's facets count what it lists: its candidates (the most recent SEARCH_RESULT_CAP matches).
    const rows =
      countedByFacets(rest)
        ? await facetCounts()
        : await remembered(facetGroupCache, filterKey(rest, groups), async () =>
            groups.length
              ? candidateFacetGroups(groups, rest)
              : countedByPriceBuckets(rest)
                ? priceRangeFacetGroups(rest)
                : facetGroups({ ...rest, q: undefined }, text),
          );
    return facetsOf(rows, filters, steps);
  }

  /** Every service counted per (category, mode, protection, rating band): the table the triggers keep (migration 014). */
  async function facetCounts(): Promise<FacetGroup[]> {
    const rows = await db.selectFrom('service_facet_counts').select(['category', 'mode', 'protection', 'band', 'n']).where('n', '>', 0).execute();
    return rows.map((r) => ({ category: r.category, mode: r.mode, protection: r.protection, band: Number(r.band), n: Number(r.n) }));
  }

  /**
   * The services table as a filter set's query reads it. On SQLite, a price range with nothing narrower (no scope,
   * agent, place or text) is told to use migration 018's index: it holds every column the facets and the list's orders
   * read, and the category, mode, protection and rating filters. Left to itself, SQLite 3.53 walks (scope, price) or
   * (category, price) once per scope or category and reads each row from the table: at 1,000,000 services 0.8 s for
   * the facets of 100 to 200 USD, 0.9 s for the newest of 500 to 1,000 USD, where the index takes tens of ms.
   */
  const servicesFor = (f: ServiceFilters, text: unknown) =>
    dialect === 'sqlite' &&
    !text &&
    (f.minPrice !== undefined || f.maxPrice !== undefined) &&
    !f.scope && f.agentId === undefined && !f.origin && !f.destination
      ? sql`services INDEXED BY services_price_cover_idx`
      : sql`services`;

  /** The services matching `rest`, counted per (category, mode, protection, rating band). */
  function facetGroups(rest: ServiceFilters, text: Expression<SqlBool> | null): Promise<FacetGroup[]> {
    return groupedFacets(servicesFor(rest, text), whereFilters(rest, text));
  }

  /** The services of `from` (the table, or SQLite's hint at an index) matching `where`, counted per facet values. */
  async function groupedFacets(from: RawBuilder<unknown>, where: Expression<SqlBool>): Promise<FacetGroup[]> {
    const band = sql<number>`${sql.raw(ratingBandSql('services.rating'))}`;
    const protection = sql<string>`${sql.raw(protectionSql('services.protection_fee'))}`;
    // GROUP BY by position: the same four expressions as selected (PostgreSQL and SQLite both read it so).
    const { rows } = await sql<{ category: string; mode: string; protection: string; band: number; n: number }>`
      SELECT services.category AS category, services.mode AS mode, ${protection} AS protection, ${band} AS band, count(*) AS n
      FROM ${from} WHERE ${where} GROUP BY 1, 2, 3, 4`.execute(db);
    return rows.map((r) => ({ category: String(r.category), mode: String(r.mode), protection: String(r.protection), band: Number(r.band), n: Number(r.n) }));
  }

  /** Migration 019's price buckets: their lows, bucket k's the k-th (read once: the migration wrote them for good). */
  let bucketLows: Promise<number[]> | null = null;
  function storedBucketLows(): Promise<number[]> {
    if (!bucketLows) {
      const reading = db
        .selectFrom('service_price_buckets')
        .select(['bucket', 'low'])
        .orderBy('bucket')
        .execute()
        .then((rows) => rows.map((r) => Number(r.low)));
      reading.catch(() => {
        if (bucketLows === reading) bucketLows = null;
      });
      bucketLows = reading;
    }
    return bucketLows;
  }

  /**
   * The services of a price range, with nothing but the four facet filters besides, counted per facet values: the
   * buckets wholly inside the range from migration 019's counts (a few hundred rows), the services of the part-buckets
   * at its two ends from 018's index (a bucket is about 4% of a price wide). A range with no whole bucket in it is
   * counted from the index alone. Every boundary is compared in SQL with the table's own numbers, as the triggers
   * placed each service: no price is counted twice or missed at a bucket's edge.
   */
  async function priceRangeFacetGroups(rest: ServiceFilters): Promise<FacetGroup[]> {
    const lows = await storedBucketLows();
    const min = rest.minPrice ?? -Infinity;
    const max = rest.maxPrice ?? Infinity;
    /** Where bucket k ends (the next one's low; the last goes on). */
    const end = (k: number) => lows[k + 1] ?? Infinity;
    const first = lows.findIndex((low) => low >= min);
    let last = lows.length - 1;
    while (last >= 0 && end(last) > max) last -= 1;
    if (first < 0 || last < first) return facetGroups(rest, null);
    const whole = await db
      .selectFrom('service_price_facet_counts')
      .select(['category', 'mode', 'protection', 'band', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('bucket', '>=', first)
      .where('bucket', '<=', last)
      .groupBy(['category', 'mode', 'protection', 'band'])
      .execute();
    const groups = whole.map((r) => ({ category: r.category, mode: r.mode, protection: r.protection, band: Number(r.band), n: Number(r.n) }));
    const eb = expressionBuilder<Database, 'services'>();
    const from = servicesFor(rest, null);
    // Below the first whole bucket: [min, its low). Above the last: [its end, max].
    if (rest.minPrice !== undefined && rest.minPrice < lows[first]!) {
      groups.push(...(await groupedFacets(from, eb.and([eb('services.price_usd', '>=', rest.minPrice), eb('services.price_usd', '<', lows[first]!)]))));
    }
    if (rest.maxPrice !== undefined) {
      groups.push(...(await groupedFacets(from, eb.and([eb('services.price_usd', '>=', end(last)), eb('services.price_usd', '<=', rest.maxPrice)]))));
    }
    return addedUp(groups).filter((g) => g.n > 0);
  }

  /** Each facet: the groups the other three filters keep, added up. */
  function facetsOf(rows: FacetGroup[], filters: ServiceFilters, steps: number[]): ServiceFacetsT {
    type Group = FacetGroup;
    /** The lowest rating in a band: band k (1..steps) holds ratings from the k-th step up. */
    const lowest = (g: Group) => (g.band === 0 ? 0 : steps[g.band - 1]!);
    const keeps = (g: Group, except: 'category' | 'mode' | 'protection' | 'rating' | null) =>
      (except === 'category' || !filters.category || g.category === filters.category) &&
      (except === 'mode' || !filters.mode || g.mode === filters.mode) &&
      (except === 'protection' || !filters.protection || g.protection === filters.protection) &&
      (except === 'rating' || !filters.minRating || lowest(g) >= filters.minRating);
    const countBy = (key: 'category' | 'mode' | 'protection') => {
      const counts = new Map<string, number>();
      for (const g of rows) if (keeps(g, key)) counts.set(g[key], (counts.get(g[key]) ?? 0) + g.n);
      return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    };
    const sum = (pick: (g: Group) => boolean) => rows.reduce((n, g) => n + (pick(g) ? g.n : 0), 0);
    return {
      total: sum((g) => keeps(g, null)),
      category: countBy('category'),
      mode: countBy('mode'),
      protection: countBy('protection'),
      rating: RATING_FACET_STEPS.map((step) => ({ value: step, count: sum((g) => keeps(g, 'rating') && lowest(g) >= Number(step)) })),
    };
  }

  /** The facets with one query each (a minimum rating between the steps). */
  async function facetsByQuery(filters: ServiceFilters, groups: SearchGroups, where: Expression<SqlBool>, text: Expression<SqlBool> | null): Promise<ServiceFacetsT> {
    const others = (drop: Partial<Record<keyof ServiceFilters, undefined>>) => whereFilters({ ...filters, ...drop }, text);
    const byValue = async (value: RawBuilder<string>, condition: Expression<SqlBool>) =>
      (
        await db
          .selectFrom('services')
          .select([value.as('value'), (eb) => eb.fn.countAll<number>().as('n')])
          .where(condition)
          .groupBy(value)
          .execute()
      )
        .map((r) => ({ value: String(r.value), count: Number(r.n) }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const ratingSteps = async () => {
      const row = await db
        .selectFrom('services')
        .select(RATING_FACET_STEPS.map((step, i) => sql<number>`SUM(CASE WHEN ${sql.ref('services.rating')} >= ${Number(step)} THEN 1 ELSE 0 END)`.as(`r${i}`)))
        .where(others({ minRating: undefined }))
        .executeTakeFirstOrThrow();
      const counts = row as Record<string, number | string | null>;
      return RATING_FACET_STEPS.map((step, i) => ({ value: step, count: Number(counts[`r${i}`] ?? 0) }));
    };
    const [total, category, mode, protection, rating] = await Promise.all([
      countMatching(filters, groups, where),
      byValue(sql<string>`${sql.ref('services.category')}`, others({ category: undefined })),
      byValue(sql<string>`${sql.ref('services.mode')}`, others({ mode: undefined })),
      byValue(sql<string>`CASE WHEN ${sql.ref('services.protection_fee')} = '' THEN 'without' ELSE 'with' END`, others({ protection: undefined })),
      ratingSteps(),
    ]);
    return { total, category, mode, protection, rating };
  }

  return {
    list,
    facets,
    listFromQuery(q: ServiceListQueryT, lang: ContentLangT) {
      const { sort, page, pageSize, ...filters } = q;
      return list(filters as ServiceFilters, sort, { page: page ?? 1, pageSize: pageSize ?? 20 }, lang);
    },

    async findById(id: number, lang: ContentLangT): Promise<ServiceT | undefined> {
      const row = await db
        .selectFrom('services')
        .innerJoin('agents', 'agents.id', 'services.agent_id')
        .select(SERVICE_COLUMNS)
        .where('services.id', '=', id)
        .executeTakeFirst();
      return row ? toService(row as ServiceRow, filesOrigin, lang) : undefined;
    },

    /** These services' titles in `lang`, as findById gives them, by id; an id no longer in the table has none. */
    async titles(ids: readonly number[], lang: ContentLangT): Promise<Map<number, string>> {
      const rows = await rowsOf([...new Set(ids)]);
      return new Map(rows.map((row) => [Number(row.id), serviceTexts(row, lang).title]));
    },

    /**
     * Services like this one, most alike first: the same category and mode on the same lane (the same cities before
     * the same countries), then on a lane sharing its origin or destination country, then the same category from or
     * to either country in another mode. Best rated first within each, then by id; never the service itself.
     * Undefined for an unknown id. Each step reads the similar-service indexes in rating order, `limit` rows at most.
     */
    async similar(id: number, limit: number, lang: ContentLangT): Promise<ServiceT[] | undefined> {
      const self = await db
        .selectFrom('services')
        .select(['category', 'mode', 'origin_country_lc', 'destination_country_lc', 'origin_city', 'destination_city'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!self) return undefined;
      type Step = (eb: ExpressionBuilder<Database, 'services'>) => Expression<SqlBool>;
      const from: Step = (eb) => eb('origin_country_lc', '=', self.origin_country_lc);
      const to: Step = (eb) => eb('destination_country_lc', '=', self.destination_country_lc);
      const mode: Step = (eb) => eb('mode', '=', self.mode);
      const all = (...steps: Step[]): Step => (eb) => eb.and(steps.map((step) => step(eb)));
      const sameCities: Step = (eb) => eb.and([eb('origin_city', '=', self.origin_city), eb('destination_city', '=', self.destination_city)]);
      // Each tier is one or two queries (an OR is two, so each still reads an index in rating order).
      const tiers: Step[][] = [[all(mode, from, to, sameCities)], [all(mode, from, to)], [all(mode, from), all(mode, to)], [from, to]];
      const taken = new Set([id]);
      const chosen: number[] = [];
      for (const parts of tiers) {
        const wanted = limit - chosen.length;
        if (wanted <= 0) break;
        // Enough rows that `wanted` remain once those already taken are skipped.
        const rows = (
          await Promise.all(
            parts.map((part) =>
              db
                .selectFrom('services')
                .select(['id', 'rating'])
                .where('category', '=', self.category)
                .where(part)
                .orderBy('rating', 'desc')
                .orderBy('id', 'asc')
                .limit(wanted + taken.size)
                .execute(),
            ),
          )
        )
          .flat()
          .map((r) => ({ id: Number(r.id), rating: Number(r.rating) }))
          .sort((a, b) => b.rating - a.rating || a.id - b.id);
        for (const row of rows) {
          if (chosen.length === limit) break;
          if (taken.has(row.id)) continue;
          taken.add(row.id);
          chosen.push(row.id);
        }
      }
      return (await rowsOf(chosen)).map((r) => toService(r, filesOrigin, lang));
    },

    /**
     * Countries, cities and ports whose name starts with q, then those containing it, the most served first, on the
     * side asked (origin, destination, or either). Names in every language match, with or without accents ("chine",
     * "etats", "الصين"); each place comes with its name in the request's language. Reads the places table (a few hundred rows).
     */
    async places({ q, side, limit }: PlaceListQueryT, lang: ContentLangT): Promise<PlaceT[]> {
      const term = normalizeSearch(q);
      const count = side === 'origin' ? 'origin_services' : side === 'destination' ? 'destination_services' : 'services';
      const rows = await db
        .selectFrom('places')
        .select(['name', 'country', 'country_code', 'kind', `${count} as n`])
        .where(sql<SqlBool>`search_key LIKE ${likeContains(term)} ESCAPE '!'`)
        .where(count, '>', 0)
        // A name starting with the term: the key's start, or after the '|' between two names.
        .orderBy(sql`CASE WHEN search_key LIKE ${likePrefix(term)} ESCAPE '!' OR search_key LIKE ${likeContains(`|${term}`)} ESCAPE '!' THEN 0 ELSE 1 END`)
        .orderBy(count, 'desc')
        .orderBy('name_lc')
        .orderBy('country')
        .orderBy('kind')
        .limit(limit ?? 8)
        .execute();
      return rows.map((r) => ({
        name: r.name,
        label: r.kind === 'country' ? placeName.country(r.name, lang) : placeName.city(r.country, r.name, lang),
        country: r.country,
        countryLabel: placeName.country(r.country, lang),
        countryCode: r.country_code,
        kind: r.kind === 'port' || r.kind === 'city' ? r.kind : 'country',
        services: Number(r.n),
      }));
    },

    async countsByCategory(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('services')
        .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('category')
        .execute();
      return new Map(rows.map((r) => [r.category, Number(r.n)]));
    },

    async countInCategory(category: string): Promise<number> {
      const row = await db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category', '=', category)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async popularInternationalRoutes(limit: number, lang: ContentLangT) {
      const rows = await db
        .selectFrom('services')
        .select([
          'origin_country',
          'destination_country',
          (eb) => eb.fn.countAll<number>().as('n'),
          (eb) => eb.fn.min<number>('price_usd').as('lowest'),
        ])
        .where('scope', '=', 'international')
        .groupBy(['origin_country', 'destination_country'])
        .orderBy('n', 'desc')
        .orderBy('origin_country')
        .orderBy('destination_country')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        originCountry: r.origin_country,
        destinationCountry: r.destination_country,
        names: { originCountry: placeName.country(r.origin_country, lang), destinationCountry: placeName.country(r.destination_country, lang) },
        serviceCount: Number(r.n),
        lowestPriceUsd: round2(Number(r.lowest)),
      }));
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    servicesRepository: ServicesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('servicesRepository', createServicesRepository(
        fastify.db,
        fastify.config.filesOrigin,
        fastify.dataVersion,
        fastify.config.searchResultCap,
        fastify.config.apiCacheTtlMs === 0 ? 0 : COUNT_TTL_MS,
      ),
    );
  },
  { name: 'services-repository', dependencies: ['db'] },
);
