// Agents answer quote requests (issue 49): the signed-in agent's received requests, and its answer to one (a price in
// a currency, valid until a day, an optional message). Each answer's time is what the agent's response time on its
// storefront is measured from (agents-repository.ts `trust`).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgentQuoteRequestsQuery, Envelope, errorResponses, PAGING, PageOf, QuoteAnswerBody, QUOTE_ANSWER_FIELDS, QUOTE_ANSWER_MESSAGES,
  QuoteRequest, QuoteRequestParams, cleanQuoteAnswer, validateQuoteAnswer,
} from '@cargora/shared/contracts/schemas';
import { RESPONSE_TIME_RULES } from '@cargora/shared/contracts';
import { HttpError, badRequest, forbidden, notFound } from '../../../../../lib/http-errors';
import { firstAcceptedDate } from '../../../../../lib/quote-request-input';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The agent the signed-in account answers for: 401 without a valid token, 403 for any other account. */
  async function agentOf(request: FastifyRequest): Promise<number> {
    const user = await fastify.auth.currentUser(request);
    const agentId = user.role === 'agent' ? await fastify.quotesRepository.agentOfUser(user.id) : undefined;
    if (agentId === undefined) throw forbidden('Only an agent’s account answers quote requests');
    return agentId;
  }

  fastify.get('/quote-requests/for-agent', {
    schema: {
      tags: ['quotes'],
      summary: "The quote requests sent to the signed-in agent, newest first (?status= received, quoted or closed), each with the agent's answer once given",
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
      querystring: AgentQuoteRequestsQuery,
      response: { 200: Envelope(PageOf(QuoteRequest)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const agentId = await agentOf(request);
      // The shippers' names and e-mails: no cache may keep them.
      reply.header('cache-control', 'no-store');
      const { page = 1, pageSize = PAGING.defaultPageSize, status } = request.query;
      return { data: await fastify.quotesRepository.listForAgent(agentId, status, { page, pageSize }, request.lang) };
    },
  });

  fastify.post('/quote-requests/:id/answer', {
    preHandler: async () => fastify.storage.requireFreeSpace(),
    schema: {
      tags: ['quotes'],
      summary:
        'The signed-in agent answers a quote request sent to it, once: a price (amount and ISO 4217 currency), the last ' +
        'day it is valid and an optional message; the request becomes `quoted`. 403 for a request sent to another ' +
        'agent, 404 for an unknown one, 409 when it was answered already. The agent’s response time on its storefront ' +
        `is the median time from request to answer over the requests of the last ${RESPONSE_TIME_RULES.windowDays} days, ` +
        `a request not answered within ${RESPONSE_TIME_RULES.capHours / 24} days counting as ${RESPONSE_TIME_RULES.capHours / 24} days; ` +
        `fewer than ${RESPONSE_TIME_RULES.minRequests} requests give no figure`,
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
      params: QuoteRequestParams,
      body: QuoteAnswerBody,
      response: { 200: Envelope(QuoteRequest), ...errorResponses(400, 401, 403, 404, 409, 507) },
    },
    handler: async (request) => {
      const agentId = await agentOf(request);
      const values = { ...request.body, message: request.body.message ?? '' };
      const errors = validateQuoteAnswer(values, { today: firstAcceptedDate() });
      const field = QUOTE_ANSWER_FIELDS.find((f) => errors[f]);
      if (field) throw badRequest(`body/${field} ${QUOTE_ANSWER_MESSAGES[field][errors[field]!]}`);
      const answer = cleanQuoteAnswer(values);
      // The shipper's site converts the price to its visitor's currency: one it has a rate for.
      if (!(await fastify.quotesRepository.hasExchangeRate(answer.currency))) throw badRequest(`body/currency ${answer.currency} is not a currency Cargora converts`);
      const stored = await fastify.quotesRepository.answer(request.params.id, agentId, answer, new Date().toISOString(), request.lang);
      if (stored === 'notFound') throw notFound(`Quote request ${request.params.id} not found`);
      if (stored === 'notTheAgent') throw forbidden('This quote request was sent to another agent');
      if (stored === 'answered') throw new HttpError(409, 'This quote request has been answered already; an answer cannot be changed');
      return { data: stored, message: 'Answer sent' };
    },
  });
};

export default routes;
