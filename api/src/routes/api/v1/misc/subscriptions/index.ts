import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ItemsOf, SubscriptionPackage } from '@cargora/shared/contracts/schemas';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/subscriptions', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'Subscription packages for agents', response: { 200: Envelope(ItemsOf(SubscriptionPackage)) } },
    handler: async (request) => ({ data: { items: await fastify.contentRepository.subscriptionPackages(request.lang) } }),
  });
};

export default routes;
