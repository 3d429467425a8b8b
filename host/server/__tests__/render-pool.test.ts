/** @jest-environment node */
// The render pool's own logic, with a stand-in worker file that speaks the pool's protocol (the real worker, its
// React tree and the remotes' server builds are covered by the browser tests and bench:ssr): one generation per
// remotes.json, spares warmed ahead and bound at a release, and refreshes of stale pages behind visitors' pages.
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '@cargora/shared/server';
import { DEFAULT_SETTINGS } from '@cargora/shared/runtime';
import { RenderPool } from '../render-pool';

// Renders take RENDER_MS; a result says which catalog version rendered it and whether the worker began as a spare.
const STAND_IN = `
const { parentPort, workerData } = require('node:worker_threads');
let manifest = workerData.manifest ?? null;
const spare = !manifest;
const RENDER_MS = 40;
const busy = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let queue = spare ? busy(30).then(() => parentPort.postMessage({ type: 'spare' })) : busy(30).then(() => parentPort.postMessage({ type: 'ready', failures: {} }));
parentPort.on('message', (message) => {
  if (message.type === 'bind') {
    queue = queue.then(() => {
      manifest = message.manifest;
      parentPort.postMessage({ type: 'ready', failures: {} });
    });
    return;
  }
  const { request } = message;
  queue = queue.then(async () => {
    await busy(request.url.startsWith('/slow') ? 600 : RENDER_MS);
    const html = new TextEncoder().encode(JSON.stringify({ url: request.url, version: manifest.catalog.version, spare }));
    parentPort.postMessage({ type: 'result', result: { id: request.id, status: 200, html, head: '', styles: '', pageState: new Uint8Array(0), remote: null, failures: [], ms: RENDER_MS } }, [html.buffer]);
  });
});
`;

const state = { lang: 'en' as const, currency: 'USD', settings: DEFAULT_SETTINGS };
const release = (version: string) => ({
  catalog: { version, url: `http://localhost:3001/${version}/mf-manifest.json` },
});

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
    return JSON.parse(new TextDecoder().decode(result!.html)) as { url: string; version: string; spare: boolean };
  };
  const until = async (ok: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!ok()) {
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

  const start = (size: number) =>
    new RenderPool({
      workerFile: join(dir, 'stand-in-worker.js'),
      hostDistDir: dir,
      deployDir: dir,
      apiUrl: 'http://127.0.0.1:9',
      config: DEFAULT_CONFIG,
      budgetMs: 800,
      size,
      checkEveryMs: 0,
    });

  it('keeps warm spares beside the generation serving, and binds them to the next one at a release', async () => {
    pool = start(2);
    expect(await page('/a')).toEqual({ url: '/a', version: '1.0.0', spare: false });
    await until(() => pool.stats().spares === 2);
    expect(pool.stats()).toMatchObject({
      workers: 2,
      spares: 2,
      generationsStarted: 1,
      generationsFromSpares: 0,
    });

    activate('1.1.0');
    // The very next page comes from the new version, rendered by a worker that began as a spare.
    expect(await page('/b')).toEqual({ url: '/b', version: '1.1.0', spare: true });
    expect(pool.stats()).toMatchObject({ generationsStarted: 2, generationsFromSpares: 1 });
    // New spares are started for the release after (the old generation's workers end once drained).
    await until(() => pool.stats().spares === 2 && pool.stats().workers === 2);

    activate('1.0.0');
    expect(await page('/c')).toEqual({ url: '/c', version: '1.0.0', spare: true });
    expect(pool.stats()).toMatchObject({ generationsStarted: 3, generationsFromSpares: 2 });
  });

  it('a release that comes before the spares exist gets workers started for it', async () => {
    pool = start(1);
    await page('/a');
    activate('1.1.0');
    // No wait for the spares: the release may find none yet.
    const next = await page('/b');
    expect(next.version).toBe('1.1.0');
  });

  it('a replaced generation still finishing a page ends its workers that are still starting', async () => {
    // Workers that take 300 ms to start and note in a file when they are ready, and for which version.
    const log = join(dir, 'ready.log');
    writeFileSync(log, '');
    writeFileSync(
      join(dir, 'stand-in-worker.js'),
      STAND_IN.replaceAll('busy(30)', 'busy(300)').replace(
          "parentPort.postMessage({ type: 'ready', failures: {} }))",
          `(require('node:fs').appendFileSync(${JSON.stringify(log)}, 'ready ' + manifest.catalog.version + '\\n'), parentPort.postMessage({ type: 'ready', failures: {} })))`,
        ),
    );
    pool = start(2);
    await page('/a');
    // The generation's second worker is starting now; its first is busy with a slow page when the release comes.
    const slow = page('/slow-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    activate('1.1.0');
    expect((await page('/b')).version).toBe('1.1.0');
    expect((await slow).version).toBe('1.0.0');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Only the first worker of 1.0.0 ever became ready: the second ended at the release, not 300 ms later.
    expect(readFileSync(log, 'utf8').split('\n').filter((line) => line === 'ready 1.0.0')).toHaveLength(1);
  });

  it('renders the pages visitors wait for before refreshes of pages already sent stale', async () => {
    pool = start(1);
    await page('/warm');
    const finished: string[] = [];
    const track = (url: string, background: boolean) => page(url, background).then(() => finished.push(url));
    // One render runs; two refreshes and then a visitor's page queue behind it.
    const all = [
      track('/running', false),
      track('/refresh-1', true),
      track('/refresh-2', true),
      track('/visitor', false),
    ];
    await Promise.all(all);
    expect(finished).toEqual(['/running', '/visitor', '/refresh-1', '/refresh-2']);
  });

  it('says how long each page waited for a worker, not counting its own render', async () => {
    pool = start(1);
    await page('/warm');
    const [slow, after] = await Promise.all([pool.render({ url: '/slow', state }), pool.render({ url: '/after', state })]);
    // The slow page went straight to the worker; the next waited for its 600 ms render.
    expect(slow.waitedMs).toBeLessThan(300);
    expect(after.waitedMs).toBeGreaterThanOrEqual(550);
    expect(after.result?.ms).toBe(40);
  });

  it('hands each page to the first worker free, never behind a slow render while another worker is idle', async () => {
    pool = start(2);
    await page('/warm');
    // Both workers ready (the spares come once the generation has all its workers).
    await until(() => pool.stats().spares === 2);
    const finished: string[] = [];
    const track = (url: string) => page(url).then(() => finished.push(url));
    // One worker takes the slow page; the three short ones all go to the other, one after another.
    const all = [track('/slow'), track('/short-1'), track('/short-2'), track('/short-3')];
    await Promise.all(all);
    expect(finished).toEqual(['/short-1', '/short-2', '/short-3', '/slow']);
  });
});
