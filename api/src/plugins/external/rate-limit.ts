import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type Redis from 'ioredis';
import { HttpError } from '../../lib/http-errors';

type Incr = (key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) => void;
interface Store {
  incr: Incr;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (...args: never[]) => Store;
interface GlobalParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

// The plugin's own stores (not part of its typed exports).
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass;

/**
 * Counters in Redis while it answers (one budget per client across every API instance), in this process while it
 * does not: a Redis restart neither lets everyone through nor turns into errors for visitors.
 */
function sharedWithFallback(redis: Redis, nameSpace: string): StoreClass {
  class SharedStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}
    incr: Incr = (key, cb, timeWindow, max) => {
      if (redis.status !== 'ready') return this.local.incr(key, cb, timeWindow, max);
      this.shared.incr(
        key,
        (err, result) => (err ? this.local.incr(key, cb, timeWindow, max) : cb(null, result)),
        timeWindow,
        max,
      );
    };
    child(routeOptions: unknown): Store {
      return new SharedStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return class extends SharedStore {
    constructor(params: GlobalParams) {
      const Shared = RedisStore as unknown as new (c: boolean, e: boolean, r: Redis, k: string) => Store;
      const Local = LocalStore as unknown as new (c: boolean, e: boolean) => Store;
      super(new Shared(params.continueExceeding, params.exponentialBackoff, redis, nameSpace), new Local(params.continueExceeding, params.exponentialBackoff));
    }
  } as unknown as StoreClass;
}

/**
 * Registered globally off; routes opt in with config.rateLimit (auth, job applications, telemetry). Counters live
 * in this process unless REDIS_URL names a shared store, so several API instances share one budget per client.
 * Keys are the client's address as trustProxy (TRUST_PROXY) resolves it.
 */
export default fp(
  async (fastify) => {
    const redis = fastify.redis?.client;
    const nameSpace = 'cargora-rl:';
    await fastify.register(rateLimit, {
      global: false,
      max: fastify.config.rateLimitAuth,
      timeWindow: '1 minute',
      nameSpace,
      ...(redis ? { store: sharedWithFallback(redis, nameSpace) as never } : {}),
      errorResponseBuilder: (_req, context) =>
        new HttpError(context.statusCode, `Too many requests; try again in ${context.after}`, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
);
