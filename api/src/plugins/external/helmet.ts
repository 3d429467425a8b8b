import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** The CSP of a JSON API: nothing may load, nothing may frame it. */
export const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] };

/** JSON API: strict CSP by default; the swagger-ui plugin sets its own CSP on /api/docs (staticCSP). */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: fastify.config.isProduction,
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
