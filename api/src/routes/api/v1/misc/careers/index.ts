import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, IdParams, PageOf, errorResponses, Career, CareerListQuery } from '@cargora/shared/contracts/schemas';
import { gone, notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/careers', {
    config: { readCache: true },
    schema: { tags: ['careers'], summary: 'Open positions (not closed, posting not expired)', querystring: CareerListQuery, response: { 200: Envelope(PageOf(Career)), ...errorResponses(400) } },
    handler: async (request) => ({
      data: await fastify.contentRepository.careers(request.lang, { page: request.query.page ?? 1, pageSize: request.query.pageSize ?? 20 }),
    }),
  });
  fastify.get('/careers/:id', {
    config: { readCache: true },
    schema: { tags: ['careers'], summary: 'Open position (410 once closed or expired)', params: IdParams, response: { 200: Envelope(Career), ...errorResponses(400, 404, 410) } },
    handler: async (request) => {
      const found = await fastify.contentRepository.career(Number(request.params.id), request.lang);
      if (!found) throw notFound(`Career ${request.params.id} not found`);
      // 410, not 404: the posting existed and will not come back, so search engines drop it at once.
      if (!found.open) throw gone('This job posting has closed and is no longer available');
      return { data: found.career };
    },
  });
};

export default routes;
