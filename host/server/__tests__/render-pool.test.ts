/** @jest-environment node */
// The render pool's own logic, with a stand-in piscina task module (the real worker, its React tree and the remotes'
// server builds are covered by the browser tests and bench:ssr): one piscina pool per generation of remotes.json,
// warmed up before it serves; a render past its budget aborted and its thread replaced; visitors' pages before
// refreshes of stale pages; GET /ready only once the warm-up has rendered its pages.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '@cargora/shared/server';
import { DEFAULT_SETTINGS } from '@cargora/shared/runtime';
import { RenderPool } from '../render-pool';
import { createHostServer } from '../host-server';

// A piscina task module: its code is loaded START_MS after the thread starts; it loads its generation (the versions
// its first page names; none for a page of the host's own, which a spare renders) in LOAD_MS; a page takes 40 ms (/slow: 600 ms, /hang: forever, on the thread's only
// JavaScript thread). Its HTML says which version rendered it, on which thread, started when.
const STAND_IN = `
const { parentPort, threadId } = require('node:worker_threads');
const startedAt = Date.now();
const START_MS = 30;
const LOAD_MS = (version) => 10;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let bound = null;
module.exports = wait(START_MS).then(() => async (request) => {
  const version = request.generation ? request.generation.catalog.version : null;
  if (version) {
    bound ??= { version, loaded: wait(LOAD_MS(version)) };
    if (bound.version !== version) throw new Error('asked for another generation');
    await bound.loaded;
  }
  parentPort.postMessage({ renderStarted: request.id });
  if (request.url.startsWith('/hang')) for (;;) {}
  await wait(request.url.startsWith('/slow') ? 600 : 40);
  const html = new TextEncoder().encode(JSON.stringify({ url: request.url, version, thread: threadId, startedAt }));
  return { id: request.id, status: 200, html, head: '', styles: '', pageState: new Uint8Array(0), remote: null, failures: [], ms: 40 };
});
`;

const state = { lang: 'en' as const, currency: 'USD', settings: DEFAULT_SETTINGS };
const release = (version: string) => ({
  catalog: { version, url: `http://localhost:3001/${version}/mf-manifest.json` },
});
interface Rendered {
  url: string;
  version: string;
  thread: number;
  /** When its thread started. */
  startedAt: number;
}

