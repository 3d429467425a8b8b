// robots.txt and the sitemaps, on the site's own origin where crawlers look for them. The API writes the sitemaps
// from its database; the host streams them through as they come.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CRAWL_DISALLOWED_PATHS, SITEMAP_INDEX_PATH, pageUrl, sitemapPath } from '@cargora/shared/server';

export interface SeoFilesOptions {
  /** Where the host's server reaches the API (the render workers' address). */
  apiUrl: string;
  /** The site's public origin, named in robots.txt. */
  siteUrl: string;
  /** How long to wait for the API's answer to begin (default 10 s); the body then streams for as long as it takes. */
  upstreamTimeoutMs?: number;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWL_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${pageUrl(siteUrl, SITEMAP_INDEX_PATH)}`,
    '',
  ].join('\n');
}

/** Headers of the API's answer the crawler should see. */
const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

export function registerSeoFiles(app: FastifyInstance, options: SeoFilesOptions): void {
  const robots = robotsTxt(options.siteUrl);
  const api = `${options.apiUrl.replace(/\/+$/, '')}/api/v1/misc/sitemaps`;
  const timeoutMs = options.upstreamTimeoutMs ?? 10_000;

  const proxy = async (upstream: string, reply: FastifyReply) => {
    const abort = new AbortController();
    // A crawler that hangs up stops the API's work too.
    reply.raw.once('close', () => abort.abort());
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    let res: Response;
    try {
      res = await fetch(upstream, { signal: abort.signal });
    } catch {
      return reply
        .code(503)
        .header('Retry-After', '60')
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The sitemap is unavailable; try again later.\n');
    } finally {
      clearTimeout(timer);
    }
    reply.code(res.status);
    for (const name of PASSED_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    return reply.send(res.body ? Readable.fromWeb(res.body as WebReadableStream) : '');
  };

  app.get('/robots.txt', async (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get(SITEMAP_INDEX_PATH, (_req, reply) => proxy(api, reply));
  app.get<{ Params: { name: string } }>(sitemapPath(':name'), (req, reply) =>
    proxy(`${api}/${encodeURIComponent(req.params.name)}`, reply),
  );
}
