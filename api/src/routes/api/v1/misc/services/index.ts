import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CATEGORY_KEYS, Envelope, IdParams, ItemsOf, SearchPageOf, errorResponses, CategoryCount, CategoryCounts, CountsParams, DomesticCountry, PopularRoute, Service,
  ServiceListQuery, LoadQuery, LimitQuery, SimilarServicesQuery, ServiceFacets, ServiceFacetsQuery, ServiceDetail, SERVICE_DETAIL_REVIEWS,
  SIMILAR_SERVICES_SHOWN,
} from '@cargora/shared/contracts/schemas';
import { badRequest, notFound } from '../../../../../lib/http-errors';
import type { ServiceFilters } from '../../../../../plugins/app/services/services-repository';
import { pricingLoadOf } from '../../../../../plugins/app/services/load-pricing';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.servicesRepository;

  fastify.get('/services', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary: 'Search services',
      description:
        'With a load (`load`=20|40|40HC|reefer|pkg, `n`, `kg`, `m3` or `l`/`w`/`h` in cm, `value`, `valueCur`, `days`) each service carries ' +
        '`loadPrice`: the all-in price of that load in its currency with its lines, or `{ unavailable: reason }`; `sort=price_asc|price_desc` ' +
        'orders by that price in US dollars, the services that cannot carry the load last (they are listed and counted, not filtered out). ' +
        'A wrong load is a 400 naming each wrong field.',
      querystring: ServiceListQuery,
      response: { 200: Envelope(SearchPageOf(Service)), ...errorResponses(400) },
    },
    handler: async (request) => {
      const q = request.query;
      if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) throw badRequest('querystring/minPrice must be <= maxPrice');
      return { data: await repo.listFromQuery(q, request.lang, await pricingLoadOf(fastify.db, q)) };
    },
  });

  fastify.get('/services/facets', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary: 'How many services each category, mode, protection choice and rating step would list, with the other filters applied',
      querystring: ServiceFacetsQuery,
      response: { 200: Envelope(ServiceFacets), ...errorResponses(400) },
    },
    handler: async (request) => {
      const q = request.query;
      if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) throw badRequest('querystring/minPrice must be <= maxPrice');
      return { data: await repo.facets(q as ServiceFilters) };
    },
  });

  fastify.get('/services/:id', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary: 'Service by id, with its own newest reviews and the services most like it; with a load (as the list takes it), its price',
      params: IdParams,
      querystring: LoadQuery,
      response: { 200: Envelope(ServiceDetail), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const id = Number(request.params.id);
      const service = await repo.findById(id, request.lang, await pricingLoadOf(fastify.db, request.query));
      if (!service) throw notFound(`Service ${request.params.id} not found`);
      const [recentReviews, similar, agentTrust] = await Promise.all([
        // The reviews written about this service: the agent's other jobs are its storefront's.
        fastify.agentsRepository.reviews(service.agent.id, 'newest', { page: 1, pageSize: SERVICE_DETAIL_REVIEWS }, id),
        repo.similar(id, SIMILAR_SERVICES_SHOWN, request.lang),
        fastify.agentsRepository.trust(service.agent.id),
      ]);
      // Removed between the two reads: nothing is like a service that is gone.
      return { data: { ...service, recentReviews, similar: similar ?? [], agentTrust } };
    },
  });

  fastify.get('/services/:id/similar', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary: 'Services like this one: same category and mode on the same lane first, then nearby lanes (never itself)',
      params: IdParams,
      querystring: SimilarServicesQuery,
      response: { 200: Envelope(ItemsOf(Service)), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const items = await repo.similar(Number(request.params.id), request.query.limit ?? SIMILAR_SERVICES_SHOWN, request.lang);
      if (!items) throw notFound(`Service ${request.params.id} not found`);
      return { data: { items } };
    },
  });

  fastify.get('/services/counts/:x', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary: 'Service count of a category, or of every category with x=all',
      params: CountsParams,
      response: { 200: Envelope(Type.Union([CategoryCounts, CategoryCount])), ...errorResponses(400) },
    },
    handler: async (request) => {
      const { x } = request.params;
      if (x === 'all') {
        const counts = await repo.countsByCategory();
        const items = CATEGORY_KEYS.map((category) => ({ category, count: counts.get(category) ?? 0 }));
        return { data: { items, total: items.reduce((s, i) => s + i.count, 0) } };
      }
      const key = CATEGORY_KEYS.find((k) => k === x);
      if (!key) throw badRequest(`params/x must be "all" or one of: ${CATEGORY_KEYS.join(', ')}`);
      return { data: { category: key, count: await repo.countInCategory(key) } };
    },
  });

  fastify.get('/popular/domestic-countries', {
    config: { readCache: true },
    schema: {
      tags: ['catalog'],
      summary: 'Countries with domestic services, most services first (the domestic routes page offers them)',
      response: { 200: Envelope(ItemsOf(DomesticCountry)) },
    },
    handler: async (request) => ({ data: { items: await repo.domesticCountries(request.lang) } }),
  });

  fastify.get('/popular/international-routes', {
    config: { readCache: true },
    schema: { tags: ['catalog'], summary: 'Most served international routes', querystring: LimitQuery(12), response: { 200: Envelope(ItemsOf(PopularRoute)), ...errorResponses(400) } },
    handler: async (request) => ({ data: { items: await repo.popularInternationalRoutes(request.query.limit ?? 12, request.lang) } }),
  });
};

export default routes;
