import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Response cache for public, read-only GET routes (opt in with `config: { readCache: true }`).
 *
 * Catalogue data (services, agents, reviews, content) does not depend on who asks, so the serialized 200 body
 * of a URL is kept and served again until one of these happens:
 *  - the database changes: `fastify.dataVersion()` moves on every write made through this process and, for
 *    SQLite, on every commit by another process (a re-seed);
 *  - another API instance wrote (REDIS_URL: its message moves `dataVersion()` here within milliseconds);
 *  - the entry is older than API_CACHE_TTL_MS (the bound on staleness when PostgreSQL is written by others; while
 *    REDIS_URL is set but unreachable, API_CACHE_FALLBACK_TTL_MS);
 *  - it is evicted (least recently used first) to stay within the entry and byte budgets.
 * Every cached response carries a strong ETag, so browsers revalidate with If-None-Match and get 304s.
 * API_CACHE_TTL_MS=0 turns the cache off.
 *
 * Single flight: while one request computes a key's answer, the requests for the same key (same language and URL)
 * at the same data version wait for it instead of asking the database again, and get its 200 body, or its error
 * (status and body; errors are still never cached). A request arriving after the data version moved starts its own
 * computation: it must see the write. A computation's entry is removed from `flights` once it has answered (or its
 * response is closed unanswered: then each waiter computes its own).
 */
export interface ReadCacheOptions {
  ttlMs: number;
  /** The lifetime given to new entries when it must be shorter than ttlMs right now (the change bus is down). */
  currentTtlMs?: () => number;
  maxEntries?: number;
  maxBytes?: number;
  version: () => string;
  now?: () => number;
}

interface Entry {
  body: string;
  etag: string;
  contentType: string;
  version: string;
  expires: number;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  /** Keys being computed right now (single flight). */
  inFlight: number;
  /** Requests that waited for another request's computation instead of computing (since start). */
  coalesced: number;
  /** Requests waiting for another request's computation right now. */
  waiting: number;
}

/** What a computation gives the requests that waited for it. */
export type Shared =
  /** A 200: the body every waiter sends (the stored entry, or one made for them when it could not be stored). */
  | { kind: 'ok'; entry: Entry }
  /** An error (4xx/5xx): every waiter answers with the same status and body; nothing is kept. */
  | { kind: 'error'; statusCode: number; body: string; contentType: string; retryAfter?: string }
  /** Nothing to share (a stream, a 2xx other than 200, a response closed unanswered): each waiter computes its own. */
  | { kind: 'none' };

interface Flight {
  version: string;
  done: Promise<Shared>;
}

export function createReadCache(opts: ReadCacheOptions) {
  const maxEntries = opts.maxEntries ?? 5000;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let coalesced = 0;
  let waiting = 0;

  function entryOf(body: string, contentType: string, version: string): Entry {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, contentType, version, expires: now() + (opts.currentTtlMs?.() ?? opts.ttlMs) };
  }

  function drop(key: string) {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.body.length;
    entries.delete(key);
  }

  return {
    enabled: opts.ttlMs > 0,
    get(key: string): Entry | undefined {
      const e = entries.get(key);
      if (e && e.expires > now() && e.version === opts.version()) {
        // Re-insert to mark as most recently used.
        entries.delete(key);
        entries.set(key, e);
        hits++;
        return e;
      }
      if (e) drop(key);
      misses++;
      return undefined;
    },
    /**
     * Keeps a 200 body computed at `version`. Not when the data version has moved since (the body may predate a
     * write: it would only be dropped by the next get, after pushing out a fresher entry of the same key).
     */
    set(key: string, body: string, contentType: string, version: string): Entry | undefined {
      if (opts.ttlMs <= 0 || body.length > maxBytes / 4 || version !== opts.version()) return undefined;
      drop(key);
      const e = entryOf(body, contentType, version);
      entries.set(key, e);
      bytes += body.length;
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value as string);
      return e;
    },
    /** An entry for a body that is not kept (for the requests that waited for it). */
    entryOf,
    /**
     * The answer of the computation of `key` under way at `version` (the data version now), if there is one;
     * undefined (synchronously: call `lead` in the same tick) when the caller is to compute itself.
     */
    join(key: string, version: string): Promise<Shared> | undefined {
      const flight = flights.get(key);
      if (!flight || flight.version !== version) return undefined;
      coalesced++;
      waiting++;
      return flight.done.finally(() => waiting--);
    },
    /**
     * Starts the computation of `key` at `version`: requests for the same key at the same version join it until
     * `settle` is called. Settling again does nothing; a newer computation of the key (started after the version
     * moved) keeps its place.
     */
    lead(key: string, version: string): (shared: Shared) => void {
      let resolve!: (shared: Shared) => void;
      const flight: Flight = { version, done: new Promise<Shared>((r) => (resolve = r)) };
      flights.set(key, flight);
      let settled = false;
      return (shared) => {
        if (settled) return;
        settled = true;
        if (flights.get(key) === flight) flights.delete(key);
        resolve(shared);
      };
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats(): ReadCacheStats {
      return { hits, misses, entries: entries.size, bytes, inFlight: flights.size, coalesced, waiting };
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /** Serve this GET route's 200 responses from the read cache. */
    readCache?: boolean;
  }
  interface FastifyRequest {
    readCacheVersion?: string;
    /** Set on the request computing a key others may wait for: hands them its answer. */
    readCacheSettle?: (shared: Shared) => void;
  }
}

