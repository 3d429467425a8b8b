// One webpack configuration for every front-end package; each package passes only what differs.
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import type { Configuration } from 'webpack';
import type {} from 'webpack-dev-server';
import { DefinePlugin } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CHUNK_LOAD_TIMEOUT_MS } from '../src/constants';
import { sharedSingletons } from './shared-deps';
import { StartupScriptsPlugin } from './startup-scripts-plugin';

export interface FederationContract {
  /** Federation container name (a JS identifier), e.g. `catalog`. */
  name: string;
  /** Modules this package exposes to the host (remotes only). */
  exposes?: Record<string, string>;
}

export interface PackageBuildOptions {
  /** Absolute directory of the package (its package.json lives here). */
  dir: string;
  kind: 'host' | 'remote';
  federation: FederationContract;
  /** Port of the development server. */
  devPort: number;
  /** Page title of the HTML shell (the host's page, or a remote's stand-in shell). */
  title: string;
}

/** The shared package's own translations (the `common` namespace). */
export const SHARED_LOCALES_DIR = join(__dirname, '..', 'locales');

interface Env {
  WEBPACK_SERVE?: boolean;
}

const runtimePlugin = require.resolve('../src/federation/runtime-plugin.ts');
const provideRuntimePlugin = require.resolve('../src/federation/provide-runtime-plugin.ts');

export function createWebpackConfig(options: PackageBuildOptions) {
  return (_env: Env, argv: { mode?: 'production' | 'development' }): Configuration => {
    const production = argv.mode !== 'development';
    const { dir, kind, federation, devPort, title } = options;
    const publicDir = join(dir, 'public');
    return {
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      context: dir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: resolve(dir, 'dist'),
        // Remotes are published into versioned folders, so they must resolve chunks relative to
        // wherever their entry was loaded from; the host always lives at the site root.
        publicPath: kind === 'remote' ? 'auto' : '/',
        filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
        chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: `cargora_${federation.name}`,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules\/(?!@cargora)/,
            loader: 'esbuild-loader',
            options: { target: 'es2020', jsx: 'automatic' },
          },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Terser rather than esbuild's minifier: about 5% fewer gzip bytes on the shared libraries (axios 11%,
        // styled-components 7%), which a phone on slow 4G downloads on every first visit; builds take a little longer.
        minimizer: [
          new TerserPlugin({
            extractComments: false,
            terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        new ModuleFederationPlugin({
          name: federation.name,
          filename: 'remoteEntry.js',
          exposes: federation.exposes,
          remotes: {},
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          // The host lends its federation runtime core to the remotes (provide-runtime-plugin.ts); a remote's
          // production build leaves it out. The development server keeps it, so a remote also runs alone.
          runtimePlugins: kind === 'host' ? [runtimePlugin, provideRuntimePlugin] : [runtimePlugin],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // target 'web' compiles the runtime's Node.js loading paths out: these bundles only ever run in a browser.
          experiments: {
            optimization: { target: 'web' },
            ...(kind === 'remote' && production ? { externalRuntime: true } : {}),
          },
        }),
        ...(kind === 'host' && production ? [new StartupScriptsPlugin()] : []),
        new CopyPlugin({
          patterns: [
            ...(existsSync(publicDir) ? [{ from: publicDir, to: '.' }] : []),
            // The host serves `common` for the whole site; a stand-in shell serves its own copy.
            { from: SHARED_LOCALES_DIR, to: 'locales' },
          ],
        }),
        new HtmlWebpackPlugin({
          template: existsSync(join(dir, 'src/index.html'))
            ? join(dir, 'src/index.html')
            : join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          scriptLoading: 'defer',
          // A remote's HTML is only its stand-in shell, served from the root: nested routes need absolute URLs.
          publicPath: '/',
          // Keep the <!--cargora:head--> marker the host's server fills in.
          minify: production ? { collapseWhitespace: true, removeComments: false, minifyCSS: true } : false,
        }),
      ],
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: [
          ...(existsSync(publicDir) ? [{ directory: publicDir }] : []),
          { directory: SHARED_LOCALES_DIR, publicPath: '/locales' },
        ],
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
