import { Type, type Static } from '@sinclair/typebox';
import { AgentSummary, AgentTrust } from './agents';
import { PROTECTION_CHOICES, SERVICE_SORTS, SIMILAR_SERVICES_SHOWN, TRANSPORT_MODES } from '../enums';
import { CategoryKey, NameText, OneOf, PageOf, PagingQuery, Scope, SearchText, TextLang } from './common';
import { Review } from './reviews';
import { LOAD_LINE_CODES, LOAD_UNAVAILABLE_REASONS, SURCHARGE_CODES, TARIFF_BASES } from '../tariff';
import { CONTAINER_TYPES } from '../load';

/** How a service moves the goods: sea, air, road, rail or multimodal. */
export const TransportModeSchema = OneOf(TRANSPORT_MODES);
export type TransportModeT = Static<typeof TransportModeSchema>;

/**
 * The price of the visitor's load on a service (contracts/tariff.ts `priceLoad`), amounts in the service's currency:
 * the lines (freight or its minimum, surcharges, protection), their total and the total in US dollars, the tariff's
 * last valid day, its basis and what was charged on; or why the service cannot carry the load.
 */
export const LoadPriceSchema = Type.Union([
  Type.Object({
    total: Type.Number(),
    currency: Type.String(),
    totalUsd: Type.Number(),
    lines: Type.Array(Type.Object({ code: OneOf(LOAD_LINE_CODES), amount: Type.Number() })),
    validUntil: Type.String(),
    basis: OneOf(TARIFF_BASES),
    chargeable: Type.Optional(Type.Object({ kg: Type.Optional(Type.Number()), m3: Type.Optional(Type.Number()), revenueTons: Type.Optional(Type.Number()) })),
  }),
  Type.Object({ unavailable: OneOf(LOAD_UNAVAILABLE_REASONS) }),
]);

/** A service's tariff (contracts/tariff.ts `Tariff`), amounts in its currency: what its detail page states. */
export const TariffSchema = Type.Object({
  basis: OneOf(TARIFF_BASES),
  currency: Type.String(),
  /** perContainer: the rate of each container type offered. */
  rates: Type.Optional(Type.Partial(Type.Record(OneOf(CONTAINER_TYPES), Type.Number()))),
  /** The other bases: per chargeable kg, revenue ton, m³, shipment or m³-day. */
  rate: Type.Optional(Type.Number()),
  minimum: Type.Number(),
  surcharges: Type.Array(Type.Object({ code: OneOf(SURCHARGE_CODES), kind: OneOf(['fixed', 'perContainer', 'percent'] as const), amount: Type.Number() })),
  validUntil: Type.String(),
  maxKg: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  maxM3: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});

/**
 * The shipper's load as query parameters (contracts/load.ts): checked by the route with `parseLoad`, which names each
 * wrong field in the 400. No `load`: no load (listed prices).
 */
const LoadText = Type.Optional(Type.String({ maxLength: 24 }));
export const LoadQueryFields = { load: LoadText, n: LoadText, kg: LoadText, m3: LoadText, l: LoadText, w: LoadText, h: LoadText, value: LoadText, valueCur: LoadText, days: LoadText };
export const LoadQuery = Type.Object(LoadQueryFields);
export type LoadQueryT = Static<typeof LoadQuery>;

export const Service = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  category: CategoryKey,
  scope: Scope,
  mode: TransportModeSchema,
  originCountry: Type.String(),
  originCity: Type.String(),
  destinationCountry: Type.String(),
  destinationCity: Type.String(),
  /** The four places in the request's language (the fields above are the data's names, for links and filters). */
  names: Type.Optional(Type.Object({ originCountry: Type.String(), originCity: Type.String(), destinationCountry: Type.String(), destinationCity: Type.String() })),
  /** The language of title and description. */
  lang: Type.Optional(TextLang),
  price: Type.Number(),
  currency: Type.String(),
  priceUsd: Type.Number(),
  /** The shortest usual transit in days (0 for a service that does not move goods: see leadDays). */
  transitDays: Type.Integer(),
  /** The longest usual transit in days (absent: the same as transitDays). */
  transitDaysMax: Type.Optional(Type.Integer()),
  /** A service that does not move goods (warehousing, customs, brokerage, port agency): its lead or processing time in days. */
  leadDays: Type.Optional(Type.Integer()),
  /** The lane's distance by the service's mode in km (sea routes via canals and capes): CO2e per shipment is reckoned from it. */
  distanceKm: Type.Optional(Type.Integer({ minimum: 1 })),
  protectionFee: Type.String(),
  rating: Type.Number(),
  reviewCount: Type.Integer(),
  imageUrl: Type.String(),
  createdAt: Type.String(),
  agent: AgentSummary,
  /** How the service's tariff charges (the listed price is its price of the standard load: contracts/tariff.ts `standardLoad`). */
  tariffBasis: Type.Optional(OneOf(TARIFF_BASES)),
  /** perContainer: the container type the listed price is for (the first offered of 40', 40' HC, 20', reefer: `standardLoad`). */
  standardContainer: Type.Optional(OneOf(CONTAINER_TYPES)),
  /** Asked with a load: its price on this service, or why the service cannot carry it. */
  loadPrice: Type.Optional(LoadPriceSchema),
});
export type ServiceT = Static<typeof Service>;

