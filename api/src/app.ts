import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { loadConfig, type AppConfig } from './config';
import envPlugin from './plugins/external/env';
import dbPlugin from './plugins/external/db';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import redisPlugin from './plugins/external/redis';
import multipartPlugin from './plugins/external/multipart';
import swaggerPlugin from './plugins/external/swagger';
import readCachePlugin from './plugins/app/read-cache';
import requestLanguagePlugin from './plugins/app/request-language';
import originCheckPlugin from './plugins/app/origin-check';
import storagePlugin from './plugins/app/storage';
import { HttpError, badRequest, storageError } from './lib/http-errors';
import { serverOptions } from './lib/server-options';
import servicesRepository from './plugins/app/services/services-repository';
import agentsRepository from './plugins/app/agents/agents-repository';
import contentRepository from './plugins/app/content/content-repository';
import authRepository from './plugins/app/auth/auth-repository';
import jwtPlugin from './plugins/app/auth/jwt';
import authService, { type OtpIssuedHook } from './plugins/app/auth/auth-service';
import telemetryRepository from './plugins/app/telemetry/telemetry-repository';
import applicationsRepository from './plugins/app/applications/applications-repository';
import quotesRepository from './plugins/app/quotes/quotes-repository';
import helpFeedbackRepository from './plugins/app/help-feedback/help-feedback-repository';
import sitemapsRepository from './plugins/app/sitemaps/sitemaps-repository';
import servicesRoutes from './routes/api/v1/misc/services';
import placesRoutes from './routes/api/v1/misc/places';
import categoriesRoutes from './routes/api/v1/misc/categories';
import agentsRoutes from './routes/api/v1/misc/agents';
import storefrontRoutes from './routes/api/v1/misc/storefront';
import blogsRoutes from './routes/api/v1/misc/blogs';
import faqsRoutes from './routes/api/v1/misc/faqs';
import careersRoutes from './routes/api/v1/misc/careers';
import jobApplicationRoutes from './routes/api/v1/misc/job-applications';
import quoteRequestRoutes from './routes/api/v1/misc/quote-requests';
import legalContentRoutes from './routes/api/v1/misc/legal-content';
import helpRoutes from './routes/api/v1/misc/help';
import helpFeedbackRoutes from './routes/api/v1/misc/help-feedback';
import subscriptionsRoutes from './routes/api/v1/misc/subscriptions';
import exchangeRatesRoutes from './routes/api/v1/misc/exchange-rates';
import qmsRoutes from './routes/api/v1/misc/qms';
import telemetryRoutes from './routes/api/v1/misc/telemetry';
import sitemapsRoutes from './routes/api/v1/misc/sitemaps';
import authRoutes from './routes/api/v1/auth';
import type { SeedOptions } from './db/seed';

export interface BuildAppOptions {
  /** Overrides for any configuration value (env vars fill the rest). */
  config?: Partial<AppConfig>;
  databaseUrl?: string;
  dataDir?: string;
  /** false disables logging (tests); true or pino options enable it. Default: on at LOG_LEVEL. */
  logger?: boolean | FastifyServerOptions['logger'];
  /** Seed sizes used when the database is empty; false to skip seeding. */
  seed?: Omit<SeedOptions, 'filesDir' | 'log'> | false;
  /** Called with every one-time code issued (tests read codes here instead of parsing logs). */
  onOtpIssued?: OtpIssuedHook;
  /** Extra wiring before the app is ready (the benchmark adds a bare route). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

export const JSON_BODY_LIMIT = 1024 * 1024;

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'code', '*.code', 'body.password', 'body.code'],
      censor: '[redacted]',
    },
  };
}

/** The path of the first non-finite number in a parsed query or JSON body, e.g. `querystring/page`. */
function nonFinitePath(value: unknown, at: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : at;
  if (value === null || typeof value !== 'object' || depth > 8 || Buffer.isBuffer(value)) return undefined;
  for (const [key, v] of Object.entries(value)) {
    const found = nonFinitePath(v, `${at}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    ...options.config,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  const logger = options.logger === undefined || options.logger === true ? loggerOptions(config.logLevel) : options.logger;
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    ...serverOptions(config),
    ajv: { customOptions: { allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setErrorHandler((thrown: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const err = storageError(thrown) ?? thrown;
    let statusCode = thrown.validation ? 400 : (err.statusCode ?? 500);
    if (statusCode < 400 || statusCode > 599) statusCode = 500;
    if (statusCode >= 500) request.log.error({ err: thrown }, 'request failed');
    else request.log.info({ statusCode, reason: err.message }, 'request rejected');
    const message = statusCode === 500 ? 'Internal Server Error' : err.message;
    if (err instanceof HttpError) void reply.headers(err.headers);
    void reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  await app.register(envPlugin, { config });
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  if (config.apiDocs) await app.register(swaggerPlugin);
  await app.register(dbPlugin, { seed: options.seed ?? {} });
  await app.register(originCheckPlugin);
  await app.register(storagePlugin);

  // Validation lets Infinity through (`page=Infinity`, `1e309`, or 1e309 in JSON): every number that reaches a handler is finite.
  app.addHook('preHandler', async (request) => {
    const bad = nonFinitePath(request.query, 'querystring') ?? nonFinitePath(request.body, 'body');
    if (bad) throw badRequest(`${bad} must be a finite number`);
  });

  await app.register(requestLanguagePlugin);
  await app.register(readCachePlugin);
  await app.register(servicesRepository);
  await app.register(agentsRepository);
  await app.register(contentRepository);
  await app.register(authRepository);
  await app.register(jwtPlugin);
  await app.register(authService, { onOtpIssued: options.onOtpIssued });
  await app.register(telemetryRepository);
  await app.register(applicationsRepository);
  await app.register(quotesRepository);
  await app.register(helpFeedbackRepository);
  await app.register(sitemapsRepository);

  // Liveness for a load balancer: this process answers. No dependency is asked (they are shared by every instance: one
  // that is down must not take them all out of the pool); readiness says which one is down.
  app.get('/health', {
    schema: { tags: ['ops'], summary: 'Liveness: this process answers (no dependency is asked)', response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });
  const ReadyBody = Type.Object({ status: Type.String(), db: Type.String(), files: Type.String(), disk: Type.String(), checkedAt: Type.String() });
  app.get('/ready', {
    schema: {
      tags: ['ops'],
      summary: 'Readiness of each dependency (database, files store, disk) as last checked in the background; 503 while one is down',
      response: { 200: ReadyBody, 503: ReadyBody },
    },
    handler: async (_request, reply) => {
      const state = app.storage.readiness();
      reply.code(state.status === 'ok' ? 200 : 503);
      return { ...state, db: state.db === 'ok' ? app.dbKind : state.db };
    },
  });

  const misc = [
    servicesRoutes, placesRoutes, categoriesRoutes, agentsRoutes, storefrontRoutes, blogsRoutes, faqsRoutes, careersRoutes, jobApplicationRoutes,
    quoteRequestRoutes, legalContentRoutes, helpRoutes, helpFeedbackRoutes, subscriptionsRoutes, exchangeRatesRoutes, qmsRoutes, telemetryRoutes, sitemapsRoutes,
  ];
  for (const routes of misc) await app.register(routes, { prefix: '/api/v1/misc' });
  await app.register(authRoutes, { prefix: '/api/v1/auth' });

  if (options.configure) await options.configure(app);
  await app.ready();
  return app;
}
