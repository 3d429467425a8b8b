import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  activate,
  listVersions,
  makeVersion,
  migrateDeployLayout,
  previousVersion,
  publish,
  readHistory,
  readManifest,
  writeManifestAtomic,
} from '../deploy';

function write(file: string, body: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** A remote's dist as webpack writes it: client/, server/, private/. */
function fakeDist(root: string, label: string) {
  const dir = join(root, `dist-${label}`);
  write(join(dir, 'client', 'mf-manifest.json'), JSON.stringify({ id: label }));
  write(join(dir, 'client', 'remoteEntry.js'), `// ${label}`);
  write(join(dir, 'server', 'app.js'), `// server ${label}`);
  write(join(dir, 'private', 'remoteEntry.js.map'), '{}');
  return dir;
}

function release(deployDir: string, root: string, remote: 'catalog' | 'directory', version: string, builtAt: string) {
  publish(deployDir, fakeDist(root, version), { remote, version, sourceHash: version, gitSha: null, builtAt });
  return activate(deployDir, remote, version, `http://x/${version}/mf-manifest.json`, 'release');
}

describe('the remotes manifest writer', () => {
  let root: string;
  let deployDir: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cargora-deploy-'));
    deployDir = join(root, 'deploy');
  });

  it('replaces the file atomically and leaves no temporary files', () => {
    writeManifestAtomic(deployDir, { catalog: { version: 'a', url: 'u' } });
    writeManifestAtomic(deployDir, { catalog: { version: 'b', url: 'v' } });
    expect(readManifest(deployDir)).toEqual({ catalog: { version: 'b', url: 'v' } });
    expect(readdirSync(deployDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('activates one remote without touching the others and records history', () => {
    release(deployDir, root, 'directory', 'd1', '2026-01-01T00:00:00Z');
    release(deployDir, root, 'catalog', 'c1', '2026-01-01T00:00:00Z');
    release(deployDir, root, 'catalog', 'c2', '2026-01-02T00:00:00Z');
    const manifest = readManifest(deployDir);
    expect(manifest.catalog?.version).toBe('c2');
    expect(manifest.directory?.version).toBe('d1');
    expect(readHistory(deployDir).map((h) => [h.remote, h.version, h.previous])).toEqual([
      ['directory', 'd1', null],
      ['catalog', 'c1', null],
      ['catalog', 'c2', 'c1'],
    ]);
  });

  it('rolls back to the previously active version, then further back', () => {
    release(deployDir, root, 'catalog', 'c1', '2026-01-01T00:00:00Z');
    release(deployDir, root, 'catalog', 'c2', '2026-01-02T00:00:00Z');
    release(deployDir, root, 'catalog', 'c3', '2026-01-03T00:00:00Z');
    expect(previousVersion(deployDir, 'catalog')).toBe('c2');
    activate(deployDir, 'catalog', 'c2', 'http://x/c2/mf-manifest.json', 'rollback');
    expect(readManifest(deployDir).catalog?.version).toBe('c2');
    expect(previousVersion(deployDir, 'catalog')).toBe('c1');
    // Old versions stay published so open pages keep working.
    expect(listVersions(deployDir, 'catalog').map((v) => v.version)).toEqual(['c1', 'c2', 'c3']);
    expect(existsSync(join(deployDir, 'catalog', 'c3', 'client', 'remoteEntry.js'))).toBe(true);
    expect(existsSync(join(deployDir, 'catalog', 'c3', 'server', 'app.js'))).toBe(true);
  });

  it('refuses to activate an unpublished version or overwrite a published one', () => {
    release(deployDir, root, 'catalog', 'c1', '2026-01-01T00:00:00Z');
    expect(() => activate(deployDir, 'catalog', 'nope', 'u', 'rollback')).toThrow(/not published/);
    expect(() => publish(deployDir, fakeDist(root, 'again'), { remote: 'catalog', version: 'c1', sourceHash: 'x', gitSha: null, builtAt: 'now' })).toThrow(/immutable/);
    expect(readFileSync(join(deployDir, 'catalog', 'c1', 'client', 'remoteEntry.js'), 'utf8')).toBe('// c1');
  });

  it('moves a version published before client/ existed into client/, server/ and private/, once', () => {
    // As publishing wrote it then: browser files, maps and statistics at the top, the server build in server/.
    const old = join(deployDir, 'catalog', 'c0');
    write(join(old, 'mf-manifest.json'), '{"id":"c0"}');
    write(join(old, 'mf-manifest.json.br'), 'br');
    write(join(old, 'remoteEntry.js'), '// c0');
    write(join(old, 'remoteEntry.js.map'), '{}');
    write(join(old, 'mf-manifest-stats.json'), '{}');
    write(join(old, 'mf-manifest-stats.json.gz'), 'gz');
    write(join(old, 'js', '1.0123456789.js'), '// chunk');
    write(join(old, 'js', '1.0123456789.js.map'), '{}');
    write(join(old, 'locales', 'en', 'catalog.json'), '{}');
    write(join(old, 'server', 'app.js'), '// server c0');
    write(join(old, 'release.json'), JSON.stringify({ remote: 'catalog', version: 'c0', sourceHash: 'h', gitSha: null, builtAt: '2025-01-01T00:00:00Z' }));
    release(deployDir, root, 'catalog', 'c1', '2026-01-01T00:00:00Z');

    expect(() => activate(deployDir, 'catalog', 'c0', 'http://x/c0/mf-manifest.json', 'rollback')).toThrow(/not published/);
    expect(migrateDeployLayout(deployDir)).toEqual(['catalog/c0']);
    const files = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)).sort();
    expect(files(join(old, 'client'))).toEqual(['js/1.0123456789.js', 'locales/en/catalog.json', 'mf-manifest.json', 'mf-manifest.json.br', 'remoteEntry.js'].map((f) => join(...f.split('/'))));
    expect(files(join(old, 'private'))).toEqual(['js/1.0123456789.js.map', 'mf-manifest-stats.json', 'mf-manifest-stats.json.gz', 'remoteEntry.js.map'].map((f) => join(...f.split('/'))));
    expect(existsSync(join(old, 'private', 'locales'))).toBe(false);
    expect(readdirSync(old).sort()).toEqual(['client', 'private', 'release.json', 'server']);
    expect(readFileSync(join(old, 'server', 'app.js'), 'utf8')).toBe('// server c0');
    // Once is enough; a version in the current layout is left alone.
    expect(migrateDeployLayout(deployDir)).toEqual([]);
    expect(activate(deployDir, 'catalog', 'c0', 'http://x/c0/mf-manifest.json', 'rollback')).toMatchObject({ version: 'c0', previous: 'c1' });
  });

  it('makes versions from the package version, git sha and build time', () => {
    expect(makeVersion('1.2.3', 'abc1234', new Date('2026-11-22T02:15:00.123Z'))).toBe('1.2.3-abc1234-20261122t021500123');
    expect(makeVersion('1.2.3', null, new Date('2026-11-22T02:15:00.000Z'))).toBe('1.2.3-20261122t021500000');
  });
});
