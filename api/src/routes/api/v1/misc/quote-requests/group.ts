// One quote request to several agents (issue 49: an empty search or a lane page asks the agents serving the lane at
// once): one stored request per agent, each with its own reference, sharing the group's. Registered by index.ts.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IdempotencyKeyHeaders } from '../../../../../plugins/app/idempotency/idempotency-keys';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope, errorResponses, QuoteGroup, QuoteGroupAgent, QuoteGroupAgentsQuery, QuoteGroupBody, cleanQuoteRequest,
} from '@cargora/shared/contracts/schemas';
import { badRequest, notFound } from '../../../../../lib/http-errors';
import { checkedQuoteRequest, customerOf, quotePreHandler, storeOnce } from '../../../../../lib/quote-request-input';
import { bestServices, groupAgents } from '../../../../../plugins/app/quotes/quote-group-agents';
import { groupReferenceOf } from '../../../../../plugins/app/quotes/quote-reference';

const SCOPE = 'POST /api/v1/misc/quote-requests/group';

/** What an idempotency key of this endpoint records: the stored requests' ids (the answer is read again from them). */
interface RecordedGroup {
  ids: string[];
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { rateLimitQuotes } = fastify.config;

  /** The first answer again, for a repeat of a group that was stored (the same references, nothing stored twice). */
  async function replay(request: FastifyRequest, reply: FastifyReply, recorded: unknown) {
    const { ids } = recorded as RecordedGroup;
    const items = await Promise.all(ids.map((id) => fastify.quotesRepository.findById(id, request.lang)));
    if (items.some((item) => item === undefined)) {
      throw notFound('The quote requests this Idempotency-Key stored no longer exist; send a new key to request again');
    }
    reply.code(201).header('idempotent-replayed', 'true');
    return { data: { reference: groupReferenceOf(items[0]!.reference), items: items.map((item) => item!) }, message: 'Quote requests received' };
  }

  fastify.post('/quote-requests/group', {
    config: { rateLimit: { max: rateLimitQuotes, timeWindow: '1 minute' } },
    // Each agent's request counts against the daily quotas.
    preHandler: quotePreHandler(fastify, SCOPE, replay, (request) => {
      const agents = (request.body as { agentIds?: unknown } | undefined)?.agentIds;
      return Array.isArray(agents) ? agents.length : 1;
    }),
    schema: {
      tags: ['quotes'],
      summary:
        'Request quotes from several agents at once (1 to 5, each serving something): one request per agent, each with ' +
        "its own reference and the agent's cheapest service on the route (else none), sharing the group's reference " +
        '(G-XXXX-XXXX). The fields, validation, daily quotas (one per agent), rate limit and Idempotency-Key are those of ' +
        'a single quote request',
      headers: IdempotencyKeyHeaders,
      body: QuoteGroupBody,
      response: { 201: Envelope(QuoteGroup), ...errorResponses(400, 403, 404, 422, 429, 503, 507) },
    },
    handler: async (request, reply) => {
      const { agentIds, ...body } = request.body;
      const twice = agentIds.find((id, i) => agentIds.indexOf(id) !== i);
      if (twice !== undefined) throw badRequest(`body/agentIds names agent ${twice} more than once`);
      const { values, load } = checkedQuoteRequest(body);
      const agents = new Map((await groupAgents(fastify.db, agentIds, request.lang)).map((a) => [a.id, a]));
      for (const id of agentIds) {
        const agent = agents.get(id);
        if (!agent) throw badRequest(`body/agentIds agent ${id} does not exist`);
        if (agent.serviceCount === 0) throw badRequest(`body/agentIds agent ${id} (${agent.companyName}) lists no service`);
      }
      const cleaned = cleanQuoteRequest(values);
      const best = await bestServices(fastify.db, agentIds, cleaned);
      const common = { userId: await customerOf(fastify, request), clientIp: request.ip, createdAt: new Date().toISOString(), load };
      const requests = agentIds.map((agentId) => ({ ...cleaned, ...common, id: crypto.randomUUID(), agentId, serviceId: best.get(agentId) ?? null }));
      const record: RecordedGroup = { ids: requests.map((r) => r.id) };
      const result = await storeOnce(fastify, request, reply, SCOPE, record, (alsoStore) => fastify.quotesRepository.insertGroup(requests, request.lang, alsoStore), replay);
      if ('replayed' in result) return result.replayed;
      reply.code(201);
      return { data: result.stored, message: 'Quote requests received' };
    },
  });

  fastify.get('/quote-requests/group/agents', {
    config: { readCache: true },
    schema: {
      tags: ['quotes'],
      summary: 'The agents a group quote request page names (`ids`: up to 5, comma-separated): those that exist, in the order asked',
      querystring: QuoteGroupAgentsQuery,
      response: { 200: Envelope(Type.Array(QuoteGroupAgent)), ...errorResponses(400) },
    },
    handler: async (request) => ({ data: await groupAgents(fastify.db, [...new Set(request.query.ids.split(',').map(Number))], request.lang) }),
  });
};

export default routes;
