import fp from 'fastify-plugin';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { TARIFF_BASES, type TariffBasis } from '@cargora/shared/contracts';
import {
  LANE_AGENTS_SHOWN, LANE_INDEX_WEEKS, QUOTE_GROUP_MAX_AGENTS, TRANSPORT_MODES, placeSlug, type ContentLangT, type LaneIndexPointT, type LanePlaceT, type LaneT,
  type ServiceAlternativesQueryT, type ServiceAlternativesT, type TransportModeT,
} from '@cargora/shared/contracts/schemas';
import type { Database } from '../../../db/types';
import { median } from '../../../lib/median';
import { placeName } from '../../../lib/place-names';
import { cityFacts } from '../../../reference/gazetteer';
import { greatCircleKm } from '../../../reference/distances';
import { placePosition } from './place-positions';
import { normalizeSearch } from '@cargora/shared/server';
import { round2 } from '../../../lib/json';
import { whereFilters } from '../services/service-queries';
import type { ServicesRepository } from '../services/services-repository';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

interface PlaceRow {
  name: string;
  country: string;
  kind: string;
}

/**
 * The lane index: for each of the `weeks` weeks ending at `today`, the median of the prices standing at the week's
 * end (each service's last recorded price up to then: a tariff stands until it changes). `history` holds every row of
 * the lane's services up to today, oldest first per service or not (sorted here).
 */
export function laneIndex(history: readonly { service_id: number; recorded_at: string; price_usd: number }[], today: Date, weeks = LANE_INDEX_WEEKS): LaneIndexPointT[] {
  const byService = new Map<number, { at: number; usd: number }[]>();
  for (const row of history) {
    const list = byService.get(Number(row.service_id)) ?? [];
    list.push({ at: Date.parse(row.recorded_at), usd: Number(row.price_usd) });
    byService.set(Number(row.service_id), list);
  }
  for (const list of byService.values()) list.sort((a, b) => a.at - b.at);
  const points: LaneIndexPointT[] = [];
  for (let w = weeks - 1; w >= 0; w -= 1) {
    const end = today.getTime() - w * WEEK_MS;
    const standing: number[] = [];
    for (const list of byService.values()) {
      let price: number | undefined;
      for (const p of list) {
        if (p.at > end) break;
        price = p.usd;
      }
      if (price !== undefined) standing.push(price);
    }
    const m = median(standing);
    points.push({ week: new Date(end).toISOString().slice(0, 10), medianUsd: m === null ? null : round2(m), services: standing.length });
  }
  return points;
}

/** Of the places one name names, the country (its services include its cities'), else the port, else the city. */
const preferred = <P extends PlaceRow>(matching: P[]): P | undefined =>
  matching.find((r) => r.kind === 'country') ?? matching.find((r) => r.kind === 'port') ?? matching[0];

const isMode = (mode: string): mode is TransportModeT => (TRANSPORT_MODES as readonly string[]).includes(mode);

/**
 * Lanes: a place's slug to the place (countries first: "singapore" is the country, whose services include the
 * city's), and a lane's services, ranges, agents, modes and index. The places table is a few hundred rows.
 */
