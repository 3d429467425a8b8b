import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, PageOf, PAGING, errorResponses, RemoteLoadCount, RemoteLoadEvent, RemoteLoadQuery } from '@cargora/shared/contracts/schemas';
import { hasOpsToken } from '@cargora/shared/server';
import { HttpError, badRequest } from '../../../../../lib/http-errors';
import { createKnownReleases } from '../../../../../plugins/app/telemetry/known-releases';
import canaryRoutes from './canary-routes';

/** One event is a few hundred bytes (a 500-character message in any script stays under 2 KB). */
const EVENT_BODY_LIMIT = 4096;

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Canary measurements (issue 50): page events, web-vitals samples, the host's render counts, and their reading.
  await fastify.register(canaryRoutes);
  const releases = createKnownReleases({ url: fastify.config.remotesUrl, log: (m) => fastify.log.warn(m) });
  // What a browser posts is one event, bounded by the contract, for a remote version that was published; posts are
  // limited per address. Anything else is refused and not counted.
  fastify.post('/telemetry/remote-load', {
    config: { rateLimit: { max: fastify.config.rateLimitTelemetry, timeWindow: '1 minute' } },
    bodyLimit: EVENT_BODY_LIMIT,
    preHandler: async () => fastify.storage.requireFreeSpace(),
    schema: {
      tags: ['ops'],
      summary: 'Report a front-end remote load outcome',
      description: 'One event, for a remote version remotes.json names (or named within the hour); a failure message as String(error) writes it.',
      body: RemoteLoadEvent,
      response: { 202: Envelope(Type.Object({ accepted: Type.Boolean() })), ...errorResponses(400, 403, 413, 429, 503, 507) },
    },
    handler: async (request, reply) => {
      const event = request.body;
      if (event.outcome === 'ok' && event.version === undefined) throw badRequest('A successful load names the version it loaded');
      if (event.outcome === 'ok' && event.message !== undefined) throw badRequest('A successful load carries no message');
      // A failure before remotes.json was read has no version: it is counted for the remote alone.
      if (event.version !== undefined) {
        const known = await releases.check(event.remote, event.version);
        if (known === 'unavailable') throw new HttpError(503, 'The published remote versions cannot be read right now; try again later', { 'retry-after': '30' });
        if (known === 'unknown') throw badRequest(`${event.version} is not a published version of the ${event.remote} remote`);
      }
      await fastify.telemetryRepository.recordRemoteLoad(event);
      // Per 10-second slot too, for the canary's checks (issue 50): the failure rate of each version. A page that threw
      // while rendering (`render: …`, listed above for the operator) is not a load: its page counts it as a boundaryError.
      const renderFailure = event.message?.startsWith('render: ') ?? false;
      if (event.version !== undefined && !renderFailure) await fastify.canaryMeasurements.count(event.remote, event.version, event.outcome === 'ok' ? 'load' : 'loadFailure');
      reply.code(202);
      return { data: { accepted: true } };
    },
  });
  fastify.get('/telemetry/remote-load', {
    // Operators only; anyone else is told the route does not exist, as for any unknown address.
    onRequest: async (request, reply) => {
      if (!hasOpsToken(request.headers.authorization, fastify.config.opsToken)) return reply.callNotFound();
    },
    schema: {
      tags: ['ops'],
      summary: 'Remote load counts by remote, version and outcome (paged)',
      description: 'For operators: send `Authorization: Bearer <token>` (OPS_TOKEN, else the file DATA_DIR/ops-token); without it the route answers 404.',
      querystring: RemoteLoadQuery,
      response: { 200: Envelope(PageOf(RemoteLoadCount)), ...errorResponses(400, 404) },
    },
    handler: async (request) => ({
      data: await fastify.telemetryRepository.remoteLoadCounts({ page: request.query.page ?? 1, pageSize: request.query.pageSize ?? PAGING.defaultPageSize }),
    }),
  });
};

export default routes;
