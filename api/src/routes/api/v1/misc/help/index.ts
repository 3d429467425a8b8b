import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, IdParams, ItemsOf, errorResponses, HelpArticle, HelpSearchQuery, HelpTopic } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.contentRepository;
  fastify.get('/help/topics', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'Help topics', response: { 200: Envelope(ItemsOf(HelpTopic)) } },
    handler: async (request) => ({ data: { items: await repo.helpTopics(request.lang) } }),
  });
  fastify.get('/help/topics/:id', {
    config: { readCache: true },
    schema: {
      tags: ['content'],
      summary: 'Help topic with its articles',
      params: IdParams,
      response: { 200: Envelope(Type.Object({ topic: HelpTopic, articles: Type.Array(HelpArticle) })), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const id = Number(request.params.id);
      const topic = (await repo.helpTopics(request.lang)).find((t) => t.id === id);
      if (!topic) throw notFound(`Help topic ${id} not found`);
      return { data: { topic, articles: await repo.helpArticlesOfTopic(id, request.lang) } };
    },
  });
  fastify.get('/help/articles/:id', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'Help article', params: IdParams, response: { 200: Envelope(HelpArticle), ...errorResponses(400, 404) } },
    handler: async (request) => {
      const article = await repo.helpArticle(Number(request.params.id), request.lang);
      if (!article) throw notFound(`Help article ${request.params.id} not found`);
      return { data: article };
    },
  });
  fastify.get('/help/search', {
    config: { readCache: true },
    schema: { tags: ['content'], summary: 'Search help articles', querystring: HelpSearchQuery, response: { 200: Envelope(ItemsOf(HelpArticle)), ...errorResponses(400) } },
    handler: async (request) => ({ data: { items: await repo.searchHelp(request.query.q, request.lang) } }),
  });
};

export default routes;
