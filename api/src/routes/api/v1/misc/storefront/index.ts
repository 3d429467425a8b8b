import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, PageOf, errorResponses, Storefront, Review, ReviewListQuery, STOREFRONT_REVIEWS } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const UserIdParams = Type.Object({ userId: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' }) });
const STOREFRONT_SERVICES = 12;

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const agents = fastify.agentsRepository;

  fastify.get('/storefront/:userId', {
    config: { readCache: true },
    schema: { tags: ['directory'], summary: 'Agent storefront', params: UserIdParams, response: { 200: Envelope(Storefront), ...errorResponses(400, 404) } },
    handler: async (request) => {
      const agent = await agents.findDetailByUserId(request.params.userId, request.lang);
      if (!agent) throw notFound(`Agent ${request.params.userId} not found`);
      const [services, ratingSummary, reviews, trust] = await Promise.all([
        fastify.servicesRepository.list({ agentId: agent.id }, 'newest', { page: 1, pageSize: STOREFRONT_SERVICES }, request.lang),
        agents.ratingSummary(agent.id),
        agents.reviews(agent.id, 'newest', { page: 1, pageSize: STOREFRONT_REVIEWS }),
        agents.trust(agent.id),
      ]);
      return { data: { agent, services: services.items, serviceTotal: services.total, ratingSummary, reviews, trust } };
    },
  });

  fastify.get('/storefront/reviews/:userId', {
    config: { readCache: true },
    schema: {
      tags: ['directory'],
      summary: 'Reviews of an agent',
      params: UserIdParams,
      querystring: ReviewListQuery,
      response: { 200: Envelope(PageOf(Review)), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const agentId = await agents.resolveId(request.params.userId);
      if (agentId === undefined) throw notFound(`Agent ${request.params.userId} not found`);
      const { sort, page, pageSize } = request.query;
      return { data: await agents.reviews(agentId, sort ?? 'newest', { page: page ?? 1, pageSize: pageSize ?? 20 }) };
    },
  });
};

export default routes;
