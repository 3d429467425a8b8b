import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../../../../lib/http-errors';
import {
  URLSET_CLOSE,
  URLSET_OPEN,
  XML_CONTENT_TYPE,
  sitemapIndexXml,
  urlXml,
  type SitemapEntry,
} from '../../../../../lib/sitemap-xml';
import {
  SITEMAP_SECTIONS,
  type SitemapSection,
} from '../../../../../plugins/app/sitemaps/sitemaps-repository';

/** Crawlers fetch sitemaps rarely; an hour keeps a crawl of a million URLs from reading the database twice. */
const CACHE_CONTROL = 'public, max-age=3600';

/** `services.xml` when the section fits in one file, else `services-1.xml`, `services-2.xml`… */
const fileName = (section: SitemapSection, page: number, files: number) =>
  files > 1 ? `${section}-${page}.xml` : `${section}.xml`;

function parseFileName(name: string): { section: SitemapSection; page: number | null } | undefined {
  const match = /^([a-z]+)(?:-([1-9][0-9]{0,5}))?\.xml$/.exec(name);
  const section = SITEMAP_SECTIONS.find((s) => s === match?.[1]);
  return section && match ? { section, page: match[2] ? Number(match[2]) : null } : undefined;
}

async function* urlset(siteUrl: string, batches: AsyncIterable<SitemapEntry[]>) {
  yield URLSET_OPEN;
  for await (const batch of batches) yield batch.map((entry) => urlXml(siteUrl, entry)).join('');
  yield URLSET_CLOSE;
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { siteUrl, sitemapMaxUrls: size } = fastify.config;
  const repo = fastify.sitemapsRepository;
  // On the cache's hits too (they skip the handler): every 200 may be kept by crawlers and proxies.
  const cacheable = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 200) reply.header('cache-control', CACHE_CONTROL);
    return payload;
  };

  fastify.get('/sitemaps', {
    // The index is a few lines (one per file), so the read cache may keep it; the files themselves are streamed.
    config: { readCache: true },
    onSend: cacheable,
    schema: {
      tags: ['seo'],
      summary: 'Sitemap index (XML): every sitemap file with its newest lastmod',
      produces: ['application/xml'],
    },
    handler: async (_request, reply) => {
      const files = [];
      for (const section of SITEMAP_SECTIONS) {
        const pages = await repo.pages(section, size);
        files.push(
          ...pages.map((p, i) => ({ name: fileName(section, i + 1, pages.length), lastmod: p.lastmod })),
        );
      }
      return reply.type(XML_CONTENT_TYPE).send(sitemapIndexXml(siteUrl, files));
    },
  });

  fastify.get('/sitemaps/:name', {
    onSend: cacheable,
    schema: {
      tags: ['seo'],
      summary: `One sitemap file (XML, streamed): a section's URLs, at most SITEMAP_MAX_URLS (${size}) per file; 404 JSON for a name the index does not list`,
      produces: ['application/xml'],
      params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
    },
    handler: async (request, reply) => {
      const parsed = parseFileName(request.params.name);
      if (!parsed) throw notFound(`No sitemap named ${request.params.name}`);
      const files = Math.ceil((await repo.count(parsed.section)) / size);
      // Only the names the index lists now: `services.xml` is unknown once the section is split, `jobs-2.xml` while it is not.
      const listed = parsed.page === null ? files <= 1 : files > 1 && parsed.page <= files;
      if (!listed) throw notFound(`No sitemap named ${request.params.name}`);
      const page = parsed.page ?? 1;
      return reply
        .type(XML_CONTENT_TYPE)
        .send(Readable.from(urlset(siteUrl, repo.entries(parsed.section, page, size))));
    },
  });
};

export default routes;
