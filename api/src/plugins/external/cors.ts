import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/**
 * CORS only for the site origins in SITE_ORIGINS, with credentials: the site's requests carry the HttpOnly session
 * cookie (the API is on another origin). The origin is echoed, never `*`.
 */
export default fp(
  async (fastify) => {
    const allowed = new Set(fastify.config.siteOrigins);
    await fastify.register(cors, {
      origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Idempotency-Key'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['env'] },
);