/** A URL's answer differs by the request's language when the URL does not say it (Accept-Language). */
const cacheKey = (request: FastifyRequest) => `${request.lang} ${request.url}`;

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, e: Entry, how: 'hit' | 'coalesced' = 'hit') {
  reply.header('etag', e.etag).header('x-cache', how);
  if (notModified(request, e.etag)) return reply.code(304).send();
  return reply.type(e.contentType).send(e.body);
}

/** What a computation's response gives the requests waiting for it (before a 304 replaces a 200's body). */
function toShare(reply: FastifyReply, payload: unknown, contentType: string, entry: (body: string) => Entry): Shared {
  if (typeof payload !== 'string') return { kind: 'none' };
  if (reply.statusCode === 200) return { kind: 'ok', entry: entry(payload) };
  if (reply.statusCode < 400) return { kind: 'none' };
  const retryAfter = reply.getHeader('retry-after');
  return { kind: 'error', statusCode: reply.statusCode, body: payload, contentType, ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }) };
}

export default fp(
  async (fastify) => {
    const { apiCacheTtlMs, apiCacheFallbackTtlMs } = fastify.config;
    const bus = fastify.redis?.bus;
    const cache = createReadCache({
      ttlMs: apiCacheTtlMs,
      version: fastify.dataVersion,
      // Other instances' writes go unheard while the bus is down: keep answers briefly only.
      currentTtlMs: bus ? () => (bus.connected() ? apiCacheTtlMs : Math.min(apiCacheTtlMs, apiCacheFallbackTtlMs)) : undefined,
    });
    fastify.decorate('readCache', cache);
    if (!cache.enabled) return;

    fastify.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.readCache) return;
      const key = cacheKey(request);
      const e = cache.get(key);
      if (e) return sendEntry(request, reply, e);
      // The version the handler reads at: a write during the handler never lets its answer be kept (or shared with
      // requests arriving after the write) as fresh.
      const version = fastify.dataVersion();
      const flight = cache.join(key, version);
      if (!flight) {
        // This request computes; the requests for the key arriving from now on (same version) wait for it.
        const settle = cache.lead(key, version);
        request.readCacheVersion = version;
        request.readCacheSettle = settle;
        // Should the response end without onSend (a failing error handler, a dropped connection), nobody waits on.
        reply.raw.once('close', () => settle({ kind: 'none' }));
        return;
      }
      const shared = await flight;
      if (shared.kind === 'ok') return sendEntry(request, reply, shared.entry, 'coalesced');
      if (shared.kind === 'error') {
        if (shared.retryAfter !== undefined) reply.header('retry-after', shared.retryAfter);
        return reply.code(shared.statusCode).type(shared.contentType).send(shared.body);
      }
      // Nothing to share: compute, all at once (not one after another), and keep the answer as usual.
      request.readCacheVersion = fastify.dataVersion();
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const version = request.readCacheVersion;
      if (version === undefined) return payload;
      const settle = request.readCacheSettle;
      request.readCacheSettle = undefined;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const stored = reply.statusCode === 200 && typeof payload === 'string' ? cache.set(cacheKey(request), payload, contentType, version) : undefined;
      // Before a 304 replaces the body: the waiters have their own If-None-Match.
      settle?.(toShare(reply, payload, contentType, (body) => stored ?? cache.entryOf(body, contentType, version)));
      if (stored) {
        reply.header('etag', stored.etag).header('x-cache', 'miss');
        if (notModified(request, stored.etag)) {
          reply.code(304);
          return '';
        }
      }
      return payload;
    });
  },
  { name: 'read-cache', dependencies: ['env', 'db'] },
);
