/** @jest-environment node */
// The host's server as it answers addresses, server rendering on, with a stand-in render worker (a piscina task
// module, as in render-pool.test.ts): what it is asked to render, how often, and what a visitor gets.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG } from '@cargora/shared/server';
import { hostWorkerFile } from '../deploy-layout';
import { createHostServer } from '../host-server';

// A piscina task module: each render is numbered and shows the address it was asked for; `/jobs-details/boom` throws;
// `/jobs-details/slow…` takes 300 ms and leaves a part to the browser (so it is never kept); `/404` declares 404.
const STAND_IN = `
const { parentPort } = require('node:worker_threads');
let renders = 0;
module.exports = async (request) => {
  parentPort.postMessage({ renderStarted: request.id });
  if (request.url.startsWith('/jobs-details/boom')) throw new Error('boom');
  if (request.url.startsWith('/jobs-details/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  renders += 1;
  const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // (a slow page is long enough to go out compressed, as a stream, as real pages do)
  const slow = request.url.startsWith('/jobs-details/slow');
  const filler = slow ? '<p>' + 'a line of the page. '.repeat(200) + '</p>' : '';
  const html = new TextEncoder().encode('<p id="rendered">' + text(request.url) + ' #' + renders + '</p>' + filler);
  const pageState = new TextEncoder().encode('{}');
  return { id: request.id, status: request.url.startsWith('/404') ? 404 : 200, html, head: '<title>' + text(request.url) + '</title>', styles: '', pageState, remote: null, failures: slow ? ['careers: left to the browser (never kept)'] : [], ms: 1 };
};
`;

function site() {
  const root = mkdtempSync(join(tmpdir(), 'cargora-addresses-'));
  const dist = join(root, 'dist');
  const deploy = join(root, 'deploy');
  mkdirSync(join(dist, 'client'), { recursive: true });
  mkdirSync(join(dist, 'server'), { recursive: true });
  mkdirSync(deploy, { recursive: true });
  writeFileSync(join(dist, 'client', 'index.html'), '<html lang="en" dir="ltr"><head><title>t</title><!--cargora:head--></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--></body></html>');
  writeFileSync(hostWorkerFile(dist), STAND_IN);
  writeFileSync(join(deploy, 'remotes.json'), JSON.stringify({ catalog: { version: 'v1', url: 'http://localhost:3001/v1/mf-manifest.json' } }));
  return { dist, deploy };
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
async function host(rendering: boolean) {
  const { dist, deploy } = site();
  const app = await createHostServer({ distDir: dist, deployDir: deploy, config: DEFAULT_CONFIG, rendering: rendering ? { workers: 1 } : false, log: () => undefined });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  // A real request over a socket, the address as written (fetch keeps its slashes and escapes).
  const origin = `http://127.0.0.1:${port}`;
  const get = async (path: string): Promise<Answer> => {
    const res = await fetch(`${origin}${path}`, { redirect: 'manual' });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  return Object.assign(get, { origin });
}
const rendered = (answer: Answer) => /<p id="rendered">([^<]*)<\/p>/.exec(answer.body)?.[1];

describe('an address that names no page', () => {
  let get: (path: string) => Promise<Answer>;
  beforeAll(async () => {
    get = await host(true);
  });

  it.each([
    '/landing-page%E2%80%A8',
    '////evil.example//',
    '/company-details/%E2%80%A8/%E2%80%A9',
    '/company-details/%20/x',
    '/country-directory-page/zz%00cargora-bytes%00yy',
    '/no-such-page?cb=7',
  ])('is the 404 page, status 404, every time: %s', async (path) => {
    for (const answer of [await get(path), await get(path)]) {
      expect(answer.status).toBe(404);
      // The site's 404 page, rendered once for every such address (not the address itself).
      expect(rendered(answer)).toMatch(/^\/404 #\d+$/);
    }
  });

  it('keeps the language asked for', async () => {
    expect(rendered(await get('/company-details/%E2%80%A8/x?lang=fr&cb=1'))).toMatch(/^\/404\?lang=fr #/);
  });
});

describe('a render that throws', () => {
  it('answers 500 (the page left to the browser), not a 200, and is not kept', async () => {
    const get = await host(true);
    const [one, two] = [await get('/jobs-details/boom'), await get('/jobs-details/boom')];
    expect(one.status).toBe(500);
    expect(two.status).toBe(500);
    expect(two.headers.get('server-timing')).not.toContain('cache');
  });
});

describe('a visitor who leaves before the page is ready', () => {
  it('gets nothing more, and the page is answered once: no second answer to a closed response', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const get = await host(true);
      const number = async (path: string) => Number(/ #(\d+)$/.exec(rendered(await get(path)) ?? '')?.[1]);
      const before = await number('/jobs-details/slow-1');
      const leaving = new AbortController();
      const asked = fetch(`${get.origin}/jobs-details/slow-2`, { signal: leaving.signal }).catch(() => null);
      setTimeout(() => leaving.abort(), 50);
      await asked;
      // The render ends 300 ms after it began; the page then goes to a visitor who has gone, and nothing else runs
      // (Fastify went on to the files' route after the page, which rendered it a second time: fastify/fastify#4374).
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await number('/jobs-details/slow-3')).toBe(before + 2);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the query of a page', () => {
  let get: (path: string) => Promise<Answer>;
  beforeAll(async () => {
    get = await host(true);
  });

  it('is rendered and kept with only the parameters its route reads: ?cb=1 and ?cb=2 are one page', async () => {
    const one = await get('/allServices?cb=1&utm_source=x&page=2');
    const two = await get('/allServices?page=2&cb=2');
    expect(one.status).toBe(200);
    expect(rendered(one)).toMatch(/^\/allServices\?page=2 #\d+$/);
    expect(rendered(two)).toBe(rendered(one));
    expect(two.headers.get('server-timing')).toContain('cache');
    expect(one.body).not.toContain('utm_source');
  });

  it('sends the root to the landing page with its query as it came', async () => {
    const answer = await get('/?utm_source=x&lang=fr');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/landing-page?utm_source=x&lang=fr');
  });
});

describe('without server rendering', () => {
  it.each(['/landing-page%E2%80%A8', '////evil.example//', '/company-details/%E2%80%A8/%E2%80%A9'])('an address that names no page answers 404: %s', async (path) => {
    const get = await host(false);
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('id="boot"');
  });
});
