// Pruning of published versions (skew protection): at least KEEP_VERSIONS_DAYS days or the last KEEP_VERSIONS_MIN,
// whichever keeps more, and never a version remotes.json or canary.json names, or that was live in the window.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startCanary } from '@cargora/host/server';
import { activate, keepPolicy, listVersions, publish, pruneVersions } from '../deploy';

function write(file: string, body: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-06-30T00:00:00Z');
const url = (v: string) => `http://x/${v}/mf-manifest.json`;

describe('pruning published versions', () => {
  let root: string;
  let deployDir: string;
  /** Publishes version `v<i>` of catalog, built `daysAgo` days before NOW. */
  const published = (i: number, daysAgo: number) => {
    const dist = join(root, `dist-${i}`);
    write(join(dist, 'client', 'mf-manifest.json'), '{}');
    publish(deployDir, dist, { remote: 'catalog', version: `v${i}`, sourceHash: `${i}`, gitSha: null, builtAt: new Date(NOW.getTime() - daysAgo * DAY).toISOString() });
    return `v${i}`;
  };
  const kept = () => listVersions(deployDir, 'catalog').map((v) => v.version);
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cargora-prune-'));
    deployDir = join(root, 'deploy');
  });

  it('keeps the last 8 however old, deletes older ones', () => {
    // v0..v11, v0 the oldest (100 days), each a day newer than the one before, all older than 7 days.
    for (let i = 0; i < 12; i += 1) published(i, 100 - i);
    // History written long ago (activate stamps now: the file is written by hand below).
    writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify({ catalog: { version: 'v11', url: url('v11') } }));
    expect(pruneVersions(deployDir, { days: 7, min: 8 }, NOW).sort()).toEqual(['catalog/v0', 'catalog/v1', 'catalog/v2', 'catalog/v3']);
    expect(kept()).toEqual(['v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10', 'v11']);
  });

  it('keeps every version published in the last 7 days even beyond 8', () => {
    for (let i = 0; i < 12; i += 1) published(i, 6 - i * 0.1);
    writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify({ catalog: { version: 'v11', url: url('v11') } }));
    expect(pruneVersions(deployDir, { days: 7, min: 8 }, NOW)).toEqual([]);
    expect(kept()).toHaveLength(12);
  });

  it('never deletes the active version, the canary, or a version live within the window', () => {
    for (let i = 0; i < 12; i += 1) published(i, 100 - i);
    // v0 active now (a rollback to it, just now), v1 in canary, v2 was active until the rollback (now: in the window).
    writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify({ catalog: { version: 'v2', url: url('v2') } }));
    activate(deployDir, 'catalog', 'v0', url('v0'), 'rollback');
    startCanary(deployDir, 'catalog', { version: 'v1', url: url('v1'), percent: 10 });
    const deleted = pruneVersions(deployDir, { days: 7, min: 8 }, new Date());
    expect(deleted.sort()).toEqual(['catalog/v3']);
    for (const v of ['v0', 'v1', 'v2']) expect(existsSync(join(deployDir, 'catalog', v))).toBe(true);
  });

  it('reads KEEP_VERSIONS_DAYS and KEEP_VERSIONS_MIN, 7 and 8 by default', () => {
    expect(keepPolicy({})).toEqual({ days: 7, min: 8 });
    expect(keepPolicy({ KEEP_VERSIONS_DAYS: '30', KEEP_VERSIONS_MIN: '3' })).toEqual({ days: 30, min: 3 });
    expect(keepPolicy({ KEEP_VERSIONS_DAYS: 'soon', KEEP_VERSIONS_MIN: '-1' })).toEqual({ days: 7, min: 8 });
  });
});
