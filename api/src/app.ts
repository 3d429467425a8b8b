import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import path from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import { CONTRACT_VERSION } from '@cargora/shared/contracts';
import { loadConfig, type AppConfig } from './config';
import { HttpError, badRequest, storageError } from './lib/http-errors';
import { serverOptions } from './lib/server-options';
import type { SeedOptions } from './db/seed';
import type { OtpIssuedHook } from './plugins/app/auth/auth-service';

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

/** What autoload reads: modules only (no declarations, source maps or tests). */
const AUTOLOAD_FILES = { ignorePattern: /(\.d\.ts|\.map|\.test\.[jt]s)$/ };
const SWAGGER_FILE = /[/\\]swagger\.[cm]?[jt]s$/;

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
    // The db plugin migrates and, on an empty database, seeds it before it is ready: the default seed takes ~9 s on
    // PostgreSQL on the 2-core VM, near Fastify's default 10 s for a plugin to start, and over it on a busy machine.
    pluginTimeout: 180_000,
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

  // Plugins and routes are loaded from their folders (@fastify/autoload, as fastify/demo does): the external plugins
  // first (env, then what each names in its fastify-plugin `dependencies`), then the app's plugins, then the routes
  // under /api. A file is loaded when it exports a plugin by default; helper modules beside them export none.
  // Every plugin gets these options (env reads config, db seed, auth-service onOtpIssued).
  const pluginOptions = { config, seed: options.seed ?? {}, onOtpIssued: options.onOtpIssued };
  await app.register(fastifyAutoload, {
    dir: path.join(__dirname, 'plugins', 'external'),
    options: pluginOptions,
    dirNameRoutePrefix: false,
    ignoreFilter: config.apiDocs ? undefined : (file: string) => SWAGGER_FILE.test(file),
    ...AUTOLOAD_FILES,
  });

  // Validation lets Infinity through (`page=Infinity`, `1e309`, or 1e309 in JSON): every number that reaches a handler is finite.
  app.addHook('preHandler', async (request) => {
    const bad = nonFinitePath(request.query, 'querystring') ?? nonFinitePath(request.body, 'body');
    if (bad) throw badRequest(`${bad} must be a finite number`);
  });

  await app.register(fastifyAutoload, { dir: path.join(__dirname, 'plugins', 'app'), options: pluginOptions, dirNameRoutePrefix: false, ...AUTOLOAD_FILES });

  // Liveness for a load balancer: this process answers. No dependency is asked (they are shared by every instance: one
  // that is down must not take them all out of the pool); readiness says which one is down.
  app.get('/health', {
    schema: {
      tags: ['ops'],
      summary: 'Liveness: this process answers (no dependency is asked), and the contract version it serves',
      response: { 200: Type.Object({ status: Type.Literal('ok'), contract: Type.Integer() }) },
    },
    handler: async () => ({ status: 'ok' as const, contract: CONTRACT_VERSION }),
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

  // routes/api/v1/<group>/index.ts answers under /api/v1/<group>; the route groups in misc/ under /api/v1/misc.
  await app.register(fastifyAutoload, {
    dir: path.join(__dirname, 'routes', 'api'),
    options: { prefix: '/api' },
    dirNameRoutePrefix: (folderParent: string, folderName: string) => (path.basename(folderParent) === 'misc' ? false : folderName),
    ...AUTOLOAD_FILES,
  });

  if (options.configure) await options.configure(app);
  await app.ready();
  return app;
}
