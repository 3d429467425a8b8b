import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../../lib/http-errors';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** What the plugin gives a store: its options (timeWindow in ms, per the README) and, for a route's child, routeInfo. */
type StoreParams = {
  timeWindow?: unknown;
  cache?: number;
  routeInfo?: { method?: string | string[]; url?: string };
};

/** Fixed window: the first request of a key starts it, later ones count until it ends. Returns [count, ms left]. */
const INCR_WINDOW = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

function windowMs(params: StoreParams): number {
  const { timeWindow } = params;
  if (typeof timeWindow !== 'number')
    throw new Error('rate limits need a fixed timeWindow (a number or a duration such as "1 minute")');
  return timeWindow;
}

/** The route's own counters: one namespace per method and URL, as the plugin's stores keep them. */
function routePrefix(params: StoreParams): string {
  const { method, url } = params.routeInfo ?? {};
  return method && url ? `${String(method)}${url}-` : '';
}

/**
 * A store written against @fastify/rate-limit's documented store interface (constructor(options), incr(key, cb),
 * child(routeOptions)). Counters live in Redis while it answers (one budget per client across every API instance), in
 * this process while it does not: a Redis restart neither lets everyone through nor turns into errors for visitors.
 * Without Redis, only the process's counters.
 */
export function windowStore(redis: Redis | null, nameSpace: string): FastifyRateLimitStoreCtor {
  class WindowStore {
    private readonly timeWindow: number;
    private readonly local: LRUCache<string, { current: number; endsAt: number }>;
    constructor(
      params: StoreParams,
      private readonly prefix = nameSpace,
    ) {
      this.timeWindow = windowMs(params);
      this.local = new LRUCache({ max: params.cache ?? 5000 });
    }

    incr(key: string, callback: Callback): void {
      if (!redis || redis.status !== 'ready') return callback(null, this.countHere(key));
      redis.eval(INCR_WINDOW, 1, this.prefix + key, this.timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        () => callback(null, this.countHere(key)),
      );
    }

    child(routeOptions: StoreParams): WindowStore {
      return new WindowStore(routeOptions, `${nameSpace}${routePrefix(routeOptions)}`);
    }

    private countHere(key: string): Counted {
      const now = Date.now();
      const entry = this.local.get(key);
      if (!entry || entry.endsAt <= now) {
        this.local.set(key, { current: 1, endsAt: now + this.timeWindow });
        return { current: 1, ttl: this.timeWindow };
      }
      entry.current += 1;
      return { current: entry.current, ttl: entry.endsAt - now };
    }
  }
  return WindowStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Registered globally off; routes opt in with config.rateLimit (auth, job applications, telemetry). Counters live
 * in this process unless REDIS_URL names a shared store, so several API instances share one budget per client.
 * Keys are the client's address as trustProxy (TRUST_PROXY) resolves it.
 */
export default fp(
  async (fastify) => {
    const redis = fastify.redis?.client ?? null;
    const nameSpace = 'cargora-rl:';
    await fastify.register(rateLimit, {
      global: false,
      max: fastify.config.rateLimitAuth,
      timeWindow: '1 minute',
      nameSpace,
      store: windowStore(redis, nameSpace),
      errorResponseBuilder: (_req, context) =>
        new HttpError(context.statusCode, `Too many requests; try again in ${context.after}`, {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
);
