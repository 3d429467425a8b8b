import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyKeyHeaders } from '../../../../../plugins/app/idempotency/idempotency-keys';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope, errorResponses, PAGING, MyQuoteRequestsQuery, PageOf, QuoteRequest, QuoteRequestBody, cleanQuoteRequest,
} from '@cargora/shared/contracts/schemas';
import { badRequest, forbidden, notFound } from '../../../../../lib/http-errors';
import { checkedQuoteRequest, customerOf, quotePreHandler, storeOnce } from '../../../../../lib/quote-request-input';
import groupQuotes from './group';
import agentAnswers from './agent-answers';

/** What an idempotency key of this endpoint records: the stored request's id (the answer is read again from it). */
interface RecordedQuote {
  id: string;
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // The agent's side (its received requests, its answers): agent-answers.ts.
  await fastify.register(agentAnswers);
  // One request to several agents: group.ts.
  await fastify.register(groupQuotes);
  const { rateLimitQuotes } = fastify.config;
  const SCOPE = 'POST /api/v1/misc/quote-requests';
  /** The first answer again, for a repeat of a request that was stored (the same reference, nothing stored twice). */
  async function replay(request: FastifyRequest, reply: FastifyReply, recorded: unknown) {
    const stored = await fastify.quotesRepository.findById((recorded as RecordedQuote).id, request.lang);
    if (!stored) throw notFound('The quote request this Idempotency-Key stored no longer exists; send a new key to request again');
    reply.code(201).header('idempotent-replayed', 'true');
    return { data: stored, message: 'Quote request received' };
  }

  fastify.post('/quote-requests', {
    config: { rateLimit: { max: rateLimitQuotes, timeWindow: '1 minute' } },
    preHandler: quotePreHandler(fastify, SCOPE, replay),
    schema: {
      tags: ['quotes'],
      summary:
        'Request a quote for a service, or contact an agent (a Bearer token of a customer links the request to them); ' +
        "the answer names the service in the request's language (?lang=, else Accept-Language). An Idempotency-Key header " +
        '(a UUID per submission, sent again on a retry; kept at least 24 h) makes a repeat answer the first request again ' +
        'without storing twice; the same key with a different body is a 422',
      headers: IdempotencyKeyHeaders,
      body: QuoteRequestBody,
      response: { 201: Envelope(QuoteRequest), ...errorResponses(400, 403, 404, 422, 429, 503, 507) },
    },
    handler: async (request, reply) => {
      const { serviceId, agentId, ...body } = request.body;
      if ((serviceId === undefined) === (agentId === undefined)) throw badRequest('body must name either a serviceId or an agentId');
      const { values, load } = checkedQuoteRequest(body);

      const target = await fastify.quotesRepository.findTarget({ serviceId, agentId });
      if (!target) throw notFound(serviceId !== undefined ? `Service ${serviceId} not found` : `Agent ${agentId} not found`);
      const id = crypto.randomUUID();
      const quote = {
        ...cleanQuoteRequest(values), id, serviceId: target.serviceId, agentId: target.agentId, userId: await customerOf(fastify, request),
        clientIp: request.ip, createdAt: new Date().toISOString(), load,
      };
      const record: RecordedQuote = { id };
      const result = await storeOnce(fastify, request, reply, SCOPE, record, (alsoStore) => fastify.quotesRepository.insert(quote, request.lang, alsoStore), replay);
      if ('replayed' in result) return result.replayed;
      reply.code(201);
      return { data: result.stored, message: 'Quote request received' };
    },
  });

  fastify.get('/quote-requests/mine', {
    schema: {
      tags: ['quotes'],
      summary: "The signed-in customer's quote requests, newest first",
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
      querystring: MyQuoteRequestsQuery,
      response: { 200: Envelope(PageOf(QuoteRequest)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const user = await fastify.auth.currentUser(request);
      if (user.role !== 'customer') throw forbidden('Only customers have quote requests');
      // The answer is one person's: no cache may keep it.
      reply.header('cache-control', 'no-store');
      const { page = 1, pageSize = PAGING.defaultPageSize } = request.query;
      return { data: await fastify.quotesRepository.listForUser(user.id, { page, pageSize }, request.lang) };
    },
  });
};

export default routes;
