import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { createChangeBus, type ChangeBus } from '../../lib/change-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store (REDIS_URL): rate-limit counters and the change bus; null when the API runs alone. */
    redis: { client: Redis; bus: ChangeBus } | null;
  }
}

/**
 * One connection for commands (rate-limit counters, publishing changes) and one for the change bus's subscription.
 * Neither is awaited: an API starts, and keeps answering, while Redis is down (limits fall back to this process's
 * counters, the read cache to a short lifetime) and rejoins when Redis is back.
 */
export default fp(
  async (fastify) => {
    const { redisUrl } = fastify.config;
    if (!redisUrl) {
      fastify.decorate('redis', null);
      return;
    }
    const options = {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (attempt: number) => Math.min(100 * attempt, 1000),
    };
    const client = new Redis(redisUrl, options);
    let warned = false;
    client.on('error', (err: Error) => {
      if (!warned) fastify.log.warn({ err: err.message }, 'redis unreachable: local rate limits and short cache lifetimes until it is back');
      warned = true;
    });
    client.on('ready', () => {
      if (warned) fastify.log.info('redis reachable again');
      warned = false;
    });
    const bus = createChangeBus(client, new Redis(redisUrl, options));
    fastify.decorate('redis', { client, bus });
    fastify.addHook('onClose', async () => {
      bus.close();
      await client.quit().catch(() => client.disconnect());
    });
  },
  { name: 'redis', dependencies: ['env'] },
);
