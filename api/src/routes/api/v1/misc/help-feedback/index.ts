import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, HelpFeedback, HelpFeedbackBody, IdParams } from '@cargora/shared/contracts/schemas';
import { badRequest, notFound } from '../../../../../lib/http-errors';

/** Answers to "Was this article helpful?" per minute per address (a visitor answers once per article). */
export const HELP_FEEDBACK_RATE_LIMIT = 20;

const routes: FastifyPluginAsyncTypebox<{ rateLimit?: number }> = async (fastify, options) => {
  fastify.post('/help/articles/:id/feedback', {
    config: { rateLimit: { max: options.rateLimit ?? HELP_FEEDBACK_RATE_LIMIT, timeWindow: '1 minute' } },
    // The schema's validator coerces ("yes" fails, but null, 0 or "true" would pass as booleans): an answer is exactly
    // true or false, a comment text.
    preValidation: async (request) => {
      const body = request.body as Record<string, unknown> | null;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be an object: { helpful, comment? }');
      if (typeof body.helpful !== 'boolean') throw badRequest('body/helpful must be true or false');
      if (body.comment !== undefined && typeof body.comment !== 'string') throw badRequest('body/comment must be a text');
    },
    preHandler: async () => {
      await fastify.storage.requireFreeSpace();
    },
    schema: {
      tags: ['content'],
      summary: 'Whether a help article helped, with an optional comment (at most 500 characters)',
      params: IdParams,
      body: HelpFeedbackBody,
      response: { 201: Envelope(HelpFeedback), ...errorResponses(400, 403, 404, 429, 503, 507) },
    },
    handler: async (request, reply) => {
      const articleId = Number(request.params.id);
      if (!(await fastify.helpFeedbackRepository.articleExists(articleId))) throw notFound(`Help article ${articleId} not found`);
      const comment = request.body.comment?.trim() || null;
      const stored = await fastify.helpFeedbackRepository.insert({
        id: crypto.randomUUID(),
        articleId,
        helpful: request.body.helpful,
        comment,
        lang: request.lang,
        clientIp: request.ip,
        createdAt: new Date().toISOString(),
      });
      reply.code(201);
      return { data: stored, message: 'Thank you for your feedback' };
    },
  });
};

export default routes;