/**
 * `GET /misc/services/:id`: the service with what its detail page shows beside it, so the page asks once: the first
 * page of its own reviews (those written about this service, not the agent's other jobs), newest first
 * (SERVICE_DETAIL_REVIEWS; `total` is the service's `reviewCount`), and the services most like it
 * (SIMILAR_SERVICES_SHOWN, as `/misc/services/:id/similar` ranks them).
 */
export const ServiceDetail = Type.Composite([
  Service,
  Type.Object({ recentReviews: PageOf(Review), similar: Type.Array(Service), agentTrust: Type.Optional(AgentTrust), tariff: Type.Optional(TariffSchema) }),
]);
export type ServiceDetailT = Static<typeof ServiceDetail>;

export const ServiceSort = OneOf(SERVICE_SORTS, { default: SERVICE_SORTS[0] });

export const ServiceListQuery = Type.Object({
  category: Type.Optional(CategoryKey),
  q: Type.Optional(SearchText),
  mode: Type.Optional(TransportModeSchema),
  // A place, not only a country: matches a service whose origin (destination) country OR city equals it,
  // case-insensitively, so "Netherlands" and "rotterdam" both work (a port is a city).
  origin: Type.Optional(NameText),
  destination: Type.Optional(NameText),
  minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  minRating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  protection: Type.Optional(OneOf(PROTECTION_CHOICES)),
  scope: Type.Optional(Scope),
  agentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999999 })),
  /** Not given: by relevance with a text query (q), newest first without one. */
  sort: Type.Optional(OneOf(SERVICE_SORTS)),
  ...PagingQuery,
  ...LoadQueryFields,
});
export type ServiceListQueryT = Static<typeof ServiceListQuery>;
export type ServiceSortT = Static<typeof ServiceSort>;

/** `GET /misc/services/facets`: the list's filters, without order or page. */
export const ServiceFacetsQuery = Type.Omit(ServiceListQuery, ['sort', 'page', 'pageSize']);
export type ServiceFacetsQueryT = Static<typeof ServiceFacetsQuery>;
export const FacetCount = Type.Object({ value: Type.String(), count: Type.Integer() });
/**
 * How many services each choice of a filter would list, the other filters applied (so a chosen category still shows
 * the others' counts). Rating counts are "at least": value '4' counts services rated 4 or more.
 */
export const ServiceFacets = Type.Object({
  total: Type.Integer(),
  category: Type.Array(FacetCount),
  mode: Type.Array(FacetCount),
  protection: Type.Array(FacetCount),
  rating: Type.Array(FacetCount),
});
export type ServiceFacetsT = Static<typeof ServiceFacets>;
/** The rating steps the facets count (and the list's minimum rating filter offers). */
export const RATING_FACET_STEPS = ['3', '4', '4.5'] as const;

export const AgentServicesQuery = Type.Object({ sort: Type.Optional(ServiceSort), ...PagingQuery });

export const CategoryCount = Type.Object({ category: CategoryKey, count: Type.Integer() });
export const CategoryCounts = Type.Object({ items: Type.Array(CategoryCount), total: Type.Integer() });
export const CountsParams = Type.Object({ x: Type.String({ maxLength: 64 }) });

export const PopularRoute = Type.Object({
  originCountry: Type.String(),
  destinationCountry: Type.String(),
  /** The two countries in the request's language. */
  names: Type.Optional(Type.Object({ originCountry: Type.String(), destinationCountry: Type.String() })),
  serviceCount: Type.Integer(),
  lowestPriceUsd: Type.Number(),
});

/**
 * `GET /misc/popular/domestic-countries`: every country with domestic services, most services first, as the domestic
 * routes page offers them: `country` is the value its filter sends (the English name), `label` the name in the
 * request's language.
 */
export const DomesticCountry = Type.Object({ country: Type.String(), label: Type.String(), serviceCount: Type.Integer() });

/** `GET /misc/services/:id/similar`: services like this one, most similar first (never the service itself). */
export const SimilarServicesQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: SIMILAR_SERVICES_SHOWN })) });
export type SimilarServicesQueryT = Static<typeof SimilarServicesQuery>;
