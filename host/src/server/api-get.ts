// A render worker's reads of the API (useApi on the server, shared/src/ssr/server-data.ts): straight through Node's
// http with kept-alive connections, without axios. A page makes two to five; measured in a render worker under load
// (`npm run bench:ssr`), axios's own work around each request (merging configs, normalising headers, transforms) was
// about 5% of a storefront's CPU. Everything else in the worker (the exchange rates, a remote's own requests) still
// goes through axios and its adapter (node-http-adapter.ts); both send with node-request.ts, on the same connections.
import type { ApiGet } from '@cargora/shared/runtime';
import { sendRequest, type RequestFailure } from './node-request';

/** A query value as axios writes it (its default params serializer), so the API reads the same request either way. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/** The query string for `params`: nothing for null or undefined, `key[]=` for each item of a list, JSON for an object. */
export function queryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${encode(key)}=${encode(text)}`);
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else add(key, value);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A failure in the shape entryOfFailure reads (axios's): the HTTP status and body, or the network error's code. */
function failure(message: string, code: string, response?: { status: number; data: unknown }): Error {
  return Object.assign(new Error(message), { code, ...(response ? { response } : {}) });
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** GETs from `apiBaseUrl` (…/api/v1); a read not answered within `timeoutMs` fails with ETIMEDOUT. */
export function nodeApiGet(apiBaseUrl: string, timeoutMs: number): ApiGet {
  const base = apiBaseUrl.replace(/\/$/, '');
  return async (path, params) => {
    const answer = await sendRequest({ url: new URL(`${base}${path}${queryString(params)}`), method: 'GET', headers: { Accept: 'application/json' }, timeoutMs }).catch(
      (error: RequestFailure) => {
        throw failure(error.message, error.timedOut ? 'ETIMEDOUT' : (error.code ?? 'ERR_NETWORK'));
      },
    );
    const { status } = answer;
    const body = parse(answer.body.toString('utf8'));
    if (status >= 200 && status < 300) return { status, data: (body as { data?: unknown } | null)?.data };
    throw failure(`Request failed with status code ${status}`, status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', { status, data: body });
  };
}