export function createLanesRepository(db: Kysely<Database>, services: ServicesRepository, today: () => Date = () => new Date()) {
  async function placeBySlug(slug: string): Promise<PlaceRow | undefined> {
    const rows = await db.selectFrom('places').select(['name', 'country', 'kind']).execute();
    return preferred(rows.filter((r) => placeSlug(r.name) === slug));
  }

  function lanePlace(row: PlaceRow, lang: ContentLangT): LanePlaceT {
    const kind = row.kind === 'port' || row.kind === 'city' ? row.kind : 'country';
    return {
      slug: placeSlug(row.name),
      name: row.name,
      label: kind === 'country' ? placeName.country(row.name, lang) : placeName.city(row.country, row.name, lang),
      kind,
      country: row.country,
      countryLabel: placeName.country(row.country, lang),
    };
  }

  /** A place named in any language (the data's English name, a French or Arabic one), or undefined. */
  async function placeByName(value: string): Promise<PlaceRow | undefined> {
    const key = normalizeSearch(value);
    const rows = await db.selectFrom('places').select(['name', 'country', 'kind', 'names']).execute();
    const named = (r: (typeof rows)[number]) => {
      if (normalizeSearch(r.name) === key) return true;
      try {
        return Object.values(JSON.parse(r.names || '{}') as Record<string, unknown>).some((n) => typeof n === 'string' && normalizeSearch(n) === key);
      } catch {
        return false;
      }
    };
    return preferred(rows.filter(named));
  }

  /** Each agent's cheapest service among `where`'s (by agent id): its quote form comes filled with the lane. */
  async function cheapestServices(where: ReturnType<typeof whereFilters>, agentIds: number[]): Promise<Map<number, number>> {
    const cheapest = new Map<number, number>();
    if (agentIds.length === 0) return cheapest;
    const rows = await db.selectFrom('services').select(['agent_id', 'id']).where(where).where('agent_id', 'in', agentIds).orderBy('price_usd').orderBy('id').execute();
    for (const row of rows) if (!cheapest.has(Number(row.agent_id))) cheapest.set(Number(row.agent_id), Number(row.id));
    return cheapest;
  }

  const count = (origin: string | undefined, destination: string | undefined, extra: { mode?: string; category?: string } = {}) =>
    db
      .selectFrom('services')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(whereFilters({ origin, destination, ...extra }, null))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));

  /**
   * The cities and ports nearest to `place` (by great-circle distance, from the gazetteer) that have services
   * to (from) `other`, with their counts: at most `limit`, nearest first.
   */
  async function nearby(place: PlaceRow, other: string, side: 'origin' | 'destination', extra: { mode?: string; category?: string }, lang: ContentLangT, limit = 4) {
    const at = cityFacts(place.country, place.name);
    if (!at || place.kind === 'country') return [];
    const column = side === 'origin' ? 'origin_city' : 'destination_city';
    const countryColumn = side === 'origin' ? 'origin_country' : 'destination_country';
    const rows = await db
      .selectFrom('services')
      .select([`${column} as city`, `${countryColumn} as country`, (eb) => eb.fn.countAll<number>().as('n')])
      .where(whereFilters(side === 'origin' ? { destination: other, ...extra } : { origin: other, ...extra }, null))
      .groupBy([column, countryColumn])
      .execute();
    return rows
      .filter((r) => r.city !== place.name)
      .map((r) => ({ r, facts: cityFacts(r.country, r.city) }))
      .filter((x) => x.facts !== undefined)
      .map(({ r, facts }) => ({ city: r.city, country: r.country, count: Number(r.n), km: Math.round(greatCircleKm(at, facts!)) }))
      .filter((x) => x.km <= 1500)
      .sort((a, b) => a.km - b.km || b.count - a.count)
      .slice(0, limit)
      .map((x) => ({
        origin: side === 'origin' ? x.city : other,
        destination: side === 'origin' ? other : x.city,
        label: placeName.city(x.country, x.city, lang),
        country: x.country,
        distanceKm: x.km,
        count: x.count,
      }));
  }

  /**
   * The cities and ports nearest to a place (by great-circle distance) that have services leaving (`origin`) or
   * arriving (`destination`) at all, with their counts: for a search whose place has none. The place's position is
   * the gazetteer's (a city, or the middle of a country's cities); none when it does not know the place.
   */
  async function nearestServed(place: PlaceRow | undefined, name: string, side: 'origin' | 'destination', lang: ContentLangT, limit = 4) {
    const at = (place && place.kind !== 'country' && cityFacts(place.country, place.name)) || placePosition(place?.name ?? name);
    if (!at) return [];
    const column = side === 'origin' ? 'origin_services' : 'destination_services';
    const rows = await db.selectFrom('places').select(['name', 'country', `${column} as n`]).where(column, '>', 0).where('kind', '!=', 'country').execute();
    return rows
      .filter((r) => r.name !== place?.name)
      .flatMap((r) => {
        const facts = cityFacts(r.country, r.name);
        return facts ? [{ r, km: Math.round(greatCircleKm(at, facts)) }] : [];
      })
      .sort((a, b) => a.km - b.km || Number(b.r.n) - Number(a.r.n))
      .slice(0, limit)
      .map(({ r, km }) => ({ place: r.name, label: placeName.city(r.country, r.name, lang), country: r.country, distanceKm: km, count: Number(r.n) }));
  }

  return {
    placeBySlug,

    /**
     * What exists near an empty search (issue 49, no dead ends): the lane between the places' countries, the nearest
     * cities and ports with services on the other side, the route's other modes, and the agents serving the route's
     * countries (each with its cheapest service there, whose quote form comes filled with the lane).
     */
    async alternatives(q: ServiceAlternativesQueryT, lang: ContentLangT): Promise<ServiceAlternativesT> {
      const [origin, destination] = await Promise.all([
        q.origin ? placeByName(q.origin) : undefined,
        q.destination ? placeByName(q.destination) : undefined,
      ]);
      const extra = { mode: q.mode, category: q.category };
      const originName = origin?.name ?? q.origin;
      const destinationName = destination?.name ?? q.destination;
      const empty: ServiceAlternativesT = { sameCountries: null, nearby: [], modes: [], agents: [] };
      if (!originName || !destinationName) return empty;
      const originCountry = origin?.country ?? originName;
      const destinationCountry = destination?.country ?? destinationName;
      const countriesDiffer = originCountry !== originName || destinationCountry !== destinationName;
      const countryLane = whereFilters({ origin: originCountry, destination: destinationCountry }, null);
      const [sameCountries, nearOrigin, nearDestination, modes, agents, fromOrigin, toDestination] = await Promise.all([
        countriesDiffer ? count(originCountry, destinationCountry, extra) : Promise.resolve(0),
        origin ? nearby(origin, destinationName, 'origin', extra, lang) : Promise.resolve([]),
        destination ? nearby(destination, originName, 'destination', extra, lang) : Promise.resolve([]),
        db
          .selectFrom('services')
          .select(['mode', (eb) => eb.fn.countAll<number>().as('n')])
          .where(whereFilters({ origin: originName, destination: destinationName, category: q.category }, null))
          .groupBy('mode')
          .orderBy('n', 'desc')
          .orderBy('mode')
          .execute(),
        db
          .selectFrom('services')
          .innerJoin('agents', 'agents.id', 'services.agent_id')
          .select(['agents.id', 'agents.user_id', 'agents.company_name', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('services.price_usd').as('lowest')])
          .where(countryLane)
          .groupBy(['agents.id', 'agents.user_id', 'agents.company_name'])
          .orderBy('n', 'desc')
          .orderBy('agents.id')
          // As many as one group quote request asks at once (the empty search's "Request quotes from these agents").
          .limit(QUOTE_GROUP_MAX_AGENTS)
          .execute(),
        count(originName, undefined),
        count(undefined, destinationName),
      ]);
      const cheapest = await cheapestServices(countryLane, agents.map((a) => Number(a.id)));
      // A side nothing leaves (arrives at) at all: the nearest places that have services there.
      const [nearestOrigins, nearestDestinations] = await Promise.all([
        fromOrigin === 0 ? nearestServed(origin, originName, 'origin', lang) : [],
        toDestination === 0 ? nearestServed(destination, destinationName, 'destination', lang) : [],
      ]);
      const label = (place: PlaceRow | undefined, name: string) =>
        place && place.kind !== 'country' ? placeName.city(place.country, place.name, lang) : placeName.country(name, lang);
      return {
        sameCountries:
          sameCountries > 0
            ? { origin: originCountry, destination: destinationCountry, originLabel: placeName.country(originCountry, lang), destinationLabel: placeName.country(destinationCountry, lang), count: sameCountries }
            : null,
        nearby: [...nearOrigin, ...nearDestination],
        modes: modes.filter((m) => isMode(m.mode) && m.mode !== q.mode).map((m) => ({ mode: m.mode as TransportModeT, count: Number(m.n) })),
        agents: agents.map((a) => ({ id: Number(a.id), userId: a.user_id, companyName: a.company_name, serviceCount: Number(a.n), serviceId: cheapest.get(Number(a.id)) ?? 0 })),
        fromOrigin: fromOrigin > 0 ? { origin: originName, label: label(origin, originName), count: fromOrigin } : null,
        toDestination: toDestination > 0 ? { destination: destinationName, label: label(destination, destinationName), count: toDestination } : null,
        nearestOrigins,
        nearestDestinations,
      };
    },

    /** The lane between two slugs, or null when either names no known place. */
    async lane(originSlug: string, destinationSlug: string, paging: { page: number; pageSize: number }, lang: ContentLangT): Promise<LaneT | null> {
      const [origin, destination] = await Promise.all([placeBySlug(originSlug), placeBySlug(destinationSlug)]);
      if (!origin || !destination) return null;
      const where = whereFilters({ origin: origin.name, destination: destination.name }, null);
      // One standard load for the range and the index: the services priced per container when the lane has any (one
      // 40' each), else those of its most common basis (Lane.standardBasis).
      const bases = await db
        .selectFrom('services')
        .select(['tariff_basis', (eb) => eb.fn.countAll<number>().as('n')])
        .where(where)
        .groupBy('tariff_basis')
        .orderBy('n', 'desc')
        .orderBy('tariff_basis')
        .execute();
      const standardBasis = bases.some((b) => b.tariff_basis === 'perContainer') ? 'perContainer' : (bases[0]?.tariff_basis ?? null);
      const standard = (eb: ExpressionBuilder<Database, 'services'>) => eb.and([where, eb('tariff_basis', '=', standardBasis ?? '')]);
      const [page, prices, transit, agents, modes] = await Promise.all([
        services.listFromQuery({ origin: origin.name, destination: destination.name, sort: 'price_asc', ...paging }, lang),
        db.selectFrom('services').select('price_usd').where(standard).execute(),
        db
          .selectFrom('services')
          .select([(eb) => eb.fn.min<number>('transit_days').as('lo'), sql<number>`MAX(COALESCE(transit_days_max, transit_days))`.as('hi')])
          .where(where)
          .where('lead_days', 'is', null)
          .where('transit_days', '>', 0)
          .executeTakeFirst(),
        db
          .selectFrom('services')
          .innerJoin('agents', 'agents.id', 'services.agent_id')
          .select(['agents.id', 'agents.company_name', 'agents.country', 'agents.rating', 'agents.review_count', 'agents.verified', (eb) => eb.fn.countAll<number>().as('n')])
          .where(where)
          .groupBy(['agents.id', 'agents.company_name', 'agents.country', 'agents.rating', 'agents.review_count', 'agents.verified'])
          .orderBy('n', 'desc')
          .orderBy('agents.rating', 'desc')
          .orderBy('agents.id')
          .limit(LANE_AGENTS_SHOWN)
          .execute(),
        db.selectFrom('services').select(['mode', (eb) => eb.fn.countAll<number>().as('n')]).where(where).groupBy('mode').orderBy('n', 'desc').orderBy('mode').execute(),
      ]);
      const cheapestOf = await cheapestServices(where, agents.map((a) => Number(a.id)));
      const usd = prices.map((p) => Number(p.price_usd));
      const mid = median(usd);
      const now = today();
      const since = new Date(now.getTime() - LANE_INDEX_WEEKS * WEEK_MS).toISOString();
      // Every row of the year, and each service's last one before it (the price standing when the year began).
      const inLane = db.selectFrom('services').select('services.id').where(standard);
      const history = await db
        .selectFrom('price_history')
        .select(['service_id', 'recorded_at', 'price_usd'])
        .where('service_id', 'in', inLane)
        .where('recorded_at', '<=', now.toISOString())
        .where((eb) =>
          eb.or([
            eb('recorded_at', '>=', since),
            eb(
              'recorded_at',
              '=',
              eb
                .selectFrom('price_history as before')
                .select((b) => b.fn.max('before.recorded_at').as('at'))
                .whereRef('before.service_id', '=', 'price_history.service_id')
                .where('before.recorded_at', '<', since),
            ),
          ]),
        )
        .execute();
      return {
        origin: lanePlace(origin, lang),
        destination: lanePlace(destination, lang),
        services: page,
        standardBasis: (TARIFF_BASES as readonly string[]).includes(standardBasis ?? '') ? (standardBasis as TariffBasis) : null,
        price: mid === null ? null : { minUsd: round2(Math.min(...usd)), medianUsd: round2(mid), maxUsd: round2(Math.max(...usd)) },
        transit: transit?.lo == null ? null : { minDays: Number(transit.lo), maxDays: Number(transit.hi) },
        agents: agents.map((a) => ({
          id: Number(a.id),
          companyName: a.company_name,
          country: placeName.country(a.country, lang),
          rating: Number(a.rating),
          reviewCount: Number(a.review_count),
          verified: Number(a.verified) === 1,
          serviceCount: Number(a.n),
          serviceId: cheapestOf.get(Number(a.id)) ?? 0,
        })),
        modes: modes.filter((m) => isMode(m.mode)).map((m) => ({ mode: m.mode as TransportModeT, count: Number(m.n) })),
        index: laneIndex(history, now),
      };
    },
  };
}

export type LanesRepository = ReturnType<typeof createLanesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    lanesRepository: LanesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('lanesRepository', createLanesRepository(fastify.db, fastify.servicesRepository));
  },
  { name: 'lanes-repository', dependencies: ['db', 'services-repository'] },
);
