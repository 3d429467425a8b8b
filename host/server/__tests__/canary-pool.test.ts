/** @jest-environment node */
// The render pool's generations for canary arms: a page asked with a visitor's versions is rendered by a pool of those
// versions; such pools are bounded (the least recently used closed first) and closed once unused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '@cargora/shared/server';
import { DEFAULT_SETTINGS } from '@cargora/shared/runtime';
import { RenderPool } from '../render-pool';
import { writeManifestAtomic } from '../deploy-layout';

const STAND_IN = `
const { parentPort } = require('node:worker_threads');
module.exports = async (request) => {
  parentPort.postMessage({ renderStarted: request.id });
  const html = new TextEncoder().encode(request.generation.catalog.version);
  return { id: request.id, status: 200, html, head: '', styles: '', pageState: new Uint8Array(0), remote: null, failures: [], ms: 1 };
};
`;

const state = { lang: 'en' as const, currency: 'USD', settings: DEFAULT_SETTINGS };
const manifest = (version: string) => ({ catalog: { version, url: `http://localhost:3001/${version}/mf-manifest.json` } });

describe('render pools of canary arms', () => {
  let dir: string;
  let pool: RenderPool;
  const start = (options: { maxArmGenerations?: number; armIdleMs?: number } = {}) =>
    new RenderPool({ workerFile: join(dir, 'worker.js'), hostDistDir: dir, deployDir: dir, apiUrl: 'http://127.0.0.1:9', config: DEFAULT_CONFIG, budgetMs: 5000, size: 1, checkEveryMs: 0, ...options });
  const renderedBy = async (versions?: ReturnType<typeof manifest>) => {
    const out = await pool.render({ url: '/a', state }, versions ? { manifest: versions } : {});
    return { html: new TextDecoder().decode(out.result!.html), named: out.manifest.catalog!.version };
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'canary-pool-'));
    writeFileSync(join(dir, 'worker.js'), STAND_IN);
    writeManifestAtomic(dir, manifest('stable'));
  });
  afterEach(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders with the arm's versions, and with the stable pool when they are the stable ones", async () => {
    pool = start();
    expect(await renderedBy()).toEqual({ html: 'stable', named: 'stable' });
    expect(await renderedBy(manifest('canary'))).toEqual({ html: 'canary', named: 'canary' });
    expect(await renderedBy(manifest('stable'))).toEqual({ html: 'stable', named: 'stable' });
    expect(pool.stats().arms.map((m) => m.catalog!.version)).toEqual(['canary']);
  });

  it('keeps at most maxArmGenerations arms, closing the least recently used', async () => {
    pool = start({ maxArmGenerations: 2 });
    for (const v of ['c1', 'c2', 'c1', 'c3']) expect((await renderedBy(manifest(v))).html).toBe(v);
    expect(pool.stats().arms.map((m) => m.catalog!.version)).toEqual(['c1', 'c3']);
  });

  it('closes an arm no page asked for in armIdleMs', async () => {
    pool = start({ armIdleMs: 0 });
    expect((await renderedBy(manifest('c1'))).html).toBe('c1');
    expect(pool.stats().arms).toEqual([]);
  });
});
