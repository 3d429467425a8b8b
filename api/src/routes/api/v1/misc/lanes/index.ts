import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, Lane, LaneParams, LaneQuery, ServiceAlternatives, ServiceAlternativesQuery, errorResponses } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/lanes/:origin/:destination', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary:
        "A lane between two places (slugs of a country, city or port): its services (cheapest first), the standard load's price range, the transit range, agents, modes and the weekly median price index over the last year",
      params: LaneParams,
      querystring: LaneQuery,
      response: { 200: Envelope(Lane), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const { origin, destination } = request.params;
      const lane = await fastify.lanesRepository.lane(origin, destination, { page: request.query.page ?? 1, pageSize: request.query.pageSize ?? 20 }, request.lang);
      if (!lane) throw notFound(`No place is known as "${origin}" or "${destination}"`);
      return { data: lane };
    },
  });

  fastify.get('/services/alternatives', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary:
        'What exists near a search that found nothing: the lane between the places\' countries, the nearest places with services, the route\'s other modes and the agents serving it',
      querystring: ServiceAlternativesQuery,
      response: { 200: Envelope(ServiceAlternatives), ...errorResponses(400) },
    },
    handler: async (request) => ({ data: await fastify.lanesRepository.alternatives(request.query, request.lang) }),
  });
};

export default routes;
