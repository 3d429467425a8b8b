/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { buildLayout } from '../../src/server/build-layout';
import { PrivateBuildFilesPlugin } from '../private-build-files-plugin';

/** A tiny production build with source maps and the federation manifest, written as the real builds are. */
function build(dir: string): Promise<string[]> {
  const layout = buildLayout(join(dir, 'dist'));
  const compiler = webpack({
    mode: 'production',
    context: dir,
    devtool: 'source-map',
    entry: { main: './index.js' },
    output: { path: layout.client, publicPath: 'auto', uniqueName: 'private_test', clean: true },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({ name: 'private_test', filename: 'remoteEntry.js', exposes: { './App': './index.js' }, manifest: { fileName: 'mf-manifest.json' }, dts: false }),
      new PrivateBuildFilesPlugin(layout.private),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      compiler.close(() => undefined);
      resolve(stats.compilation.errors.map((e) => e.message));
    }),
  );
}

const files = (dir: string) => (existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)).sort() : []);

describe('PrivateBuildFilesPlugin', () => {
  it('writes source maps and the federation statistics beside client/, never in it, and empties private/ first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cargora-private-'));
    writeFileSync(join(dir, 'index.js'), 'export default function App() { return "app"; }\n');
    const layout = buildLayout(join(dir, 'dist'));
    mkdirSync(layout.private, { recursive: true });
    writeFileSync(join(layout.private, 'stale.js.map'), '{}');

    expect(await build(dir)).toEqual([]);

    const client = files(layout.client);
    expect(client).toContain('remoteEntry.js');
    expect(client).toContain('mf-manifest.json');
    expect(client.filter((f) => f.endsWith('.map') || f.includes('stats'))).toEqual([]);
    const kept = files(layout.private);
    expect(kept).toContain('remoteEntry.js.map');
    expect(kept).toContain('mf-manifest-stats.json');
    expect(kept).not.toContain('stale.js.map');
    // The scripts still name their maps at the same address (an origin answers it from private/ when allowed).
    expect(readFileSync(join(layout.client, 'remoteEntry.js'), 'utf8')).toContain('//# sourceMappingURL=remoteEntry.js.map');
    // A real webpack build: seconds on a busy 2-core machine, past jest's default 5 s.
  }, 60_000);
});
