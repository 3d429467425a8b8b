// The service list's state as it lives in the URL, and the API parameters it turns into.
import {
  CATEGORY_KEYS,
  type CategoryKey,
  type Scope,
  SERVICE_SORTS,
  TRANSPORT_MODES,
  type TransportMode,
  parseLocaleNumber,
} from '@cargora/shared/contracts';
import { oneOf, parsePage, patchSearchParams } from '@cargora/shared/runtime';

export const SORTS = SERVICE_SORTS;
export type ServiceSort = (typeof SORTS)[number];
export const DEFAULT_SORT: ServiceSort = 'newest';
export const RATING_STEPS = ['3', '4', '4.5'] as const;
export const PROTECTIONS = ['with', 'without'] as const;
export type Protection = (typeof PROTECTIONS)[number];

export interface ServiceQuery {
  category: CategoryKey | '';
  q: string;
  mode: TransportMode | '';
  /** A country, or a city or port name (what the place suggestions fill in). */
  origin: string;
  destination: string;
  /** Domestic pages filter by one country (origin and destination are the same). */
  country: string;
  /** Amounts as the visitor typed them, in `currency`. */
  minPrice: string;
  maxPrice: string;
  currency: string;
  minRating: string;
  protection: Protection | '';
  sort: ServiceSort;
  page: number;
}

export type QueryField = Exclude<keyof ServiceQuery, 'page' | 'sort'>;
export type QueryPatch = Partial<Record<QueryField | 'sort' | 'page', string>>;

/** Fields that narrow the results (sort and page do not). */
export const FILTER_FIELDS: readonly QueryField[] = [
  'category',
  'q',
  'mode',
  'origin',
  'destination',
  'country',
  'minPrice',
  'maxPrice',
  'minRating',
  'protection',
];

const text = (value: string | null, max = 100) => (value ?? '').trim().slice(0, max);

/**
 * A price bound as the visitor typed it, in any digits ("١٢٠٠" on an Arabic keyboard is 1200; parseLocaleNumber), as
 * the ASCII number the API reads; '' when it is no amount (nothing typed, a word, a negative number).
 */
export function priceBound(value: string | null): string {
  const n = parseLocaleNumber(value ?? '');
  return n !== undefined && n >= 0 ? String(n) : '';
}

/** Typed, but not an amount: the field says so and the bound is not applied. */
export const isPriceBoundInvalid = (value: string) => value.trim() !== '' && priceBound(value) === '';

/** The default order: by relevance while searching for words, newest first otherwise. */
export const defaultSort = (searching: boolean): ServiceSort => (searching ? 'relevance' : DEFAULT_SORT);

/** The sorts a list offers: relevance only while searching for words. */
export const sortsFor = (searching: boolean): readonly ServiceSort[] => (searching ? SORTS : SORTS.filter((sort) => sort !== 'relevance'));

function sortOf(value: string | null, searching: boolean): ServiceSort {
  return oneOf(value, sortsFor(searching), defaultSort(searching));
}

/** Reads the URL leniently: anything the API would reject is ignored, not sent. */
export function parseServiceQuery(params: URLSearchParams): ServiceQuery {
  const currency = text(params.get('currency'), 3).toUpperCase();
  return {
    category: oneOf(params.get('category'), CATEGORY_KEYS, ''),
    q: text(params.get('q')),
    mode: oneOf(params.get('mode'), TRANSPORT_MODES, ''),
    origin: text(params.get('origin')),
    destination: text(params.get('destination')),
    country: text(params.get('country')),
    minPrice: priceBound(params.get('minPrice')),
    maxPrice: priceBound(params.get('maxPrice')),
    currency: /^[A-Z]{3}$/.test(currency) ? currency : '',
    minRating: oneOf(params.get('minRating'), RATING_STEPS, ''),
    protection: oneOf(params.get('protection'), PROTECTIONS, ''),
    sort: sortOf(params.get('sort'), text(params.get('q')) !== ''),
    page: parsePage(params.get('page')),
  };
}

/** Applies a change to the URL query: a filter change goes back to page 1; defaults are left out. */
export function applyQueryPatch(current: URLSearchParams, patch: QueryPatch): URLSearchParams {
  const next = patchSearchParams(current, patch);
  const searching = (next.get('q') ?? '').trim() !== '';
  if (next.get('sort') === defaultSort(searching) || (!searching && next.get('sort') === 'relevance')) next.delete('sort');
  if (!('page' in patch) || next.get('page') === '1') next.delete('page');
  if (!next.get('minPrice') && !next.get('maxPrice')) next.delete('currency');
  return next;
}

/** Drops every filter, keeping the sort order. */
export function clearedQuery(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of [...FILTER_FIELDS, 'currency', 'page']) next.delete(field);
  return next;
}

/** Both price bounds given, the minimum above the maximum (typed so, or a hand-edited link): nothing could match. */
export function isPriceRangeInverted(minPrice: string, maxPrice: string): boolean {
  const min = priceBound(minPrice);
  const max = priceBound(maxPrice);
  return min !== '' && max !== '' && Number(min) > Number(max);
}

export function hasFilters(query: ServiceQuery, ignore: readonly QueryField[] = []): boolean {
  return FILTER_FIELDS.some((field) => !ignore.includes(field) && query[field] !== '');
}

/**
 * The categories a scope's services can be in: international transport is the one that crosses borders; every other
 * category (city-wide and city-to-city transport, customs, warehouses, port agency, brokerage) works within a
 * country. A list fixed to a scope offers, and asks for, only these.
 */
export function categoriesFor(scope: Scope | undefined): readonly CategoryKey[] {
  if (scope === 'international') return ['internationalTransport'];
  if (scope === 'domestic') return CATEGORY_KEYS.filter((key) => key !== 'internationalTransport');
  return CATEGORY_KEYS;
}

export interface FixedParams {
  category?: CategoryKey;
  scope?: Scope;
  sort?: ServiceSort;
}

export type ApiParams = Record<string, string | number>;

/**
 * The /misc/services parameters. Prices go to the API in USD; `toUsd` returns null while a rate is
 * unknown, and the bound is then left out rather than sent unconverted.
 */
export function toApiParams(
  query: ServiceQuery,
  fixed: FixedParams,
  pageSize: number,
  toUsd: (amount: number, currency: string) => number | null,
): ApiParams {
  const params: ApiParams = {};
  const category = fixed.category ?? query.category;
  // A category outside the page's scope (a hand-edited link) could only empty the list: left out.
  if (category && categoriesFor(fixed.scope).includes(category)) params.category = category;
  if (fixed.scope) params.scope = fixed.scope;
  if (query.q) params.q = query.q;
  if (query.mode) params.mode = query.mode;
  const origin = query.origin || query.country;
  if (origin) params.origin = origin;
  if (query.destination) params.destination = query.destination;
  for (const bound of ['minPrice', 'maxPrice'] as const) {
    if (!query[bound]) continue;
    const usd = toUsd(Number(query[bound]), query.currency || 'USD');
    // Round outwards so a bound never excludes a service that matches in the visitor's currency.
    if (usd !== null)
      params[bound] = bound === 'minPrice' ? Math.floor(usd * 100) / 100 : Math.ceil(usd * 100) / 100;
  }
  if (query.minRating) params.minRating = Number(query.minRating);
  if (query.protection) params.protection = query.protection;
  params.sort = fixed.sort ?? query.sort;
  params.page = query.page;
  params.pageSize = pageSize;
  return params;
}
