import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ExchangeRates } from '@cargora/shared/contracts';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/exchange-rates', {
    config: { readCache: true },
    schema: { tags: ['catalog'], summary: 'Reference exchange rates (units per USD)', response: { 200: Envelope(ExchangeRates) } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: await fastify.contentRepository.exchangeRates() };
    },
  });
};

export default routes;
