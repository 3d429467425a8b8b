import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, IdParams, PageOf, errorResponses, BlogListQuery, BlogPost, LangOnlyQuery } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/blogs', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'Blog posts', querystring: BlogListQuery, response: { 200: Envelope(PageOf(BlogPost)), ...errorResponses(400) } },
    handler: async (request) => {
      const { sort, page, pageSize } = request.query;
      return { data: await fastify.contentRepository.blogs(request.lang, sort ?? 'newest', { page: page ?? 1, pageSize: pageSize ?? 20 }) };
    },
  });
  fastify.get('/blogs/:id', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'Blog post', params: IdParams, querystring: LangOnlyQuery, response: { 200: Envelope(BlogPost), ...errorResponses(400, 404) } },
    handler: async (request) => {
      const post = await fastify.contentRepository.blog(Number(request.params.id), request.lang);
      if (!post) throw notFound(`Blog post ${request.params.id} not found`);
      return { data: post };
    },
  });
};

export default routes;
