// What every static origin (the host's and each remote's) has in common: time-outs, compression, caching of
// published files, and only a build's client/ folder served (its server build and private files are folders beside
// it; source maps and statistics come from private/ only outside production or with PUBLIC_SOURCE_MAPS=1).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { PRIVATE_BUILD_FILE, fastifyTrustProxy, parseTrustProxy, type BuildLayout, type TrustProxy } from '@cargora/shared/server';

export { PRIVATE_BUILD_FILE };

export interface StaticOriginSettings {
  /** Whole request, headers and body, must arrive within this (slow bodies are cut off). */
  requestTimeoutMs: number;
  /** Request headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic at all is closed after this. */
  idleTimeoutMs: number;
  /** Fastify's trustProxy: honour X-Forwarded-Proto (and -For) from a TLS-terminating proxy, for HSTS. */
  trustProxy: TrustProxy;
  /** Serve source maps and build statistics from a build's private/ (NODE_ENV=production: only with PUBLIC_SOURCE_MAPS=1). */
  servePrivateBuildFiles: boolean;
}

/** A whole number ≥ 0 from the environment, else `fallback`. */
export function envInt<F extends number | undefined>(value: string | undefined, fallback: F): number | F {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}
const int = envInt;

export function staticOriginSettings(env: NodeJS.ProcessEnv = process.env): StaticOriginSettings {
  return {
    requestTimeoutMs: int(env.STATIC_REQUEST_TIMEOUT_MS, 30_000),
    headersTimeoutMs: int(env.STATIC_HEADERS_TIMEOUT_MS, 10_000),
    keepAliveTimeoutMs: int(env.STATIC_KEEP_ALIVE_TIMEOUT_MS, 5_000),
    idleTimeoutMs: int(env.STATIC_IDLE_TIMEOUT_MS, 30_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    servePrivateBuildFiles: env.NODE_ENV !== 'production' || env.PUBLIC_SOURCE_MAPS === '1',
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{10}\.js(\.map)?(\.br|\.gz)?$/;
/** A file path (decoded) that climbs out of its folder or that no file can have: not found, not send's 403. */
const NO_SUCH_FILE = /(^|\/)\.\.(\/|$)|\0/;

/** Answers a request whose address Fastify cannot even parse (a lone '%', say); given the app once it exists. */
export type BadUrlHandler = (req: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Where a request Fastify cannot route is answered. Fastify hands such a request to `frameworkErrors` without running
 * any hook, so it is routed again to this address instead: it then goes through every hook (helmet's headers, the
 * origin's own) like any other request.
 */
const UNREADABLE_ADDRESS = '/.unreadable-address';

/**
 * A Fastify app with the time-outs; `headers` go on every response, the 404s of hidden files included. An address
 * Fastify cannot route (one that cannot be decoded, '/popularblogs/%', or a parameter over 100 characters) gets
 * `badUrl()`'s answer (the host: its 404 page), else a plain 400, never Fastify's JSON error.
 */
export async function createStaticOrigin(
  settings: StaticOriginSettings,
  headers: (req: FastifyRequest) => Record<string, string>,
  badUrl: () => BadUrlHandler | undefined = () => undefined,
): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    frameworkErrors(_error, req, reply) {
      req.raw.url = UNREADABLE_ADDRESS;
      app.routing(req.raw, reply.raw);
    },
    logger: false,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    connectionTimeout: settings.idleTimeoutMs,
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    bodyLimit: 64 * 1024,
    // Node checks the header and request time-outs on this interval (30 s by default): check every second.
    http: { headersTimeout: settings.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
  });
  // Brotli at quality 5, not the plugin's 4: a page's HTML comes out about 8% smaller (a service page 14.7 -> 13.5 KB,
  // under TCP's first window of 14.6 KB with its headers once the page state is trimmed) for ~0.4 ms more per page.
  // Files are precompressed at build time; this is for what the origin answers itself (HTML, JSON).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(headers(req));
  });
  app.all(UNREADABLE_ADDRESS, (req, reply) => {
    const handler = badUrl();
    if (handler) return handler(req, reply);
    return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: this address cannot be read.');
  });
  // A request's own mistake (a body too large, say) keeps Fastify's 4xx answer. A failure of ours is logged (the
  // logger is off) and answered 500 without its message (paths, internals); the process keeps serving.
  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return reply.send(error);
    console.error(`[static origin] ${req.method} ${req.url} failed:`, error);
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
  });
  return app;
}

/** An address of a page, not a file: its path (before any query) does not end in a file extension. */
export const isPageAddress = (url: string) => !/\.[a-z0-9]+$/i.test(url.split('?')[0]!);

/**
 * Serves the browser files of a build at `url` ('/*', or '/:version/*' for a remote's versions) as published:
 * precompressed, hashed chunks cached for a year, everything else re-checked. `buildOf` names the build a request
 * is for (null: none, 404). Files are looked up in its client/ folder only, and private/ for a source map or the
 * statistics when `settings` serve them: the server build and the other private files are not below either, so no
 * spelling of an address (percent-escapes, encoded or doubled slashes, dot segments, case) can reach them.
 *
 * With `page`, an address whose last segment has no file extension is a page: `page` answers it in this route's
 * handler, without looking for a file (three looks, .br, .gz, then as is, about half a millisecond of the server's
 * only thread). Not in an onRequest hook: when the visitor has gone before a hook's answer is written, Fastify goes on
 * to the route's handler as well (fastify/fastify#4374), which answered the page a second time.
 */
export async function serveBuild(
  app: FastifyInstance,
  url: string,
  buildOf: (req: FastifyRequest) => BuildLayout | null,
  settings: Pick<StaticOriginSettings, 'servePrivateBuildFiles'>,
  page?: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  await app.register(fastifyStatic, {
    serve: false,
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('Cache-Control', HASHED.test(path) ? IMMUTABLE : 'no-cache');
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url,
    handler(req, reply) {
      if (page && isPageAddress(req.url)) return page(req, reply);
      const file = (req.params as Record<string, string | undefined>)['*'] ?? '';
      const build = buildOf(req);
      if (!build || NO_SUCH_FILE.test(file)) {
        reply.callNotFound();
        return;
      }
      const root = settings.servePrivateBuildFiles && PRIVATE_BUILD_FILE.test(file) ? build.private : build.client;
      reply.sendFile(`/${file}`, root);
    },
  });
}
