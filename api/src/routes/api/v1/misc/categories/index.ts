import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ItemsOf, errorResponses, Category, CategoryParams } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/category/:key', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary: 'A category by key, or all categories with key=all',
      params: CategoryParams,
      response: { 200: Envelope(Type.Union([ItemsOf(Category), Category])), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const { key } = request.params;
      if (key === 'all') return { data: { items: await fastify.contentRepository.categories(request.lang) } };
      const category = await fastify.contentRepository.category(key, request.lang);
      if (!category) throw notFound(`Category ${key} not found`);
      return { data: category };
    },
  });
};

export default routes;
