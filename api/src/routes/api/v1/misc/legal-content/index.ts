import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, LEGAL_TYPES, LegalContent, LegalParams } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/legalcontent/:x', {
    config: { readCache: true },
    schema: {
      tags: ['content'],
      summary: `Legal page by id or type (${LEGAL_TYPES.join(', ')})`,
      params: LegalParams,
      response: { 200: Envelope(LegalContent), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const { x } = request.params;
      const content = await fastify.contentRepository.legal(/^[0-9]+$/.test(x) ? { id: Number(x) } : { type: x }, request.lang);
      if (!content) throw notFound(`Legal content ${x} not found`);
      return { data: content };
    },
  });
};

export default routes;
