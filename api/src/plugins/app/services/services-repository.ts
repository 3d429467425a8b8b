import fp from 'fastify-plugin';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/types';
import {
  SEARCH_RESULT_CAP, type ServiceFacetsT, type ContentLangT, type Paging, type PlaceListQueryT, type PlaceT, type ServiceListQueryT, type ServiceSortT, type ServiceT,
} from '@cargora/shared/contracts/schemas';
import { likeContains, likePrefix, round2 } from '../../../lib/json';
import { RATING_STEPS } from '../../../db/facet-counts';
import { dialectOf } from '../../../db/search-index';
import { searchGroups, type SearchGroups } from '../../../lib/search-query';
import { placeName } from '../../../lib/place-names';
import { placeIndex, type PlaceIndex } from './place-index';
import { normalizeSearch } from '@cargora/shared/server';
import { COUNT_TTL_MS, createCountCache } from './count-cache';
import { addedUp, countedByFacets, countedByPriceBuckets, createFacetReader, facetsOf, type FacetGroup } from './service-facets';
import {
  filterKey, SERVICE_COLUMNS, servicesFor, SORTS, textMatches, whereFilters, writeSearchQuery, type ServiceFilters, type ServiceRow,
} from './service-queries';
import { searchVocabulary } from './search-vocabulary';
import { createTextSearch } from './text-search';
import { countsGivenOther, routePlaceKey } from '../lanes/route-counts';
import { serviceTexts, toService } from './to-service';
import { loadPriceOrder, withLoadPrice, type PricingLoad } from './load-pricing';
import { tariffOfRow } from './tariff-columns';
import type { Tariff } from '@cargora/shared/contracts';

export type { ServiceFilters } from './service-queries';
export { windowPlan } from './window-plan';

/**
 * The services as the API reads them: lists, facets, one service, similar ones, places and counts. It composes the
 * SQL builders (service-queries.ts), the text search and its plan (text-search.ts, window-plan.ts), the facet counts
 * (service-facets.ts) and the caches (count-cache.ts, search-vocabulary.ts).
 *
 * `countTtlMs` 0 (the read cache turned off, API_CACHE_TTL_MS=0) keeps no count or facets between requests: requests
 * asking at the same moment still share one reading.
 */
