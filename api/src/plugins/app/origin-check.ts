import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '@cargora/shared/contracts';
import { forbidden } from '../../lib/http-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for every state-changing request. A browser always sends Origin with a
 * cross-origin POST (and Sec-Fetch-Site), and a multipart form is a CORS "simple request" that CORS alone lets
 * through, so: an Origin must be one of SITE_ORIGINS (or the API's own origin, PUBLIC_API_URL, for Swagger UI: from the
 * configuration, never from the request's Host header, which the sender chooses); without an Origin,
 * `Sec-Fetch-Site: cross-site` (or same-site) is refused. A request with neither header comes from no browser (curl,
 * a server) and passes: it cannot carry a visitor's credentials, unless it carries the session cookie without a bearer
 * header: a request the cookie alone would authenticate must name the site as its Origin (every browser sends Origin
 * with a cross-origin fetch and with any POST), so a forged form or an old browser's request never acts as the visitor.
 */
export default fp(
  async (fastify) => {
    const allowed = new Set([...fastify.config.siteOrigins, fastify.config.publicApiOrigin]);
    fastify.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      if (origin !== undefined) {
        if (allowed.has(origin)) return;
        throw forbidden(`Requests from ${origin.slice(0, 100)} are not accepted; use the Cargora site`);
      }
      if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw forbidden('Cross-site requests are not accepted; use the Cargora site');
      if (request.cookies?.[SESSION_COOKIE] && request.headers.authorization === undefined) {
        throw forbidden('A signed-in request without an Origin header is not accepted; use the Cargora site');
      }
    });
  },
  { name: 'origin-check', dependencies: ['env', 'cookie'] },
);
