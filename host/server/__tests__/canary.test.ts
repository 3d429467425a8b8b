/** @jest-environment node */
// The canary state (canary.json, canary-log.jsonl) and the assignment of visitors to arms.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  abortCanary,
  advanceCanary,
  armOf,
  canaryStatus,
  decideCanaries,
  manifestForBucket,
  parseBucket,
  promoteCanary,
  readCanaries,
  readCanaryLog,
  startCanary,
  windowOnlyDecide,
} from '../canary';
import { readHistory, readManifest, writeManifestAtomic } from '../deploy-layout';

const url = (version: string) => `http://localhost:3001/${version}/mf-manifest.json`;

function publish(deployDir: string, remote: string, version: string) {
  const client = join(deployDir, remote, version, 'client');
  mkdirSync(client, { recursive: true });
  writeFileSync(join(client, 'mf-manifest.json'), '{}');
}

describe('canary state', () => {
  let deployDir: string;
  beforeEach(() => {
    deployDir = mkdtempSync(join(tmpdir(), 'cargora-canary-'));
    for (const v of ['s1', 'c1', 'c2']) publish(deployDir, 'catalog', v);
    publish(deployDir, 'content', 't1');
    publish(deployDir, 'content', 't2');
    writeManifestAtomic(deployDir, { catalog: { version: 's1', url: url('s1') }, content: { version: 't1', url: url('t1') } });
  });

  it('starts a staged canary at the first stage and logs it', () => {
    const state = startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1'), windowMs: 1000, now: new Date('2026-01-01T00:00:00Z') });
    expect(state).toMatchObject({ version: 'c1', percent: 1, stage: 0, stages: [1, 10, 50, 100], pinned: false, windowMs: 1000, since: '2026-01-01T00:00:00.000Z' });
    expect(readCanaries(deployDir).catalog?.version).toBe('c1');
    expect(readCanaryLog(deployDir).map((e) => [e.remote, e.version, e.action])).toEqual([['catalog', 'c1', 'start']]);
    // No temporary file is left beside it (atomic write: a rename).
    expect(readdirSync(deployDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('pins a percent without stages, and never advances a pinned canary', () => {
    const state = startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1'), percent: 50 });
    expect(state).toMatchObject({ percent: 50, stages: [50], pinned: true });
    expect(advanceCanary(deployDir, 'catalog')).toBeNull();
    expect(readCanaries(deployDir).catalog?.percent).toBe(50);
  });

  it('refuses a version that is not published, is stable, or a percent out of range', () => {
    expect(() => startCanary(deployDir, 'catalog', { version: 'nope', url: url('nope') })).toThrow(/not published/);
    expect(() => startCanary(deployDir, 'catalog', { version: 's1', url: url('s1') })).toThrow(/already the stable/);
    publish(deployDir, 'directory', 'd1');
    expect(() => startCanary(deployDir, 'directory', { version: 'd1', url: url('d1') })).toThrow(/no stable version/);
    for (const percent of [0, -5, 101, Number.NaN]) {
      expect(() => startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1'), percent })).toThrow(/--percent/);
    }
    expect(existsSync(join(deployDir, 'canary.json'))).toBe(false);
  });

  it('advances through 1, 10, 50, 100 and then promotes into remotes.json', () => {
    startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1') });
    const percents = [];
    for (let i = 0; i < 3; i += 1) {
      const step = advanceCanary(deployDir, 'catalog', 'healthy');
      percents.push(step?.action === 'advance' ? step.state.percent : null);
    }
    expect(percents).toEqual([10, 50, 100]);
    expect(readCanaries(deployDir).catalog?.history.map((h) => h.percent)).toEqual([1, 10, 50, 100]);
    expect(advanceCanary(deployDir, 'catalog', 'healthy')).toEqual({ action: 'promote', version: 'c1' });
    expect(readManifest(deployDir).catalog).toEqual({ version: 'c1', url: url('c1') });
    expect(readCanaries(deployDir).catalog).toBeUndefined();
    expect(readHistory(deployDir).at(-1)).toMatchObject({ action: 'promote', remote: 'catalog', version: 'c1', previous: 's1' });
    expect(readCanaryLog(deployDir).map((e) => e.action)).toEqual(['start', 'advance', 'advance', 'advance', 'promote']);
  });

  it('aborts with the reason, leaving remotes.json as it was', () => {
    startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1') });
    expect(abortCanary(deployDir, 'catalog', 'failure rate 5% over stable 0.1%')).toBe(true);
    expect(abortCanary(deployDir, 'catalog', 'again')).toBe(false);
    expect(readManifest(deployDir).catalog?.version).toBe('s1');
    expect(readCanaryLog(deployDir).at(-1)).toMatchObject({ action: 'abort', version: 'c1', reason: 'failure rate 5% over stable 0.1%' });
  });

  it('keeps several remotes in canary at once, promoting one without touching the other', () => {
    startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1') });
    startCanary(deployDir, 'content', { version: 't2', url: url('t2'), percent: 20 });
    promoteCanary(deployDir, 'catalog');
    const status = canaryStatus(deployDir);
    expect(status.catalog).toEqual({ stable: { version: 'c1' }, canary: null });
    expect(status.content.stable).toEqual({ version: 't1' });
    expect(status.content.canary).toMatchObject({ version: 't2', percent: 20, stage: 0 });
    expect(status.directory).toEqual({ stable: { version: null }, canary: null });
  });

  it('replacing a canary with another version logs the first as aborted', () => {
    startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1') });
    startCanary(deployDir, 'catalog', { version: 'c2', url: url('c2') });
    expect(readCanaryLog(deployDir).map((e) => [e.version, e.action])).toEqual([['c1', 'start'], ['c1', 'abort'], ['c2', 'start']]);
  });

  it('the default decider advances a stage once its window has passed, not before', async () => {
    startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1'), windowMs: 60_000, now: new Date('2026-01-01T00:00:00Z') });
    await decideCanaries(deployDir, windowOnlyDecide, new Date('2026-01-01T00:00:59Z'));
    expect(readCanaries(deployDir).catalog?.percent).toBe(1);
    await decideCanaries(deployDir, windowOnlyDecide, new Date('2026-01-01T00:01:00Z'));
    expect(readCanaries(deployDir).catalog).toMatchObject({ percent: 10, stageSince: '2026-01-01T00:01:00.000Z' });
  });

  it("a decider's abort ends the canary with its reason", async () => {
    startCanary(deployDir, 'catalog', { version: 'c1', url: url('c1') });
    await decideCanaries(deployDir, () => ({ action: 'abort', reason: 'render errors' }));
    expect(readCanaries(deployDir)).toEqual({});
    expect(readCanaryLog(deployDir).at(-1)).toMatchObject({ action: 'abort', reason: 'render errors' });
  });

  it('an unreadable canary.json means no canary', () => {
    writeFileSync(join(deployDir, 'canary.json'), '{not json');
    expect(readCanaries(deployDir)).toEqual({});
  });
});

describe('the arm of a visitor', () => {
  const buckets = Array.from({ length: 10_000 }, (_, i) => i);

  it('serves about p% of buckets the canary', () => {
    for (const percent of [1, 10, 50]) {
      const share = buckets.filter((b) => armOf(b, 'catalog', percent) === 'canary').length / buckets.length;
      expect(Math.abs(share - percent / 100)).toBeLessThan(0.02);
    }
    expect(buckets.every((b) => armOf(b, 'catalog', 100) === 'canary')).toBe(true);
    expect(buckets.every((b) => armOf(b, 'catalog', 0) === 'stable')).toBe(true);
  });

  it('keeps a visitor on the canary as the percentage rises', () => {
    for (const b of buckets) {
      const onAt = [1, 10, 50, 100].map((p) => armOf(b, 'catalog', p) === 'canary');
      // Once on the canary at a stage, on it at every later stage.
      expect(onAt.indexOf(true) === -1 || onAt.slice(onAt.indexOf(true)).every(Boolean)).toBe(true);
    }
  });

  it('is independent across remotes', () => {
    const both = buckets.filter((b) => armOf(b, 'catalog', 50) === 'canary' && armOf(b, 'content', 50) === 'canary').length / buckets.length;
    expect(Math.abs(both - 0.25)).toBeLessThan(0.03);
  });

  it("builds a visitor's manifest from the stable one and their canary arms", () => {
    const stable = { catalog: { version: 's1', url: url('s1') }, content: { version: 't1', url: url('t1') } };
    const canaries = { catalog: { version: 'c1', url: url('c1'), percent: 50 } } as Parameters<typeof manifestForBucket>[1];
    const on = buckets.find((b) => armOf(b, 'catalog', 50) === 'canary')!;
    const off = buckets.find((b) => armOf(b, 'catalog', 50) === 'stable')!;
    expect(manifestForBucket(stable, canaries, on)).toEqual({ manifest: { ...stable, catalog: { version: 'c1', url: url('c1') } }, arms: { catalog: 'canary' } });
    expect(manifestForBucket(stable, canaries, off)).toEqual({ manifest: stable, arms: { catalog: 'stable' } });
  });

  it('reads only a whole number 0-9999 from the cookie', () => {
    expect(parseBucket('0')).toBe(0);
    expect(parseBucket('9999')).toBe(9999);
    for (const bad of [undefined, '', '10000', '-1', '1.5', 'abc', '12345']) expect(parseBucket(bad)).toBeNull();
  });
});
