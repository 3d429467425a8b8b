import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, IdParams, PageOf, errorResponses, Career, CareerListQuery } from '@cargora/shared/contracts';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/careers', {
    config: { readCache: true },
    schema: { tags: ['careers'], summary: 'Open positions', querystring: CareerListQuery, response: { 200: Envelope(PageOf(Career)), ...errorResponses(400) } },
    handler: async (request) => ({
      data: await fastify.contentRepository.careers({ page: request.query.page ?? 1, pageSize: request.query.pageSize ?? 20 }),
    }),
  });
  fastify.get('/careers/:id', {
    config: { readCache: true },
    schema: { tags: ['careers'], summary: 'Open position', params: IdParams, response: { 200: Envelope(Career), ...errorResponses(400, 404) } },
    handler: async (request) => {
      const career = await fastify.contentRepository.career(Number(request.params.id));
      if (!career) throw notFound(`Career ${request.params.id} not found`);
      return { data: career };
    },
  });
};

export default routes;
