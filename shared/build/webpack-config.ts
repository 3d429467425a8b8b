// One webpack configuration for every front-end package; each package passes only what differs.
import { join, resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { Configuration } from 'webpack';
import type {} from 'webpack-dev-server';
import { BannerPlugin, Compilation, DefinePlugin, optimize } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CHUNK_LOAD_TIMEOUT_MS } from '../src/constants';
import { SINGLETON_NAMES, sharedSingletons } from './shared-deps';
import type { Singleton } from './singletons';
import { StartupScriptsPlugin } from './startup-scripts-plugin';
import { PrivateBuildFilesPlugin } from './private-build-files-plugin';
import { SERVER_BUILD_FILES, buildLayout } from '../src/server/build-layout';
import { REMOTE_ENTRY_FILE } from '../src/contracts/remotes-manifest';

export interface FederationContract {
  /** Federation container name (a JS identifier), e.g. `catalog`. */
  name: string;
  /** Modules this package exposes to the host (remotes only). */
  exposes?: Record<string, string>;
  /** Those of `exposes` its server build exposes too, for the host's render worker (default: all of them). */
  serverExposes?: string[];
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

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of a file marked so is
 * compiled while the file streams in, on a background thread. Without it V8 compiles each function lazily on the
 * main thread at its first call, so evaluating a large module (react-dom, styled-components, a remote's App) is one
 * long main-thread task on a slow phone. Our browser chunks are loaded when they are about to run, so all of them
 * carry it. It is added after the minifier has run (which keeps no comment) and before the files are hashed.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** TypeScript and JSX through esbuild, after giving styled components their stable ids (styled-ids.js). */
function scriptRules(target: string) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules\/(?!@cargora)/,
      use: [
        { loader: 'esbuild-loader', options: { target, jsx: 'automatic' } },
        { loader: require.resolve('./styled-ids.js') },
      ],
    },
  ];
}

