import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SESSION_COOKIE } from '@cargora/shared/contracts';

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Cargora API', description: 'Freight and logistics services marketplace', version: '1.0.0' },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The site's session: the same token in the HttpOnly cookie the one-time code sets (unsafe methods need the site's Origin).
            sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          },
        },
        tags: [{ name: 'catalog' }, { name: 'directory' }, { name: 'content' }, { name: 'careers' }, { name: 'quotes' }, { name: 'auth' }, { name: 'seo' }, { name: 'ops' }],
      },
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
