import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, QueueItem } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/qms', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'Queue management item', response: { 200: Envelope(QueueItem), ...errorResponses(404) } },
    handler: async (request) => {
      const item = await fastify.contentRepository.queueItem(request.lang);
      if (!item) throw notFound('No queue item');
      return { data: item };
    },
  });
};

export default routes;
