import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ItemsOf, NameText, PageOf, errorResponses, AgentCountByCountry, AgentCountByState, AgentListQuery, AgentRefParams, AgentSummary, BestAgent, DirectoryQuery, LimitQuery, AgentServicesQuery, Service } from '@cargora/shared/contracts/schemas';
import { notFound } from '../../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const agents = fastify.agentsRepository;
  /** A directory page's place: a country or state the site does not know is a 404, not an empty list. */
  const knownPlace = async ({ country, state }: { country?: string; state?: string }) => {
    const unknown = await agents.unknownPlace({ country, state });
    if (unknown === 'country') throw notFound(`Country ${country} not found`);
    if (unknown === 'state') throw notFound(country ? `State ${state} not found in ${country}` : `State ${state} not found`);
  };

  fastify.get('/user/agent', {
    config: { readCache: true },
    schema: { tags: ['directory'], summary: 'List agents', querystring: AgentListQuery, response: { 200: Envelope(PageOf(AgentSummary)), ...errorResponses(400) } },
    handler: async (request) => {
      const { sort, page, pageSize, ...filters } = request.query;
      return { data: await agents.list(filters, sort ?? 'rating', { page: page ?? 1, pageSize: pageSize ?? 20 }, request.lang) };
    },
  });

  fastify.get('/company/directory', {
    config: { readCache: true },
    schema: {
      tags: ['directory'],
      summary: 'Worldwide company directory (404 for a country or state the site does not know)',
      querystring: DirectoryQuery,
      response: { 200: Envelope(PageOf(AgentSummary)), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const data = await agents.list(filters, 'name', { page: page ?? 1, pageSize: pageSize ?? 20 }, request.lang);
      // A place with companies is known; one without may still be (an empty list) or not (a 404).
      if (data.total === 0) await knownPlace(filters);
      return { data };
    },
  });

  fastify.get('/agent/services/:agentId', {
    config: { readCache: true },
    schema: {
      tags: ['directory'],
      summary: 'Services of an agent (numeric id or userId)',
      params: AgentRefParams('agentId'),
      querystring: AgentServicesQuery,
      response: { 200: Envelope(PageOf(Service)), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const ref = String((request.params as Record<string, string>).agentId);
      const agentId = await agents.resolveId(ref);
      if (agentId === undefined) throw notFound(`Agent ${ref} not found`);
      const { sort, page, pageSize } = request.query;
      return { data: await fastify.servicesRepository.list({ agentId }, sort ?? 'newest', { page: page ?? 1, pageSize: pageSize ?? 20 }, request.lang) };
    },
  });

  fastify.get('/agent/count', {
    config: { readCache: true },
    schema: {
      tags: ['directory'],
      summary: 'Agents per country',
      response: { 200: Envelope(Type.Object({ items: Type.Array(AgentCountByCountry), total: Type.Integer() })) },
    },
    handler: async (request) => ({ data: await agents.countByCountry(request.lang) }),
  });

  fastify.get('/agent/count/state', {
    config: { readCache: true },
    schema: {
      tags: ['directory'],
      summary: 'Agents per state of a country (404 for a country the site does not know)',
      querystring: Type.Object({ country: NameText }),
      response: { 200: Envelope(ItemsOf(AgentCountByState)), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const data = await agents.countByState(request.query.country, request.lang);
      // A country with agents is known; one without may still be (an empty list) or not (a 404).
      if (data.items.length === 0) await knownPlace(request.query);
      return { data };
    },
  });

  fastify.get('/best-performing/agent', {
    config: { readCache: true },
    schema: { tags: ['directory'], summary: 'Best performing agents', querystring: LimitQuery(8), response: { 200: Envelope(ItemsOf(BestAgent)), ...errorResponses(400) } },
    handler: async (request) => ({ data: { items: await agents.bestPerforming(request.query.limit ?? 8, request.lang) } }),
  });
};

export default routes;
