// The load a shipper prices, as it lives in the address (issue 49; its parameters and rules are the contract's:
// contracts/load.ts). The lists, the service detail and compare read it from there, send it to the API and keep it on
// their links, so a load entered once follows the visitor between them (and a shared link prices the same load).
import { LOAD_PARAMS, LOAD_TYPES, loadToParams, parseLoad, type Load, type LoadErrors, type LoadType } from '@cargora/shared/contracts';

export { LOAD_PARAMS, LOAD_TYPES, type LoadType };
export type { LoadParam } from '@cargora/shared/contracts';

/** The address's load: the load (null without one), or what is wrong with it (then nothing is priced). */
export function readLoad(params: URLSearchParams): { load: Load | null; errors: LoadErrors } {
  const parsed = parseLoad(params);
  return 'errors' in parsed ? { load: null, errors: parsed.errors } : { load: parsed.load, errors: {} };
}

/** The load type the address names, or null (no load, or one the contract refuses). */
export function loadTypeOf(params: URLSearchParams): LoadType | null {
  return readLoad(params).load?.type ?? null;
}

export const hasLoad = (params: URLSearchParams) => readLoad(params).load !== null;

/**
 * The load of an address as the API and the links carry it (`loadToParams`: its parameters only, ASCII digits — "١٢"
 * is 12); nothing without a valid load.
 */
export function loadQuery(params: URLSearchParams): URLSearchParams {
  const { load } = readLoad(params);
  return new URLSearchParams(load ? loadToParams(load) : {});
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
  if (!next.get('load')) for (const name of LOAD_PARAMS) next.delete(name);
  return next;
}
