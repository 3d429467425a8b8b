// Canary measurements (issue 50). Written by anyone but validated: a browser posts one page event (an error boundary,
// an uncaught error, or an LCP/INP/CLS sample from web-vitals, sampled by the page) for a remote version that exists;
// the host posts its server renders' outcomes with the operator credential. Read with the operator credential only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, OneOf, REMOTE_VERSION_PATTERN, errorResponses } from '@cargora/shared/contracts/schemas';
import { REMOTE_NAMES } from '@cargora/shared/contracts';
import { hasOpsToken } from '@cargora/shared/server';
import { HttpError, badRequest } from '../../../../../lib/http-errors';
import { createKnownReleases } from '../../../../../plugins/app/telemetry/known-releases';

const Version = Type.String({ maxLength: 64, pattern: REMOTE_VERSION_PATTERN });
const PAGE_EVENT_KINDS = ['boundaryError', 'uncaughtError', 'LCP', 'INP', 'CLS'] as const;
const PageEvent = Type.Object(
  {
    remote: OneOf(REMOTE_NAMES),
    version: Version,
    kind: OneOf(PAGE_EVENT_KINDS),
    /** LCP and INP in milliseconds (at most 10 minutes), CLS as the score (at most 100). */
    value: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000 })),
  },
  { additionalProperties: false },
);
const RenderCounts = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          remote: OneOf(REMOTE_NAMES),
          version: Version,
          render: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
          renderError: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
const MeasurementsQuery = Type.Object(
  {
    remote: OneOf(REMOTE_NAMES),
    version: Version,
    since: Type.String({ format: 'date-time' }),
    seriesMs: Type.Optional(Type.Integer({ minimum: 10_000, maximum: 86_400_000 })),
  },
  { additionalProperties: false },
);
const Count = Type.Integer({ minimum: 0 });
const P75 = Type.Union([Type.Number(), Type.Null()]);
const Measurements = Type.Object({
  loads: Count,
  failures: Count,
  counts: Type.Object({
    load: Count,
    loadFailure: Count,
    render: Count,
    renderError: Count,
    boundaryError: Count,
    uncaughtError: Count,
  }),
  lcp: Type.Array(Type.Number()),
  inp: Type.Array(Type.Number()),
  cls: Type.Array(Type.Number()),
  series: Type.Array(
    Type.Object({ at: Type.String(), loads: Count, failures: Count, lcpP75: P75, inpP75: P75 }),
  ),
});
/** One event is well under 300 bytes. */
const PAGE_EVENT_BODY_LIMIT = 1024;

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const releases = createKnownReleases({ url: fastify.config.remotesUrl, log: (m) => fastify.log.warn(m) });
  const operatorsOnly = async (
    request: { headers: { authorization?: string } },
    reply: { callNotFound(): void },
  ) => {
    if (!hasOpsToken(request.headers.authorization, fastify.config.opsToken)) return reply.callNotFound();
  };
  const requireKnown = async (remote: (typeof REMOTE_NAMES)[number], version: string) => {
    const known = await releases.check(remote, version);
    if (known === 'unavailable')
      throw new HttpError(503, 'The published remote versions cannot be read right now; try again later', {
        'retry-after': '30',
      });
    if (known === 'unknown')
      throw badRequest(`${version} is not a published version of the ${remote} remote`);
  };

  fastify.post('/telemetry/page-event', {
    config: { rateLimit: { max: fastify.config.rateLimitTelemetry, timeWindow: '1 minute' } },
    bodyLimit: PAGE_EVENT_BODY_LIMIT,
    // navigator.sendBeacon posts a string as text/plain (a CORS-simple request that a page being closed can still send).
    preValidation: async (request) => {
      if (typeof request.body !== 'string') return;
      try {
        request.body = JSON.parse(request.body) as typeof request.body;
      } catch {
        throw badRequest('The body must be one JSON page event');
      }
    },
    preHandler: async () => fastify.storage.requireFreeSpace(),
    schema: {
      tags: ['ops'],
      summary: 'Report a page event of a remote version: an error, or a web-vitals sample',
      description:
        'One event, for a remote version the live remotes.json names (stable or canary); LCP and INP in ms need `value`, CLS its score; errors carry none.',
      body: PageEvent,
      response: {
        202: Envelope(Type.Object({ accepted: Type.Boolean() })),
        ...errorResponses(400, 403, 413, 429, 503, 507),
      },
    },
    handler: async (request, reply) => {
      const { remote, version, kind, value } = request.body;
      const vital = kind === 'LCP' || kind === 'INP' || kind === 'CLS';
      if (vital && value === undefined) throw badRequest(`A ${kind} sample needs its value`);
      if (!vital && value !== undefined) throw badRequest('An error event carries no value');
      if (kind === 'CLS' && value! > 100) throw badRequest('A CLS score is at most 100');
      await requireKnown(remote, version);
      if (vital) await fastify.canaryMeasurements.vital(remote, version, kind, value!);
      else await fastify.canaryMeasurements.count(remote, version, kind);
      reply.code(202);
      return { data: { accepted: true } };
    },
  });

  fastify.post('/telemetry/render-counts', {
    onRequest: operatorsOnly,
    schema: {
      tags: ['ops'],
      summary: "The host's server renders per remote version since its last report (operators)",
      body: RenderCounts,
      response: { 202: Envelope(Type.Object({ accepted: Type.Integer() })), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      for (const item of request.body.items) {
        await fastify.canaryMeasurements.count(item.remote, item.version, 'render', item.render);
        await fastify.canaryMeasurements.count(item.remote, item.version, 'renderError', item.renderError);
      }
      reply.code(202);
      return { data: { accepted: request.body.items.length } };
    },
  });

  fastify.get('/telemetry/measurements', {
    onRequest: operatorsOnly,
    schema: {
      tags: ['ops'],
      summary: "One remote version's loads, failures and vitals since a moment, and their series (operators)",
      description: 'For operators: `Authorization: Bearer <token>`; without it the route answers 404.',
      querystring: MeasurementsQuery,
      response: { 200: Envelope(Measurements), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const since = Date.parse(request.query.since);
      if (!Number.isFinite(since)) throw badRequest('since must be a date and time');
      const { remote, version, seriesMs } = request.query;
      return { data: await fastify.canaryMeasurements.measurements(remote, version, since, seriesMs) };
    },
  });
};

export default routes;
