// What a service list page loads before it renders: one page of /misc/services for the URL's filters, and how many
// services each filter choice would list (/misc/services/facets), asked in parallel. Both are read from the URL, so the
// server render, a link, a GET form sent without JavaScript and a filter changed in the browser all go through here.
import {
  listedServices,
  pathTo,
  type DomesticCountry,
  type ExchangeRates,
  type SearchPage,
  type Service,
  type ServiceAlternatives,
  type ServiceFacets,
  type ServiceListed,
} from '@cargora/shared/contracts';
import { apiGetOptional, convertToUsd, itemList, useCurrencyStore, type MetaArgs, type PageMeta } from '@cargora/shared/runtime';
import { isPriceRangeInverted, parseServiceQuery, toApiParams, type ApiParams, type FixedParams, type ServiceQuery } from './service-query';
import { getWithLoad } from '../../../components/load/load-api';

/** How many services each filter choice would list, by filter and value. */
export type FacetCounts = Partial<Record<'category' | 'mode' | 'protection' | 'rating', Record<string, number>>>;

export interface ServiceListData {
  /** The page of services; null when the URL's price range is inverted (nothing could match: not asked). */
  /** As the cards show them (listedService). */
  list: SearchPage<ServiceListed> | null;
  /** What exists near a search of a route that found nothing (issue 49); not asked otherwise, null when not read. */
  alternatives?: ServiceAlternatives | null;
  /** Counts for the filters' choices; undefined when the API gave none (the filters work without them). */
  counts: FacetCounts | undefined;
  /** The currency the price bounds are in: the URL's, else the visitor's. */
  priceCurrency: string;
  /** A price bound was given in a currency the API has no rate for: it was left out, and the page says so. */
  priceIgnored: boolean;
  /**
   * The countries a domestic list can be narrowed to, with how many services each has (domestic lists only; null when
   * the API gave none: the country is then typed).
   */
  countries?: DomesticCountry[] | null;
  /** The address's load was refused by the API (400): the list is the unpriced one and the load form says so. */
  loadRefused?: boolean;
}

export const SERVICE_PAGE_SIZE = 12;

/** The facets' answer as counts by value; an API without facets (older than this remote) answers something else. */
function facetCounts(data: ServiceFacets | null): FacetCounts | undefined {
  if (!data) return undefined;
  const byValue = (items: unknown) =>
    Array.isArray(items) ? Object.fromEntries((items as { value: string; count: number }[]).map((i) => [i.value, i.count])) : undefined;
  return { category: byValue(data.category), mode: byValue(data.mode), protection: byValue(data.protection), rating: byValue(data.rating) };
}

/**
 * USD-based rates that convert `currency` (the price bounds' currency): the visitor's (already loaded by the site)
 * when they have it, else asked for. None is needed in USD or without bounds.
 */
async function ratesFor(request: Request, query: ServiceQuery, currency: string): Promise<Record<string, number>> {
  const { rates } = useCurrencyStore.getState();
  if (!(query.minPrice || query.maxPrice) || currency === 'USD' || rates[currency] !== undefined) return rates;
  const fetched = await apiGetOptional<ExchangeRates>(request, '/misc/exchange-rates');
  return { ...fetched?.rates, ...rates };
}

/** The list's filters without order and page, which do not change the counts. */
function facetParams({ sort: _sort, page: _page, pageSize: _pageSize, ...filters }: ApiParams): ApiParams {
  return filters;
}

/** Loads the list a page shows for `request`'s URL, the page fixing some parameters (its category, scope or order). */
export async function loadServiceList(request: Request, fixed: FixedParams, pageSize = SERVICE_PAGE_SIZE): Promise<ServiceListData> {
  const query = parseServiceQuery(new URL(request.url).searchParams);
  const priceCurrency = query.currency || useCurrencyStore.getState().currency;
  // A minimum above the maximum (a hand-edited link, a form sent without JavaScript) could only fail: not asked.
  const countries =
    fixed.scope === 'domestic'
      ? apiGetOptional<{ items: DomesticCountry[] }>(request, '/misc/popular/domestic-countries').then((answer) => answer?.items ?? null)
      : undefined;
  if (isPriceRangeInverted(query.minPrice, query.maxPrice))
    return { list: null, counts: undefined, priceCurrency, priceIgnored: false, countries: await countries };
  const rates = await ratesFor(request, query, priceCurrency);
  let priceIgnored = false;
  const params = toApiParams({ ...query, currency: priceCurrency }, fixed, pageSize, (amount, currency) => {
    const usd = convertToUsd(amount, currency, rates);
    if (usd === null) priceIgnored = true;
    return usd;
  });
  // The load (`?load=40HC&n=1`) prices each service and orders "price" by that price: the list, not the counts.
  const [answer, facets, countryChoices] = await Promise.all([
    getWithLoad<SearchPage<Service>>(request, '/misc/services', params),
    apiGetOptional<ServiceFacets>(request, '/misc/services/facets', facetParams(params)),
    countries,
  ]);
  // No dead ends: an empty search of a route asks what exists nearby (the countries, nearby places, modes, agents).
  const route = { origin: params.origin, destination: params.destination, mode: params.mode, category: params.category };
  const alternatives =
    answer.data.total === 0 && (route.origin || route.destination)
      ? await apiGetOptional<ServiceAlternatives>(request, '/misc/services/alternatives', route)
      : undefined;
  return {
    list: listedServices(answer.data),
    alternatives,
    loadRefused: answer.loadRefused,
    counts: facetCounts(facets),
    priceCurrency,
    priceIgnored,
    countries: countryChoices,
  };
}

/**
 * What search engines get of a list page: its title and description, then, once the list is known, how many there are
 * ("24 air freight services…"), which ones this page lists (ItemList), and nothing to index when there are none.
 */
export function serviceListMeta(
  { data, error, pageUrl }: Pick<MetaArgs<ServiceListData>, 'data' | 'error' | 'pageUrl'>,
  page: { title: string; description: string; describe: (total: number) => string },
): PageMeta {
  // A list its loader could not read (the API out of reach, an address it refused) has nothing to index.
  const meta: PageMeta = { title: page.title, description: page.description, ...(error !== undefined ? { noindex: true } : {}) };
  const list = data?.list;
  if (!list) return meta;
  const shown = list.items.map((s) => ({ name: s.title, url: pageUrl(pathTo('withProtection', { id: s.id })) }));
  return {
    ...meta,
    description: page.describe(list.total),
    noindex: shown.length === 0,
    ...(shown.length ? { structuredData: [itemList(shown, list.total, (list.page - 1) * list.pageSize)] } : {}),
  };
}
