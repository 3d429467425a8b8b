import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ItemsOf, errorResponses, RemoteLoadCount, RemoteLoadEvent } from '@cargora/shared/contracts';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/telemetry/remote-load', {
    schema: {
      tags: ['ops'],
      summary: 'Report a front-end remote load outcome',
      body: RemoteLoadEvent,
      response: { 202: Envelope(Type.Object({ accepted: Type.Boolean() })), ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      await fastify.telemetryRepository.recordRemoteLoad(request.body);
      reply.code(202);
      return { data: { accepted: true } };
    },
  });
  fastify.get('/telemetry/remote-load', {
    schema: { tags: ['ops'], summary: 'Remote load counts by remote, version and outcome', response: { 200: Envelope(ItemsOf(RemoteLoadCount)) } },
    handler: async () => ({ data: { items: await fastify.telemetryRepository.remoteLoadCounts() } }),
  });
};

export default routes;
