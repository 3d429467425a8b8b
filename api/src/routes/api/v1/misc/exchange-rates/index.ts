import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ExchangeRates } from '@cargora/shared/contracts/schemas';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/exchange-rates', {
    config: { readCache: true },
    // On every 200 sent, a read-cache hit included (a hit does not run the handler).
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=3600');
      return payload;
    },
    schema: { tags: ['catalog'], summary: 'Reference exchange rates (units per USD)', response: { 200: Envelope(ExchangeRates) } },
    handler: async () => {
      return { data: await fastify.contentRepository.exchangeRates() };
    },
  });
};

export default routes;
