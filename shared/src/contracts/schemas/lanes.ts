// A lane (issue 49): the services from one place to another (a country, a city or a port each side), addressed by
// the places' slugs (`/lanes/china/netherlands`, `/lanes/shanghai/rotterdam`), with what a shipper compares on it:
// the price range of the standard load, the transit range, the agents, the modes, and the lane index (the weekly
// median price of the standard load over the last year, from the recorded price history).
import { Type, type Static } from '@sinclair/typebox';
import { PLACE_KINDS, TRANSPORT_MODES } from '../enums';
import { CategoryKey, OneOf, PagingQuery, SearchPageOf } from './common';
import { Service } from './services';
import { TARIFF_BASES } from '../tariff';

export { LANE_AGENTS_SHOWN, LANE_INDEX_WEEKS, placeSlug } from '../lane';

export const PlaceSlug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 });
export const LaneParams = Type.Object({ origin: PlaceSlug, destination: PlaceSlug });
export const LaneQuery = Type.Object({ ...PagingQuery });

export const LanePlace = Type.Object({
  slug: Type.String(),
  /** The data's (English) name: what the service filters take. */
  name: Type.String(),
  /** Its name in the request's language. */
  label: Type.String(),
  kind: OneOf(PLACE_KINDS),
  country: Type.String(),
  countryLabel: Type.String(),
});

export const LaneAgent = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  country: Type.String(),
  rating: Type.Number(),
  reviewCount: Type.Integer(),
  verified: Type.Boolean(),
  /** Its services on this lane. */
  serviceCount: Type.Integer(),
  /** Its cheapest service on this lane (whose quote form comes filled with the lane). */
  serviceId: Type.Integer(),
});

export const LaneIndexPoint = Type.Object({
  /** The week's last day (YYYY-MM-DD): the prices standing then. */
  week: Type.String(),
  /** The median standard-load price in US dollars of the lane's services priced that week; null when none was. */
  medianUsd: Type.Union([Type.Number(), Type.Null()]),
  /** How many services' prices the median is of. */
  services: Type.Integer(),
});

export const Lane = Type.Object({
  origin: LanePlace,
  destination: LanePlace,
  services: SearchPageOf(Service),
  /**
   * Whose prices the range and the index are of: the lane's services priced per container when it has any (their
   * standard load is one 40' container), else those of its most common tariff basis; one standard load, never a mix
   * of a 40' container, an LCL cubic metre and 100 kg by air. Null without services.
   */
  standardBasis: Type.Union([OneOf(TARIFF_BASES), Type.Null()]),
  /** The standard load's price over the lane's services of `standardBasis`, in US dollars (null: no service). */
  price: Type.Union([Type.Object({ minUsd: Type.Number(), medianUsd: Type.Number(), maxUsd: Type.Number() }), Type.Null()]),
  /** The usual transit over the services that move goods, in days (null: none does). */
  transit: Type.Union([Type.Object({ minDays: Type.Integer(), maxDays: Type.Integer() }), Type.Null()]),
  agents: Type.Array(LaneAgent),
  modes: Type.Array(Type.Object({ mode: OneOf(TRANSPORT_MODES), count: Type.Integer() })),
  index: Type.Array(LaneIndexPoint),
});
export type LaneT = Static<typeof Lane>;
export type LanePlaceT = Static<typeof LanePlace>;
export type LaneIndexPointT = Static<typeof LaneIndexPoint>;

/** `GET /misc/services/alternatives`: the empty search's route, mode and category. */
export const ServiceAlternativesQuery = Type.Object({
  origin: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  destination: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  mode: Type.Optional(OneOf(TRANSPORT_MODES)),
  category: Type.Optional(CategoryKey),
});
export type ServiceAlternativesQueryT = Static<typeof ServiceAlternativesQuery>;

/** A place that has services near one that has none: its name in the data (for the link), label, distance and count. */
const NearestPlace = Type.Object({ place: Type.String(), label: Type.String(), country: Type.String(), distanceKm: Type.Integer(), count: Type.Integer() });

/** What exists near an empty search: places in the data's names (for links) with their labels, and counts. */
export const ServiceAlternatives = Type.Object({
  /** The lane between the two places' countries, when the search named a city or port and it has services. */
  sameCountries: Type.Union([
    Type.Object({ origin: Type.String(), destination: Type.String(), originLabel: Type.String(), destinationLabel: Type.String(), count: Type.Integer() }),
    Type.Null(),
  ]),
  /** The nearest cities and ports with services to (from) the other place, nearest first. */
  nearby: Type.Array(
    Type.Object({ origin: Type.String(), destination: Type.String(), label: Type.String(), country: Type.String(), distanceKm: Type.Integer(), count: Type.Integer() }),
  ),
  /** The route's other transport modes (the searched one left out). */
  modes: Type.Array(Type.Object({ mode: OneOf(TRANSPORT_MODES), count: Type.Integer() })),
  /** Everything from the searched origin (any destination, any mode), and everything to the destination: a way on when nothing nearer exists. */
  fromOrigin: Type.Optional(Type.Union([Type.Object({ origin: Type.String(), label: Type.String(), count: Type.Integer() }), Type.Null()])),
  toDestination: Type.Optional(Type.Union([Type.Object({ destination: Type.String(), label: Type.String(), count: Type.Integer() }), Type.Null()])),
  /**
   * When nothing leaves the searched origin (arrives at the destination) at all: the nearest cities and ports that
   * have services from (to) anywhere, nearest first, each with its count and distance; a link keeps the other side.
   */
  nearestOrigins: Type.Optional(Type.Array(NearestPlace)),
  nearestDestinations: Type.Optional(Type.Array(NearestPlace)),
  /** Agents serving the route's countries, most services first, each with its cheapest service there (its quote form). */
  agents: Type.Array(Type.Object({ id: Type.Integer(), userId: Type.String(), companyName: Type.String(), serviceCount: Type.Integer(), serviceId: Type.Integer() })),
});
export type ServiceAlternativesT = Static<typeof ServiceAlternatives>;
