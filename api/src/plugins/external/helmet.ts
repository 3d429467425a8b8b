import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** JSON API: strict CSP by default; the swagger-ui plugin sets its own CSP on /api/docs (staticCSP). */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      hsts: fastify.config.isProduction,
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
