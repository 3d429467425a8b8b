import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { createDb } from './db/connection';
import type { Database } from './db/types';
import { serverOptions } from './lib/server-options';
import { contentTypeOf, diskObjectStore, s3ObjectStore } from './lib/object-store';
import { createShareImagesRepository, type ShareImagesRepository } from './plugins/app/share-images/share-images-repository';
import { createShareImageStore } from './plugins/app/share-images/share-image-store';
import shareImageRoutes from './routes/files/share';

export interface FilesAppOptions {
  /** The API's database (one pool per process); without it the files app opens its own on first use. */
  db?: Kysely<Database>;
}

/**
 * The store key a path under /files/ names, or null when it is not public: above the store, in the private
 * applications/ folder (any case), or a hidden name. The router has already decoded the path once, and that decoded
 * path is what is served (@fastify/static re-encodes it for send, which decodes it once), so it is checked as it is:
 * decoding it again would check another name than the one served, and throws on a lone `%` (`/files/%25`). It must
 * not throw for any input: @fastify/static calls it from a promise nobody awaits, where a throw left the request
 * unanswered and ended the process (issue 45).
 */
function publicKey(pathName: string): string | null {
  let key: string;
  try {
    // What @fastify/static does with the path next (a lone surrogate throws there).
    encodeURI(pathName);
    key = path.posix.normalize(pathName).replace(/^\/+/, '');
  } catch {
    return null;
  }
  if (key.startsWith('..') || /(^|\/)applications(\/|$)/i.test(key) || key.split('/').some((part) => part.startsWith('.'))) return null;
  return key;
}

/**
 * The folders of the bucket that hold public files (the seeded and uploaded pictures); the share images under share/
 * have routes of their own. Everything else a shared bucket may hold (applications/, or whatever another service
 * puts there) is never served: an allow-list, not a list of what to refuse.
 */
const PUBLIC_FOLDERS = new Set(['blogs', 'logos', 'services']);
const isPublicObject = (key: string) => PUBLIC_FOLDERS.has(key.split('/', 1)[0]!) && key.includes('/');

/**
 * Public files origin: the files store under /files/: DATA_DIR/files except the private applications/ folder, or the
 * S3 bucket's public folders alone; and the share images (/files/share/<kind>/<id>.png), drawn from the database on first request
 * and kept in the store under share/.
 */
export async function buildFilesApp(config: AppConfig, logger: FastifyServerOptions['logger'] = false, options: FilesAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger, ...serverOptions(config) });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    // The images are SVGs: inline styles and data: images inside them, nothing else, and no framing.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'");
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (config.isProduction) reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
  });
  // Before the routes: the share images' plugin inherits them.
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `File ${request.url.split('?')[0]} not found` });
  });
  app.setErrorHandler((err: Error & { statusCode?: number; headers?: Record<string, string> }, request, reply) => {
    // A 4xx, or the store not answering (503 with Retry-After, from the object store's deadline), as it is; else 500.
    const passes = err.statusCode !== undefined && ((err.statusCode >= 400 && err.statusCode < 500) || err.statusCode === 503);
    const statusCode = passes ? err.statusCode! : 500;
    if (statusCode >= 500) request.log.error({ err }, 'files origin: request failed');
    if (passes && err.headers) void reply.headers(err.headers);
    void reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: statusCode === 500 ? 'Internal Server Error' : err.message });
  });
  const objects = config.s3 ? s3ObjectStore(config.s3) : diskObjectStore(config.filesDir);
  if (config.s3) {
    // Public files from the bucket (the CDN in front caches them): only its public folders; applications/ stays private.
    app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
      const key = publicKey(request.params['*']);
      if (key === null || !isPublicObject(key)) return reply.callNotFound();
      const body = await objects.get(key);
      if (!body) return reply.callNotFound();
      return reply.type(contentTypeOf(key)).header('cache-control', 'public, max-age=31536000, immutable').send(body);
    });
  } else await app.register(fastifyStatic, {
    root: config.filesDir,
    prefix: '/files/',
    maxAge: '365d',
    immutable: true,
    dotfiles: 'deny',
    index: false,
    allowedPath: (pathName) => publicKey(pathName) !== null,
  });
  let repository: ShareImagesRepository | undefined;
  let ownDb: Kysely<Database> | undefined;
  const shareImagesRepository = () => {
    if (!repository) {
      const db = options.db ?? (ownDb = createDb(config.databaseUrl, { poolSize: 2 }).db);
      repository = createShareImagesRepository(db);
    }
    return repository;
  };
  app.addHook('onClose', async () => {
    await ownDb?.destroy();
  });
  await app.register(shareImageRoutes, { prefix: '/files/share', repository: shareImagesRepository, store: createShareImageStore(objects, app.log) });
  await app.ready();
  return app;
}