export function createServicesRepository(db: Kysely<Database>, filesOrigin: string, dataVersion: () => string, searchCap = SEARCH_RESULT_CAP, countTtlMs = COUNT_TTL_MS) {
  const countCache = createCountCache<number>(dataVersion, countTtlMs);
  const facetCache = createCountCache<ServiceFacetsT>(dataVersion, countTtlMs);
  const facetGroupCache = createCountCache<FacetGroup[]>(dataVersion, countTtlMs);
  const places = placeIndex(db, dataVersion);
  const dialect = dialectOf(db);
  const vocabularyNow = searchVocabulary(db, dataVersion);
  const { candidates, textCandidates, amongCandidates, relevantIds } = createTextSearch(db, dialect, searchCap, vocabularyNow);
  const { facetCounts, facetGroups, priceRangeFacetGroups, facetsByQuery } = createFacetReader(db, dialect);

  /** The filters in the data's terms: places in the data's names, the text as search groups and its condition. */
  async function prepared(asked: ServiceFilters): Promise<{ filters: ServiceFilters; groups: SearchGroups; where: Expression<SqlBool> }> {
    const filters = await inDataNames(asked);
    const known = filters.q ? await vocabularyNow() : null;
    const groups = known ? searchGroups(filters.q!, known) : [];
    if (known && groups.length) writeSearchQuery(dialect, groups, known);
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
      return countCache(filterKey(filters, groups), () =>
        sql<{ n: number }>`SELECT COUNT(*) AS n FROM (${textCandidates(groups, filters, searchCap + 1)}) c`
          .execute(db)
          .then((r) => Number(r.rows[0]?.n ?? 0)),
      );
    }
    // Filtered by category, mode, protection and a rating step at most: the sum of the facet counts that filter keeps.
    if (countedByFacets(filters)) return facetCounts().then((rows) => facetsOf(rows, filters, RATING_STEPS).total);
    return countCache(filterKey(filters, groups), () =>
      db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(where)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    );
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

  async function pageRows(
    where: Expression<SqlBool>, sort: ServiceSortT, paging: Paging, groups: SearchGroups, filters: ServiceFilters, pricing: PricingLoad | null,
  ): Promise<ServiceRow[]> {
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
    // With a load, the price orders are by the load's all-in price (load-pricing.ts): no index holds it.
    const byLoad = pricing && (sort === 'price_asc' || sort === 'price_desc') ? loadPriceOrder(pricing, dialect, sort === 'price_asc' ? 'asc' : 'desc') : null;
    const orderBy = byLoad ?? sql.raw(order.map(([column, direction]) => `${column} ${direction}`).join(', '));
    const { rows } = await sql<{ id: number }>`
      SELECT services.id FROM ${servicesFor(dialect, byPrice ? {} : filters, groups.length)} WHERE ${scope}
      ORDER BY ${orderBy} LIMIT ${paging.pageSize} OFFSET ${(paging.page - 1) * paging.pageSize}`.execute(db);
    return rowsOf(rows.map((r) => Number(r.id)));
  }

  /**
   * A page of services. With a load (`pricing`) each service carries the load's price (`loadPrice`: the contract's
   * `priceLoad`), and `price_asc` / `price_desc` order by that all-in price in US dollars, computed in SQL: the
   * services that cannot carry the load are not filtered out (the counts and facets stay the list's) but come last,
   * each saying why.
   */
  async function list(asked: ServiceFilters, sort: ServiceSortT | undefined, paging: Paging, lang: ContentLangT, pricing: PricingLoad | null = null) {
    const { filters, groups, where } = await prepared(asked);
    // With a text query the most relevant come first unless the visitor chose an order.
    const order: ServiceSortT = sort ?? (groups.length ? 'relevance' : 'newest');
    const [rows, counted] = await Promise.all([pageRows(where, order, paging, groups, filters, pricing), countMatching(filters, groups, where)]);
    const capped = groups.length > 0 && counted > searchCap;
    return {
      items: rows.map((r) => withLoadPrice(toService(r, filesOrigin, lang), r, pricing)),
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
      return facetCache(filterKey(filters, groups), () => facetsByQuery(filters, text, () => countMatching(filters, groups, where)));
    }
    // The groups depend on the other filters only: choosing a category, mode, protection or rating reads them again.
    const rest: ServiceFilters = { ...filters, category: undefined, mode: undefined, protection: undefined, minRating: undefined };
    // A text search's facets count what it lists: its candidates (the most recent SEARCH_RESULT_CAP matches).
    const rows =
      countedByFacets(rest)
        ? await facetCounts()
        : await facetGroupCache(filterKey(rest, groups), async () =>
            groups.length
              ? candidateFacetGroups(groups, rest)
              : countedByPriceBuckets(rest)
                ? priceRangeFacetGroups(rest)
                : facetGroups({ ...rest, q: undefined }, text),
          );
    return facetsOf(rows, filters, steps);
  }

  return {
    list,
    facets,
    listFromQuery(q: ServiceListQueryT, lang: ContentLangT, pricing: PricingLoad | null = null) {
      const { sort, page, pageSize, load: _load, n: _n, kg: _kg, m3: _m3, l: _l, w: _w, h: _h, value: _value, valueCur: _valueCur, days: _days, ...filters } = q;
      return list(filters as ServiceFilters, sort, { page: page ?? 1, pageSize: pageSize ?? 20 }, lang, pricing);
    },

    /** One service with its tariff; with a load, its price on it. */
    async findById(id: number, lang: ContentLangT, pricing: PricingLoad | null = null): Promise<(ServiceT & { tariff: Tariff }) | undefined> {
      const row = await db
        .selectFrom('services')
        .innerJoin('agents', 'agents.id', 'services.agent_id')
        .select(SERVICE_COLUMNS)
        .where('services.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const service = withLoadPrice(toService(row as ServiceRow, filesOrigin, lang), row as ServiceRow, pricing);
      return { ...service, tariff: tariffOfRow(row as ServiceRow, new Date().toISOString().slice(0, 10)) };
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
    async places({ q, side, limit, other }: PlaceListQueryT, lang: ContentLangT): Promise<PlaceT[]> {
      const term = normalizeSearch(q);
      const count = side === 'origin' ? 'origin_services' : side === 'destination' ? 'destination_services' : 'services';
      // The other side of the route chosen: counts with it, places without any left out (lanes/route-counts.ts).
      if (other?.trim()) {
        const given = await countsGivenOther(db, side, (await places()).englishName(other) ?? other.trim());
        const found = await this.places({ q, side, limit: 200 }, lang);
        return found
          .map((p) => ({ ...p, services: given.get(p.kind === 'country' ? routePlaceKey(p.name) : routePlaceKey(p.country, p.name)) ?? 0 }))
          .filter((p) => p.services > 0)
          .sort((a, b) => Number(startsWith(b)) - Number(startsWith(a)) || b.services - a.services)
          .slice(0, limit ?? 8);
        function startsWith(p: PlaceT) {
          return [p.name, p.label ?? ''].some((n) => normalizeSearch(n).startsWith(term));
        }
      }
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

    /** The countries with domestic services (origin and destination in the country), most services first. */
    async domesticCountries(lang: ContentLangT) {
      const rows = await db
        .selectFrom('services')
        .select(['origin_country', (eb) => eb.fn.countAll<number>().as('n')])
        .where('scope', '=', 'domestic')
        .groupBy('origin_country')
        .orderBy('n', 'desc')
        .orderBy('origin_country')
        .execute();
      return rows.map((r) => ({ country: r.origin_country, label: placeName.country(r.origin_country, lang), serviceCount: Number(r.n) }));
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

