/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG } from '@cargora/shared/server';
import { createHostServer, type ServerRenderingOptions } from '../host-server';
import { staticOriginSettings } from '../static-origin';

const SITE = 'https://www.cargora.test';

function site() {
  const root = mkdtempSync(join(tmpdir(), 'cargora-seo-files-'));
  mkdirSync(join(root, 'dist', 'client'), { recursive: true });
  mkdirSync(join(root, 'deploy'), { recursive: true });
  writeFileSync(
    join(root, 'dist', 'client', 'index.html'),
    '<head><!--cargora:head--></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--></body>',
  );
  writeFileSync(join(root, 'deploy', 'remotes.json'), '{}');
  return { dist: join(root, 'dist'), deploy: join(root, 'deploy') };
}

/** A stand-in API: answers with `handle`, and records the paths it was asked for. */
async function fakeApi(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url!);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, paths, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

const apps: FastifyInstance[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function host(apiUrl: string, rendering: ServerRenderingOptions | false = false) {
  const { dist, deploy } = site();
  const app = await createHostServer({
    distDir: dist,
    deployDir: deploy,
    config: { ...DEFAULT_CONFIG, siteUrl: `${SITE}/`, apiUrl },
    settings: staticOriginSettings({}),
    rendering,
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

// Without compression, so a chunk reaches the test when the host passes it on.
const get = (url: string) => fetch(url, { headers: { 'accept-encoding': 'identity' } });

describe('robots.txt', () => {
  it('lets every crawler in, keeps it out of the session pages and the forms, and names the sitemap index', async () => {
    const res = await get(`${await host('http://127.0.0.1:9')}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /login',
      'Disallow: /verify-otp',
      'Disallow: /home',
      'Disallow: /apply-jobs',
      'Disallow: /report-listing',
      'Disallow: /request-quotes',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
    // The comparison is noindex, which a crawler can only read if it may fetch the page.
    expect(lines.some((line) => line.includes('compare'))).toBe(false);
  });
});

describe('the sitemaps, streamed from the API', () => {
  it('passes the index and a file through with their status and content type', async () => {
    const api = await fakeApi((req, res) => {
      if (req.url === '/api/v1/misc/sitemaps') {
        res.writeHead(200, {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        });
        res.end('<sitemapindex/>');
      } else {
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        res.end('{"statusCode":404,"error":"Not Found","message":"No sitemap named nope.xml"}');
      }
    });
    servers.push(api.server);
    const base = await host(api.url);
    const index = await get(`${base}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await index.text()).toBe('<sitemapindex/>');
    const unknown = await get(`${base}/sitemaps/nope.xml`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await unknown.json()).message).toBe('No sitemap named nope.xml');
    expect(api.paths).toEqual(['/api/v1/misc/sitemaps', '/api/v1/misc/sitemaps/nope.xml']);
  });

  it('sends each part as the API writes it, without waiting for the whole file', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const api = await fakeApi((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      res.write('<urlset>first</urlset-part>');
      void released.then(() => res.end('<rest/>'));
    });
    servers.push(api.server);
    const res = await get(`${await host(api.url)}/sitemaps/services-2.xml`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    // The API holds back the rest until this first part has come through the host.
    expect(decoder.decode((await reader.read()).value)).toBe('<urlset>first</urlset-part>');
    release();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += decoder.decode(part.value);
    expect(rest).toBe('<rest/>');
    expect(api.paths).toEqual(['/api/v1/misc/sitemaps/services-2.xml']);
  });

  it('asks the API where the render workers do (SSR_API_URL), not the browser’s address', async () => {
    const api = await fakeApi((_req, res) => res.end('<sitemapindex/>'));
    servers.push(api.server);
    const res = await get(`${await host('http://127.0.0.1:9', { apiUrl: api.url })}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(api.paths).toEqual(['/api/v1/misc/sitemaps']);
  });

  it('answers 503 with Retry-After when the API cannot be reached', async () => {
    // Port 9 (discard), where nothing listens. (A stand-in API closed just before could hand its port to the host
    // server itself, listening on any free port: the host then asked itself and answered 200, seen once in CI.)
    const res = await get(`${await host('http://127.0.0.1:9')}/sitemap.xml`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});