/** The host's render worker is itself a Node program: every npm package stays a plain require of its node_modules. */
function hostServerExternals({ request }: { request?: string }, callback: (error?: Error | null, result?: string) => void) {
  if (!request) return callback();
  if (!request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@cargora/')) return callback(null, `commonjs ${request}`);
  return callback();
}

/** The version of each singleton the host's render worker lends the remotes' server builds (its own node_modules). */
function singletonVersions(dir: string): Record<Singleton, string> {
  const versionOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  const shared = versionOf(join(__dirname, '..', 'package.json'));
  return Object.fromEntries(
    SINGLETON_NAMES.map((name) => [name, name.startsWith('@cargora/shared/') ? shared : versionOf(join(dir, 'node_modules', name, 'package.json'))]),
  ) as Record<Singleton, string>;
}

/**
 * A remote's server build's `shared` block: every singleton, none bundled (`import: false`): the render worker that
 * loads the container gives its own copy of each (host/server/render/remote-server-builds.ts).
 */
function serverShared(dir: string) {
  return Object.fromEntries(Object.entries(sharedSingletons(dir)).map(([name, entry]) => [name, { ...entry, import: false as const }]));
}

/**
 * The host's server build: its render worker (server/render-worker.js), one CommonJS file for Node, a piscina task
 * module. It lands in dist/server, beside the browser build's dist/client, outside what any origin serves
 * (build-layout.ts).
 */
function hostServerConfig(options: PackageBuildOptions): Configuration {
  const { dir } = options;
  return {
    name: 'server',
    mode: 'production',
    entry: { [SERVER_BUILD_FILES.host.replace(/\.js$/, '')]: './server/render/render-worker.tsx' },
    context: dir,
    target: 'node20',
    devtool: false,
    output: {
      path: buildLayout(resolve(dir, 'dist')).server,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    externalsPresets: { node: true },
    externals: [hostServerExternals],
    // `createRequire` stays Node's: the worker requires the remotes' containers from their folders at run time.
    module: { rules: scriptRules('node20'), parser: { javascript: { createRequire: false } } },
    // Readable stack traces in the server's log matter more than bytes here.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SINGLETON_VERSIONS__: JSON.stringify(singletonVersions(dir)),
      }),
      // One file: the pages' dynamic imports resolve inside it, with no chunk files to find at run time.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * A remote's server build: a federation container for Node (target async-node, @module-federation/node's runtime
 * plugin loading its chunks from its own folder), server/remoteEntry.js and its chunks, exposing what the render
 * worker loads (`serverExposes`, default all of the browser build's). It lands in dist/server, beside the browser
 * build's dist/client (so in the same immutable version folder), outside what any origin serves (build-layout.ts).
 */
function remoteServerConfig(options: PackageBuildOptions): Configuration {
  const { dir, federation } = options;
  const names = federation.serverExposes ?? Object.keys(federation.exposes ?? {});
  const missing = names.filter((name) => !federation.exposes?.[name]);
  const exposes = Object.fromEntries(names.map((name) => [name, federation.exposes![name]!]));
  if (names.length === 0 || missing.length > 0) throw new Error(`${federation.name}: its server build exposes what its browser build does (${missing.join(', ') || 'nothing'})`);
  return {
    name: 'server',
    mode: 'production',
    // The container is the build's only entry (added by the federation plugin).
    entry: {},
    context: dir,
    target: 'async-node',
    devtool: false,
    // The container's own folder: its chunks are read from beside it.
    node: { __dirname: false, __filename: false },
    output: {
      path: buildLayout(resolve(dir, 'dist')).server,
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `cargora_${federation.name}_server`,
      publicPath: '',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    externalsPresets: { node: true },
    module: { rules: scriptRules('node20') },
    // Readable stack traces in the server's log matter more than bytes here.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new ModuleFederationPlugin({
        name: federation.name,
        filename: SERVER_BUILD_FILES.remote,
        library: { type: 'commonjs-module' },
        exposes,
        remotes: {},
        shared: serverShared(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        // Nothing but the render worker reads it: no manifest, no types.
        manifest: false,
        dts: false,
      }),
    ],
    stats: 'errors-warnings',
  };
}

export function createWebpackConfig(options: PackageBuildOptions) {
  return (env: Env, argv: { mode?: 'production' | 'development' }): Configuration | Configuration[] => {
    const browser = browserConfig(options, argv);
    // Production builds publish a server build beside the browser one; the development server only serves a browser.
    return argv.mode !== 'development' && !env.WEBPACK_SERVE ? [browser, options.kind === 'host' ? hostServerConfig(options) : remoteServerConfig(options)] : browser;
  };
}

function browserConfig(options: PackageBuildOptions, argv: { mode?: 'production' | 'development' }): Configuration {
  {
    const production = argv.mode !== 'development';
    const { dir, kind, federation, devPort, title } = options;
    const publicDir = join(dir, 'public');
    const layout = buildLayout(resolve(dir, 'dist'));
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      context: dir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: layout.client,
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
          ...scriptRules('es2020'),
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // SWC's minifier through terser-webpack-plugin: the same gzip bytes as Terser within 0.5% (the host's
        // browser chunks 264.2 KB against 265.5), in under half the build time (host 9.6 s against 22.7 s). esbuild's
        // minifier is faster still but leaves about 5% more bytes on the shared libraries (axios 11%, styled 7%).
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
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
        ...(production
          ? [new BannerPlugin({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING })]
          : []),
        new ModuleFederationPlugin({
          name: federation.name,
          filename: REMOTE_ENTRY_FILE,
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
          // disableSnapshot compiles out the code that reads remotes' mf-manifest.json (and preloads from it): the browser
          // registers each remote by its remoteEntry.js (remoteEntryUrl), 4-5 KB gzip less in the host's main.js.
          experiments: {
            optimization: { target: 'web', disableSnapshot: true },
            ...(kind === 'remote' && production ? { externalRuntime: true } : {}),
          },
        }),
        ...(kind === 'host' && production ? [new StartupScriptsPlugin()] : []),
        ...(production ? [new PrivateBuildFilesPlugin(layout.private)] : []),
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
  }
}
