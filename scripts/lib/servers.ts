// The production servers: the host's origin and one origin per remote, as they would be deployed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import type { RuntimeConfig } from '../../shared/src/config';
import { FIRST_PAINT_ELEMENT_ID, FIRST_PAINT_FILE, type FirstPaint } from '../../shared/src/first-paint';
import { STORAGE_KEYS } from '../../shared/src/constants';
import { readManifest, versionDir } from './deploy';
import { deployDir, REMOTE_NAMES, ROOT, origin, ports, type RemoteName } from './paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{10}\.js(\.map)?(\.br|\.gz)?$/;


export function runtimeConfig(): RuntimeConfig {
  const p = ports();
  return {
    apiUrl: process.env.PUBLIC_API_URL ?? origin(p.api),
    filesUrl: process.env.FILES_ORIGIN ?? origin(p.files),
    customerSiteUrl: process.env.CUSTOMER_SITE_URL ?? 'http://localhost:5100',
    agentSiteUrl: process.env.AGENT_SITE_URL ?? 'http://localhost:5200',
    telemetry: process.env.NODE_ENV === 'production' || process.env.CARGORA_TELEMETRY === '1',
  };
}

/** The first paint the live version of each remote ships for `pathname`, if any (read once per version). */
const firstPaints = new Map<string, FirstPaint | null>();
export function liveFirstPaint(dir: string, pathname: string): FirstPaint | null {
  const manifest = readManifest(dir);
  for (const remote of REMOTE_NAMES) {
    const release = manifest[remote];
    if (!release) continue;
    const file = join(versionDir(dir, remote, release.version), FIRST_PAINT_FILE);
    if (!firstPaints.has(file)) {
      let paint: FirstPaint | null = null;
      try {
        paint = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstPaint) : null;
      } catch {
        paint = null; // a malformed file only costs the early paint
      }
      firstPaints.set(file, paint && paint.remote === remote && Array.isArray(paint.routes) && typeof paint.html === 'string' ? paint : null);
    }
    const paint = firstPaints.get(file);
    if (paint && paint.routes.includes(pathname)) return paint;
  }
  return null;
}

/**
 * Runs as the page is parsed, right after the first paint: drops it when the visitor's stored preferences
 * (language, dark mode, right-to-left, full width, bordered, theme colour) would make it look different from the real page.
 */
export function firstPaintGuard(lang: string): string {
  const keys = JSON.stringify({ language: STORAGE_KEYS.language, settings: STORAGE_KEYS.settings });
  return `(function(){var k=${keys},e=document.getElementById(${JSON.stringify(FIRST_PAINT_ELEMENT_ID)});if(!e)return;try{var l=localStorage.getItem(k.language),s=JSON.parse(localStorage.getItem(k.settings)||'{}')||{};if((l&&l!==${JSON.stringify(lang)})||(s.mode&&s.mode!=='light')||(s.direction&&s.direction!=='ltr')||(s.contentWidth&&s.contentWidth!=='boxed')||(s.skin&&s.skin!=='default')||(s.themeColor&&s.themeColor!=='primary'))e.remove()}catch(x){}})();`;
}

/** index.html with the run-time config, early hints for the landing remote and, where one exists, a first paint. */
export function renderIndexHtml(template: string, dir = deployDir(), pathname = '/'): string {
  const config = runtimeConfig();
  const manifest = readManifest(dir);
  const origins = new Set(Object.values(manifest).map((release) => new URL(release!.url).origin));
  const head = [
    `<script id="cargora-config" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`,
    ...[...origins, new URL(config.apiUrl).origin].map((o) => `<link rel="preconnect" href="${o}" crossorigin>`),
    // The landing page is where most visits start: fetch its remote's manifest while the host boots.
    manifest.catalog ? `<link rel="preload" as="fetch" href="${manifest.catalog.url}" crossorigin>` : '',
  ].join('\n    ');
  const paint = liveFirstPaint(dir, pathname);
  const body = paint
    ? // inert: nothing typed into it can be lost when the app takes over; it becomes usable a moment later.
      `<div id="${FIRST_PAINT_ELEMENT_ID}" data-remote="${paint.remote}" data-path="${encodeURI(pathname)}" inert aria-busy="true" aria-disabled="true">${paint.html}</div>` +
      `<script>${firstPaintGuard(paint.lang)}</script>`
    : '';
  return template.replace('<!--cargora:head-->', head).replace('<!--cargora:first-paint-->', body);
}

export async function createHostServer(options: { distDir?: string; deployDir?: string } = {}): Promise<FastifyInstance> {
  const distDir = options.distDir ?? join(ROOT, 'host', 'dist');
  const dir = options.deployDir ?? deployDir();
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  const template = () => readFileSync(join(distDir, 'index.html'), 'utf8');

  app.get('/remotes.json', async (_req, reply) => {
    const file = join(dir, 'remotes.json');
    reply.header('Cache-Control', 'no-store').type('application/json');
    return existsSync(file) ? readFileSync(file, 'utf8') : '{}';
  });
  const sendIndex = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(template(), dir, req.url.split('?')[0]!.replace(/\/+$/, '') || '/'));
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', HASHED.test(path) ? IMMUTABLE : 'no-cache');
    },
  });
  // Client-side routes: anything that is not a file gets the app shell.
  app.setNotFoundHandler((req, reply) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(req.url.split('?')[0]!)) return sendIndex(req, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

/** A remote's origin: every published version under /<version>/, CORS open for the site. */
export async function createRemoteServer(remote: RemoteName, dir = deployDir()): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Timing-Allow-Origin', '*');
  });
  app.get('/health', async () => ({ remote, active: readManifest(dir)[remote]?.version ?? null }));
  await app.register(fastifyStatic, {
    root: join(dir, remote),
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      // Hashed chunks never change; entry, manifest and translations must be re-checked.
      res.setHeader('Cache-Control', HASHED.test(path) ? IMMUTABLE : 'no-cache');
    },
  });
  return app;
}

export interface RunningSite {
  urls: Record<string, string>;
  close: () => Promise<void>;
}

export async function startStaticServers(only?: RemoteName[]): Promise<RunningSite> {
  const p = ports();
  const listen = process.env.LISTEN_HOST ?? 'localhost';
  const apps: FastifyInstance[] = [];
  const urls: Record<string, string> = {};
  const host = await createHostServer();
  await host.listen({ port: p.host, host: listen });
  apps.push(host);
  urls.host = origin(p.host);
  for (const remote of only ?? REMOTE_NAMES) {
    const app = await createRemoteServer(remote);
    await app.listen({ port: p[remote], host: listen });
    apps.push(app);
    urls[remote] = origin(p[remote]);
  }
  return { urls, close: async () => void (await Promise.all(apps.map((a) => a.close()))) };
}
