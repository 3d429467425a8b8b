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
}

export function createReadCache(opts: ReadCacheOptions) {
  const maxEntries = opts.maxEntries ?? 5000;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

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
    set(key: string, body: string, contentType: string, version: string): Entry | undefined {
      if (opts.ttlMs <= 0 || body.length > maxBytes / 4) return undefined;
      drop(key);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const e: Entry = { body, etag, contentType, version, expires: now() + (opts.currentTtlMs?.() ?? opts.ttlMs) };
      entries.set(key, e);
      bytes += body.length;
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value as string);
      return e;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats(): ReadCacheStats {
      return { hits, misses, entries: entries.size, bytes };
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
  }
}

/** A URL's answer differs by the request's language when the URL does not say it (Accept-Language). */
const cacheKey = (request: FastifyRequest) => `${request.lang} ${request.url}`;

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, e: Entry) {
  reply.header('etag', e.etag).header('x-cache', 'hit');
  if (notModified(request, e.etag)) return reply.code(304).send();
  return reply.type(e.contentType).send(e.body);
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
      const e = cache.get(cacheKey(request));
      if (e) return sendEntry(request, reply, e);
      // Remember the version the handler reads at, so a write during the handler never caches stale data as fresh.
      request.readCacheVersion = fastify.dataVersion();
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const version = request.readCacheVersion;
      if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const e = cache.set(cacheKey(request), payload, contentType, version);
      if (e) {
        reply.header('etag', e.etag).header('x-cache', 'miss');
        if (notModified(request, e.etag)) {
          reply.code(304);
          return '';
        }
      }
      return payload;
    });
  },
  { name: 'read-cache', dependencies: ['env', 'db'] },
);
