/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { StartupScriptsPlugin } from '../startup-scripts-plugin';

/** Builds a tiny host whose entry is `entry`, sharing i18next as the real host shares its singletons. */
function build(entry: string): Promise<{ errors: string[]; html: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cargora-startup-'));
  writeFileSync(join(dir, 'index.js'), entry);
  writeFileSync(join(dir, 'app.js'), "import i18next from 'i18next';\nexport default i18next;\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: join(dir, 'dist'), publicPath: '/', uniqueName: 'startup_test' },
    resolve: { modules: [join(__dirname, '..', '..', 'node_modules'), 'node_modules'] },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({ name: 'startup_test', shared: { i18next: { singleton: true, requiredVersion: false } }, dts: false }),
      new StartupScriptsPlugin(),
      new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>', chunks: ['main'] }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      compiler.close(() => undefined);
      const errors = stats.compilation.errors.map((e) => e.message);
      let html = '';
      try {
        html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
      } catch {
        html = '';
      }
      resolve({ errors, html });
    }),
  );
}

describe('StartupScriptsPlugin', () => {
  it('names the chunks of the entry’s dynamic imports and of the shared libraries they consume', async () => {
    const { errors, html } = await build("import('./app');\n");
    expect(errors).toEqual([]);
    const urls = JSON.parse(/\}\)\((\[.*?\])\);<\/script>/.exec(html)![1]!) as string[];
    expect(urls.at(-1)).toMatch(/^\/main\.js$/);
    expect(urls.length).toBeGreaterThanOrEqual(3); // app's chunk, i18next's provider chunk, main.js
  }, 60_000);

  it('fails the build when it finds no start-up scripts', async () => {
    const { errors } = await build("document.title = 'no dynamic import';\n");
    expect(errors).toEqual([expect.stringContaining('StartupScriptsPlugin: found no start-up scripts')]);
  }, 60_000);
});
