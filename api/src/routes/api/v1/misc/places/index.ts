import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ItemsOf, Place, PlaceListQuery, errorResponses } from '@cargora/shared/contracts/schemas';
import { badRequest } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/places', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary:
        'Countries, cities and ports services leave from (side=origin) or go to (side=destination), by name',
      querystring: PlaceListQuery,
      response: { 200: Envelope(ItemsOf(Place)), ...errorResponses(400) },
    },
    handler: async (request) => {
      if (request.query.q.trim() === '') throw badRequest('querystring/q must not be blank');
      return { data: { items: await fastify.servicesRepository.places(request.query, request.lang) } };
    },
  });
};

export default routes;
