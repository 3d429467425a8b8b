import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, PageOf, PAGING, errorResponses, RemoteLoadCount, RemoteLoadEvent, RemoteLoadQuery } from '@cargora/shared/contracts';
import { hasOpsToken } from '@cargora/shared/server';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/telemetry/remote-load', {
    config: { rateLimit: { max: fastify.config.rateLimitTelemetry, timeWindow: '1 minute' } },
    preHandler: async () => fastify.storage.requireFreeSpace(),
    schema: {
      tags: ['ops'],
      summary: 'Report a front-end remote load outcome',
      body: RemoteLoadEvent,
      response: { 202: Envelope(Type.Object({ accepted: Type.Boolean() })), ...errorResponses(400, 403, 429, 503, 507) },
    },
    handler: async (request, reply) => {
      await fastify.telemetryRepository.recordRemoteLoad(request.body);
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
