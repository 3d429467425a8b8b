/** @jest-environment node */
// The host server while a canary runs: each visitor gets a bucket cookie, their pages are rendered by the render pool
// of their arm's versions, the HTML names those versions, /remotes.json answers the same ones, and a visitor keeps
// their arm. The render worker is a stand-in (piscina task module) that says which versions its generation has.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEFAULT_CONFIG, PAGE_REMOTES_ELEMENT_ID } from '@cargora/shared/server';
import { createHostServer } from '../host-server';
import { BUCKET_COOKIE, abortCanary, readCanaries, readCanaryLog, startCanary } from '../canary';
import { readManifest, writeManifestAtomic } from '../deploy-layout';
import { standInHostDist } from './stand-in-dist';

const STAND_IN = `
const { parentPort } = require('node:worker_threads');
module.exports = async (request) => {
  parentPort.postMessage({ renderStarted: request.id });
  const html = new TextEncoder().encode('<p id="rendered-by">' + request.generation.catalog.version + '</p>');
  return { id: request.id, status: 200, html, head: '', styles: '', pageState: new TextEncoder().encode('{}'), remote: null, failures: [], ms: 1 };
};
`;

const url = (version: string) => `http://localhost:3001/${version}/mf-manifest.json`;
const PAGE = '/landing-page';

function publish(deployDir: string, remote: string, version: string) {
  const client = join(deployDir, remote, version, 'client');
  mkdirSync(client, { recursive: true });
  writeFileSync(join(client, 'mf-manifest.json'), '{}');
}

/** The versions a page's HTML names (its list for the browser) and the version its render was made with. */
function versionsOf(html: string): { named: string; renderedBy: string } {
  const list = new RegExp(`id="${PAGE_REMOTES_ELEMENT_ID}" type="application/json">([^<]*)<`).exec(html)?.[1];
  const renderedBy = /<p id="rendered-by">([^<]*)<\/p>/.exec(html)?.[1];
  if (!list || !renderedBy) throw new Error(`not a server-rendered page: ${html.slice(0, 300)}`);
  return { named: (JSON.parse(list) as Record<string, { version: string }>).catalog!.version, renderedBy };
}

const bucketOf = (setCookie: string[]) => {
  const cookie = setCookie.find((c) => c.startsWith(`${BUCKET_COOKIE}=`));
  return cookie ? { cookie, value: cookie.split(';')[0]! } : null;
};

describe('the host server during a canary', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof createHostServer>>;
  let origin: string;
  /** A request to the server: its status, body and Set-Cookie headers. */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${origin}${path}`, { headers });
    return { statusCode: res.status, body: await res.text(), setCookie: res.headers.getSetCookie() };
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'canary-server-'));
    const dist = standInHostDist(dir, STAND_IN);
    const deployDir = join(dir, 'deploy');
    publish(deployDir, 'catalog', 'stable-1');
    publish(deployDir, 'catalog', 'canary-1');
    writeManifestAtomic(deployDir, { catalog: { version: 'stable-1', url: url('stable-1') } });
    app = await createHostServer({
      distDir: dist,
      deployDir,
      config: DEFAULT_CONFIG,
      rendering: { apiUrl: 'http://127.0.0.1:9', workers: 1, warmUpRenders: 0, cacheTtlMs: 10_000 },
      canaryDecider: false,
      log: () => undefined,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sets no bucket cookie while no canary runs, and gives everyone the stable versions', async () => {
    const res = await get(PAGE);
    expect(res.statusCode).toBe(200);
    expect(bucketOf(res.setCookie)).toBeNull();
    expect(versionsOf(res.body)).toEqual({ named: 'stable-1', renderedBy: 'stable-1' });
    expect(bucketOf((await get('/remotes.json')).setCookie)).toBeNull();
  });

  it('at 50%, serves each arm to 35-65% of 200 fresh visitors, HTML and render alike, and keeps a visitor on theirs', async () => {
    startCanary(join(dir, 'deploy'), 'catalog', { version: 'canary-1', url: url('canary-1'), percent: 50 });
    // The host looks at canary.json at most every 250 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let onCanary = 0;
    const visitors: { cookie: string; version: string }[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await get(PAGE);
      expect(res.statusCode).toBe(200);
      const bucket = bucketOf(res.setCookie);
      expect(bucket?.cookie).toMatch(/^cargora_bucket=\d{1,4}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
      const { named, renderedBy } = versionsOf(res.body);
      // The page was rendered with the versions its HTML names for the browser.
      expect(renderedBy).toBe(named);
      if (named === 'canary-1') onCanary += 1;
      else expect(named).toBe('stable-1');
      visitors.push({ cookie: bucket!.value, version: named });
    }
    expect(onCanary).toBeGreaterThanOrEqual(70);
    expect(onCanary).toBeLessThanOrEqual(130);

    // One visitor of each arm, over 20 requests (pages and the browser's /remotes.json): always their arm, no new cookie.
    for (const visitor of [visitors.find((v) => v.version === 'canary-1')!, visitors.find((v) => v.version === 'stable-1')!]) {
      for (let i = 0; i < 20; i += 1) {
        const res = await get(i % 2 ? `${PAGE}?n=${i}` : '/remotes.json', { cookie: `${visitor.cookie}; other=1` });
        expect(bucketOf(res.setCookie)).toBeNull();
        const version = i % 2 ? versionsOf(res.body).named : (JSON.parse(res.body) as Record<string, { version: string }>).catalog!.version;
        expect(version).toBe(visitor.version);
      }
    }
    // Two generations render: the stable one and the canary arm's.
    expect(app.renderPool!.stats().arms.map((m) => m.catalog?.version)).toEqual(['canary-1']);
    // 240 server renders: room for a busy 2-core machine (it took 10 s under load), not a speed figure.
  }, 60_000);

  it('serves everyone the stable versions again once the canary is aborted', async () => {
    abortCanary(join(dir, 'deploy'), 'catalog', 'test');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 10; i += 1) {
      const res = await get(PAGE, { cookie: `${BUCKET_COOKIE}=${i * 997}` });
      expect(versionsOf(res.body).named).toBe('stable-1');
      // The bucket is kept (not cleared, not replaced) for the next canary.
      expect(bucketOf(res.setCookie)).toBeNull();
    }
  });
});

describe("the host server's canary decider", () => {
  it('advances a staged canary through 1, 10, 50 and 100% as its windows pass, then promotes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'canary-decider-'));
    const deployDir = join(dir, 'deploy');
    publish(deployDir, 'catalog', 'stable-1');
    publish(deployDir, 'catalog', 'canary-1');
    writeManifestAtomic(deployDir, { catalog: { version: 'stable-1', url: url('stable-1') } });
    mkdirSync(join(dir, 'dist', 'client'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'client', 'index.html'), '<head><!--cargora:head--></head><body><!--cargora:root--><!--cargora:state--></body>');
    const app = await createHostServer({ distDir: join(dir, 'dist'), deployDir, config: DEFAULT_CONFIG, rendering: false, canaryDecider: { everyMs: 20 }, log: () => undefined });
    try {
      startCanary(deployDir, 'catalog', { version: 'canary-1', url: url('canary-1'), windowMs: 60 });
      const deadline = Date.now() + 10_000;
      while (readManifest(deployDir).catalog?.version !== 'canary-1' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(readManifest(deployDir).catalog?.version).toBe('canary-1');
      expect(readCanaries(deployDir)).toEqual({});
      expect(readCanaryLog(deployDir).map((e) => e.action)).toEqual(['start', 'advance', 'advance', 'advance', 'promote']);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
