import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import Redis from 'ioredis';
import { HttpError } from '../../lib/http-errors';

/**
 * Registered globally off; routes opt in with config.rateLimit (auth, job applications, telemetry). Counters live
 * in this process unless REDIS_URL names a shared store, so several API instances share one budget per client.
 * Keys are the client's address as trustProxy (TRUST_PROXY) resolves it.
 */
export default fp(
  async (fastify) => {
    const { redisUrl, rateLimitAuth } = fastify.config;
    let redis: Redis | undefined;
    if (redisUrl) {
      // Fail fast rather than queue: a request must not wait on an unreachable store (the limiter then lets it through).
      redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
      redis.on('error', (err) => fastify.log.warn({ err: err.message }, 'rate-limit store'));
      await redis.connect();
      fastify.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await fastify.register(rateLimit, {
      global: false,
      max: rateLimitAuth,
      timeWindow: '1 minute',
      nameSpace: 'cargora-rl:',
      ...(redis ? { redis, skipOnError: true } : {}),
      errorResponseBuilder: (_req, context) =>
        new HttpError(context.statusCode, `Too many requests; try again in ${context.after}`, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
