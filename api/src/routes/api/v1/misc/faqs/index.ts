import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, IdParams, PageOf, errorResponses, Faq, FaqListQuery, LangOnlyQuery } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/faqs', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'FAQs', querystring: FaqListQuery, response: { 200: Envelope(PageOf(Faq)), ...errorResponses(400) } },
    handler: async (request) => {
      const { topic, page, pageSize } = request.query;
      return { data: await fastify.contentRepository.faqs(request.lang, topic, { page: page ?? 1, pageSize: pageSize ?? 20 }) };
    },
  });
  fastify.get('/faqs/:id', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'FAQ', params: IdParams, querystring: LangOnlyQuery, response: { 200: Envelope(Faq), ...errorResponses(400, 404) } },
    handler: async (request) => {
      const faq = await fastify.contentRepository.faq(Number(request.params.id), request.lang);
      if (!faq) throw notFound(`FAQ ${request.params.id} not found`);
      return { data: faq };
    },
  });
};

export default routes;
