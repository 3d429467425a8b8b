// A render worker's reads of the API (useApi on the server, shared/src/ssr/server-data.ts): straight through Node's
// http with kept-alive connections, without axios. A page makes two to five; measured in a render worker under load
// (`npm run bench:ssr`), axios's own work around each request (merging configs, normalising headers, transforms) was
// about 5% of a storefront's CPU. Everything else in the worker (the exchange rates, a remote's own requests) still
// goes through axios and its adapter (node-http-adapter.ts).
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { ApiGet } from '@cargora/shared';

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
  const base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`);
  const secure = base.protocol === 'https:';
  // As node-http-adapter.ts: an idle connection closes a second before the API's keep-alive time-out.
  const agent = secure ? new HttpsAgent({ keepAlive: true, timeout: 5000 }) : new HttpAgent({ keepAlive: true, timeout: 5000 });
  const send = secure ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/$/, '');
  const get = (path: string, params: Record<string, unknown>, retried: boolean) =>
    new Promise<{ status: number; data: unknown }>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        outcome();
      };
      const req = send(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: `${prefix}${path}${queryString(params)}`,
          method: 'GET',
          headers: { Accept: 'application/json' },
          agent,
        },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error: NodeJS.ErrnoException) => settle(() => reject(failure(error.message, error.code ?? 'ERR_NETWORK'))));
          res.on('end', () =>
            settle(() => {
              const status = res.statusCode ?? 0;
              const body = parse(Buffer.concat(chunks).toString('utf8'));
              if (status >= 200 && status < 300) resolve({ status, data: (body as { data?: unknown } | null)?.data });
              else reject(failure(`Request failed with status code ${status}`, status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', { status, data: body }));
            }),
          );
        },
      );
      req.setTimeout(timeoutMs, () => {
        settle(() => reject(failure(`timeout of ${timeoutMs}ms exceeded`, 'ETIMEDOUT')));
        req.destroy();
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the API closed just as this read went out on it: sent again, once, on a new one.
        if (req.reusedSocket && !retried && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) settle(() => get(path, params, true).then(resolve, reject));
        else settle(() => reject(failure(error.message, error.code ?? 'ERR_NETWORK')));
      });
      req.end();
    });
  return (path, params) => get(path, params, false);
}
