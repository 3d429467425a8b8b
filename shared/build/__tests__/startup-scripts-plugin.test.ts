/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { StartupScriptsPlugin } from '../startup-scripts-plugin';

/**
 * Builds a tiny host whose entry is `entry`, sharing i18next as the real host shares its singletons, and two packages
 * of its own that import one common module: `early` (which app.js imports) and `late` (which only a lazy chunk does).
 */
function build(entry: string): Promise<{ errors: string[]; html: string; files: Record<string, string> }> {
  const dir = mkdtempSync(join(tmpdir(), 'cargora-startup-'));
  writeFileSync(join(dir, 'index.js'), entry);
  writeFileSync(join(dir, 'app.js'), "import i18next from 'i18next';\nimport { early } from 'early';\nimport { common } from './common';\nexport const later = () => import('./later');\nexport default [i18next, early, common];\n");
  writeFileSync(join(dir, 'later.js'), "import { late } from 'late';\nexport default late;\n");
  writeFileSync(join(dir, 'common.js'), "export const common = 'the module both packages import';\n");
  for (const name of ['early', 'late']) {
    mkdirSync(join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: 'index.js' }));
    writeFileSync(join(dir, 'node_modules', name, 'index.js'), `import { common } from '../../common';\nexport const ${name} = '${name}-package:' + common;\n`);
  }
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: join(dir, 'dist'), publicPath: '/', uniqueName: 'startup_test' },
    resolve: { modules: [join(__dirname, '..', '..', 'node_modules'), 'node_modules'] },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'startup_test',
        shared: Object.fromEntries(['i18next', 'early', 'late'].map((name) => [name, { singleton: true, requiredVersion: false }])),
        dts: false,
      }),
      new StartupScriptsPlugin(),
      new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>', chunks: ['main'] }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      compiler.close(() => undefined);
      const errors = stats.compilation.errors.map((e) => e.message);
      let html: string;
      try {
        html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
      } catch {
        html = '';
      }
      const files = Object.fromEntries(
        Object.keys(stats.compilation.assets)
          .filter((file) => file.endsWith('.js') && existsSync(join(dir, 'dist', file)))
          .map((file) => [`/${file}`, readFileSync(join(dir, 'dist', file), 'utf8')]),
      );
      resolve({ errors, html, files });
    }),
  );
}

describe('StartupScriptsPlugin', () => {
  it('names the chunks of the entry’s dynamic imports and of the shared libraries they consume', async () => {
    const { errors, html, files } = await build("import('./app');\n");
    expect(errors).toEqual([]);
    const urls = JSON.parse(/\}\)\((\[.*?\])\);<\/script>/.exec(html)![1]!) as string[];
    expect(urls.at(-1)).toMatch(/^\/main\.js$/);
    expect(urls.length).toBeGreaterThanOrEqual(3); // app's chunk, i18next's and early's provider chunks, main.js
    const named = urls.map((url) => files[url] ?? '').join('\n');
    expect(named).toContain('early-package:');
    // The package only a lazy chunk imports is not fetched at start-up, although it imports a module app.js imports.
    expect(Object.values(files).some((code) => code.includes('late-package:'))).toBe(true);
    expect(named).not.toContain('late-package:');
  }, 60_000);

  it('fails the build when it finds no start-up scripts', async () => {
    const { errors } = await build("document.title = 'no dynamic import';\n");
    expect(errors).toEqual([expect.stringContaining('StartupScriptsPlugin: found no start-up scripts')]);
  }, 60_000);
});
