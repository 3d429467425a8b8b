import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp(
  async (fastify, opts: { config: AppConfig }) => {
    fastify.decorate('config', opts.config);
  },
  { name: 'env' },
);
