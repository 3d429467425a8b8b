// The load a shipper prices, as it lives in the address (issue 49): `load`, `n`, `kg`, `m3`, `l`, `w`, `h`, `value`,
// `valueCur`. The lists, the service detail and compare read it from there, send it to the API and keep it on their
// links, so a load entered once follows the visitor between them (and a shared link prices the same load). What a load
// may be (its rules and error codes) is the contract's (contracts/load.ts); here it is only carried.
import { parseLocaleNumber } from '@cargora/shared/contracts';

export const LOAD_PARAMS = ['load', 'n', 'kg', 'm3', 'l', 'w', 'h', 'value', 'valueCur'] as const;
export type LoadParam = (typeof LOAD_PARAMS)[number];

/** The load types the form offers, containers first; `pkg` = packages (pieces with a weight and a size). */
export const LOAD_TYPES = ['20', '40', '40HC', 'reefer', 'pkg'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

/** Fields that hold a number (typed in any digits: parseLocaleNumber). */
const NUMBER_PARAMS: readonly LoadParam[] = ['n', 'kg', 'm3', 'l', 'w', 'h', 'value'];

/** The load type the address names, or null (no load: the listed "from" prices). */
export function loadTypeOf(params: URLSearchParams): LoadType | null {
  const value = (params.get('load') ?? '').trim();
  return (LOAD_TYPES as readonly string[]).includes(value) ? (value as LoadType) : null;
}

export const hasLoad = (params: URLSearchParams) => loadTypeOf(params) !== null;

/**
 * The load of an address as the API and the links carry it: only its parameters, numbers in ASCII digits ("١٢" → 12),
 * what is empty left out, the currency upper-cased; nothing at all without a load type.
 */
export function loadQuery(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (!hasLoad(params)) return out;
  for (const name of LOAD_PARAMS) {
    const raw = (params.get(name) ?? '').trim();
    if (!raw) continue;
    if (NUMBER_PARAMS.includes(name)) {
      const n = parseLocaleNumber(raw);
      // A number the visitor mistyped is sent as typed: the API (the contract's rule) names what is wrong with it.
      out.set(name, n === undefined ? raw.slice(0, 20) : String(n));
    } else out.set(name, name === 'valueCur' ? raw.slice(0, 3).toUpperCase() : raw);
  }
  return out;
}

/** The load as API parameters (`{ load: '40HC', n: '1' }`), to add to a request's. */
export const loadApiParams = (params: URLSearchParams): Record<string, string> => Object.fromEntries(loadQuery(params));

/** `?load=40HC&n=1`, or '' without a load: what a link to another page of the catalog appends to keep the load. */
export function loadSearch(params: URLSearchParams): string {
  const query = loadQuery(params).toString();
  return query ? `?${query}` : '';
}

/** The address without its load (the "remove the load" link), back to the listed prices; a list starts at page 1. */
export function withoutLoad(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...LOAD_PARAMS, 'page']) next.delete(name);
  return next;
}

/**
 * The address once the load form is sent: the page's other parameters kept, the load's replaced by what the form holds
 * (empty fields left out), back to page 1.
 */
export function withLoad(params: URLSearchParams, form: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const next = withoutLoad(params);
  for (const [name, value] of form) {
    if (typeof value === 'string' && value.trim() !== '' && (LOAD_PARAMS as readonly string[]).includes(name)) next.set(name, value.trim());
  }
  // A currency says what the declared value is in: without a value, or without a load, it says nothing.
  if (!next.has('value')) next.delete('valueCur');
  if (!hasLoad(next)) for (const name of LOAD_PARAMS) next.delete(name);
  return next;
}