describe('the render pool', () => {
  let dir: string;
  let pool: RenderPool;
  const activate = (version: string) => {
    // As the release tool does: a new file renamed over the old one.
    writeFileSync(join(dir, 'remotes.next.json'), JSON.stringify(release(version)));
    renameSync(join(dir, 'remotes.next.json'), join(dir, 'remotes.json'));
  };
  const page = async (url: string, background = false) => {
    const { result } = await pool.render({ url, state }, { background });
    return JSON.parse(new TextDecoder().decode(result!.html)) as Rendered;
  };
  const until = async (ok: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await ok())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
    writeFileSync(join(dir, 'stand-in-worker.js'), STAND_IN);
    activate('1.0.0');
  });
  afterEach(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = (size: number, budgetMs = 800, switchWithinMs = 10_000, spareAfterMs: number | null = null, keepPreviousMs = 0) =>
    new RenderPool({
      workerFile: join(dir, 'stand-in-worker.js'),
      hostDistDir: dir,
      deployDir: dir,
      apiUrl: 'http://127.0.0.1:9',
      config: DEFAULT_CONFIG,
      budgetMs,
      size,
      checkEveryMs: 0,
      switchWithinMs,
      spareAfterMs,
      keepPreviousMs,
    });

  it('starts a pool for each generation of remotes.json, serves it once warm, and ends the old one', async () => {
    pool = start(1);
    const first = await page('/a');
    expect(first.version).toBe('1.0.0');
    expect(pool.stats().workers).toBe(1);

    activate('1.1.0');
    // The next pages come from the new version once its threads have warmed up; never from a thread of the old one.
    await until(async () => (await page('/b')).version === '1.1.0');
    const after = await page('/c');
    expect(after.version).toBe('1.1.0');
    expect(after.thread).not.toBe(first.thread);
    expect(pool.stats()).toMatchObject({ generationsStarted: 2, generation: release('1.1.0') });
    // The old pool's thread ends once it is drained.
    await until(() => pool.stats().workers === 1);

    activate('1.0.0');
    await until(async () => (await page('/d')).version === '1.0.0');
    expect(pool.stats().generationsStarted).toBe(3);
  });

  it('gives a new generation the spare pool started once the one before was warm, then starts another spare', async () => {
    // The host's code takes a second to load on a thread; the spare loads it before the release.
    writeFileSync(join(dir, 'stand-in-worker.js'), STAND_IN.replace('START_MS = 30', 'START_MS = 1000'));
    pool = start(1, 800, 10_000, 50);
    const first = await page('/a');
    await until(() => pool.stats().spareThreads === 1);
    // Its thread has loaded the host's code (START_MS) by the release.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const releasedAt = Date.now();
    activate('1.1.0');
    await until(async () => (await page('/b')).version === '1.1.0');
    const after = await page('/c');
    // Its thread was neither the old generation's nor one started by the release.
    expect(after.thread).not.toBe(first.thread);
    expect(after.startedAt).toBeLessThan(releasedAt);
    expect(pool.stats()).toMatchObject({ generationsStarted: 2, generation: release('1.1.0') });
    // Once the new generation is warm, a new spare for the next one.
    await until(() => pool.stats().spareThreads === 1);
    await until(() => pool.stats().workers === 1);
    activate('1.0.0');
    await until(async () => (await page('/d')).version === '1.0.0');
    expect((await page('/e')).startedAt).toBeLessThan(Date.now() - 50);
  });

  it('keeps the generation a release replaced: a rollback to it serves at once, on its threads', async () => {
    pool = start(1, 800, 10_000, null, 10_000);
    const first = await page('/a');
    activate('1.1.0');
    await until(async () => (await page('/b')).version === '1.1.0');
    expect(pool.stats().previousThreads).toBe(1);
    activate('1.0.0');
    // The first page after the rollback: no thread to start, no warm-up.
    const back = await page('/c');
    expect(back).toMatchObject({ version: '1.0.0', thread: first.thread });
    // The release's generation is the one kept now.
    expect(pool.stats()).toMatchObject({ generationsStarted: 2, previousThreads: 1, generation: release('1.0.0') });
  });

  it('ends the generation it kept after keepPreviousMs; a rollback then starts threads', async () => {
    pool = start(1, 800, 10_000, null, 300);
    await page('/a');
    activate('1.1.0');
    await until(async () => (await page('/b')).version === '1.1.0');
    await until(() => pool.stats().previousThreads === 0);
    activate('1.0.0');
    await until(async () => (await page('/c')).version === '1.0.0');
    expect(pool.stats().generationsStarted).toBe(3);
  });

  it('without a spare, a new generation starts its own threads', async () => {
    pool = start(1);
    await page('/a');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pool.stats().spareThreads).toBe(0);
    const releasedAt = Date.now();
    activate('1.1.0');
    await until(async () => (await page('/b')).version === '1.1.0');
    expect((await page('/c')).startedAt).toBeGreaterThanOrEqual(releasedAt);
  });

  it('looks at remotes.json as soon as its folder changes, not only on the periodic look', async () => {
    pool = new RenderPool({ workerFile: join(dir, 'stand-in-worker.js'), hostDistDir: dir, deployDir: dir, apiUrl: 'http://127.0.0.1:9', config: DEFAULT_CONFIG, budgetMs: 800, size: 1, checkEveryMs: 60_000 });
    await page('/a');
    activate('1.1.0');
    // Within the minute of the periodic look: the release was seen when its file was renamed into place.
    await until(async () => (await page('/b')).version === '1.1.0');
  });

  it('a remotes.json caught half-written (edited in place) is read again once whole; the server keeps serving', async () => {
    pool = start(1);
    await page('/a');
    writeFileSync(join(dir, 'remotes.json'), '{"catalog": {"version": "1.1');
    await until(() => /remotes\.json/.test(pool.stats().lastFailure ?? ''));
    expect((await page('/b')).version).toBe('1.0.0');
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(release('1.1.0')));
    await until(async () => (await page('/c')).version === '1.1.0');
  });

  it('keeps serving the old generation while the new one warms up', async () => {
    writeFileSync(join(dir, 'stand-in-worker.js'), STAND_IN.replace('(version) => 10', "(version) => (version === '1.0.0' ? 10 : 1500)"));
    pool = start(1);
    await page('/a');
    activate('1.1.0');
    // Its thread is still starting: the old one renders (and the release's HTML names the old versions meanwhile).
    expect((await page('/b')).version).toBe('1.0.0');
    expect(pool.manifest()).toEqual(release('1.0.0'));
    await until(async () => (await page('/c')).version === '1.1.0');
  });

  it('a release undone before its pool served ends that pool', async () => {
    writeFileSync(join(dir, 'stand-in-worker.js'), STAND_IN.replace('(version) => 10', "(version) => (version === '1.0.0' ? 10 : 1500)"));
    pool = start(1);
    await page('/a');
    activate('1.1.0');
    await page('/b');
    expect(pool.stats().workers).toBe(2);
    activate('1.0.0');
    expect((await page('/c')).version).toBe('1.0.0');
    await until(() => pool.stats().workers === 1);
    expect(pool.stats().generation).toEqual(release('1.0.0'));
  });

  it('aborts a render past its budget: the page goes to the browser and piscina replaces the thread', async () => {
    pool = start(1, 100);
    const before = await page('/a');
    const { result, failed } = await pool.render({ url: '/hang', state });
    expect(result).toBeNull();
    expect(failed).toBe(false);
    expect(pool.stats()).toMatchObject({ threadsReplaced: 1, fallbacks: 1 });
    expect(pool.stats().lastFailure).toMatch(/\/hang took longer than 1600 ms; its render worker replaced/);
    // A new thread renders the next page.
    const next = await page('/b');
    expect(next.thread).not.toBe(before.thread);
    expect(pool.stats().workers).toBe(1);
  });

  it('renders the pages visitors wait for before refreshes of pages already sent stale', async () => {
    pool = start(1);
    await page('/warm');
    const finished: string[] = [];
    const track = (url: string, background: boolean) => page(url, background).then(() => finished.push(url));
    // One render runs; two refreshes and then a visitor's page queue behind it.
    const all = [track('/running', false), track('/refresh-1', true), track('/refresh-2', true), track('/visitor', false)];
    await Promise.all(all);
    expect(finished).toEqual(['/running', '/visitor', '/refresh-1', '/refresh-2']);
  });

  it('hands waiting pages to the thread first come, first served, and counts the visitors waiting', async () => {
    pool = start(1);
    await page('/warm');
    const urls = Array.from({ length: 10 }, (_, i) => `/page-${i + 1}`);
    const finished: string[] = [];
    const all = urls.map((url) => page(url).then(() => finished.push(url)));
    // One on the thread, nine in line.
    expect(pool.waiting()).toBe(9);
    await Promise.all(all);
    // In the order they came (piscina's own queue, with the time-out's signal, sent the second in line to its tail on
    // each completion).
    expect(finished).toEqual(urls);
    expect(pool.waiting()).toBe(0);
  });

  it('says how long each page waited for a thread, not counting its own render', async () => {
    pool = start(1);
    await page('/warm');
    const [slow, after] = await Promise.all([pool.render({ url: '/slow', state }), pool.render({ url: '/after', state })]);
    // The slow page went straight to the thread; the next waited for its 600 ms render.
    expect(slow.waitedMs).toBeLessThan(300);
    expect(after.waitedMs).toBeGreaterThanOrEqual(550);
    expect(after.result?.ms).toBe(40);
  });

  it('hands each page to the first thread free, never behind a slow render while another thread is idle', async () => {
    pool = start(2);
    // Both threads warm (the generation's warm-up renders one page on each).
    await Promise.all([page('/warm-1'), page('/warm-2')]);
    const finished: string[] = [];
    const track = (url: string) => page(url).then(() => finished.push(url));
    const all = [track('/slow'), track('/short-1'), track('/short-2'), track('/short-3')];
    await Promise.all(all);
    // The short ones all went to the other thread (in piscina's order), the slow one finished last.
    expect(finished.slice(0, 3).sort()).toEqual(['/short-1', '/short-2', '/short-3']);
    expect(finished[3]).toBe('/slow');
  });

  it('GET /ready answers 503 until the warm-up has rendered its pages, then 200', async () => {
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'client'), { recursive: true });
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(join(dist, 'client', 'index.html'), '<head><!--cargora:head--></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--></body>');
    // Each page of the warm-up takes 600 ms.
    writeFileSync(join(dist, 'server', 'render-worker.js'), STAND_IN.replace("request.url.startsWith('/slow')", 'true'));
    // An API with nothing published: the warm-up renders the list pages.
    const api = createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"data":{"items":[]}}'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const app = await createHostServer({
      distDir: dist,
      deployDir: dir,
      config: DEFAULT_CONFIG,
      rendering: { apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, workers: 1, warmUpRenders: 2, cacheTtlMs: 0 },
      log: () => undefined,
    });
    pool = app.renderPool!;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const ready = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/ready`;
    try {
      const before = await fetch(ready);
      expect(before.status).toBe(503);
      expect(await before.json()).toMatchObject({ ready: false, warmUp: { done: false, target: 2 } });
      await until(async () => (await fetch(ready)).status === 200);
      expect(await (await fetch(ready)).json()).toMatchObject({ ready: true, warmUp: { done: true, renders: 2 } });
      expect(pool.stats().renders).toBe(2);
    } finally {
      await app.close();
      api.close();
    }
  });
});
