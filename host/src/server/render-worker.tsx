// A render worker: a worker thread bound to one generation of remotes.json. It loads the host's tree (this bundle)
// and the server build of each remote version that generation names, once, and renders pages one at a time
// (the stores and i18next are module state, so one render owns them while it runs). A new generation gets new
// workers (host/server/render-pool.ts): federated code is never swapped inside a living process.
// A worker started without a generation is a spare: it loads the libraries and the host's tree, warms them up by
// rendering the host's own 404 page in each language, and waits. Bound to a generation (once, for the rest of its
// life), it loads that generation's remote builds and serves. A release's first pages then meet warm code, not a
// thread that starts from nothing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { initReactI18next } from 'react-i18next';
import type { Resource, ResourceLanguage } from 'i18next';
import * as sharedContracts from '@cargora/shared/contracts';
import * as sharedRuntime from '@cargora/shared/runtime';
import * as sharedUi from '@cargora/shared/ui';
import { DEFAULT_CURRENCY, REMOTE_NAMES, SUPPORTED_LANGUAGES, type ApiEnvelope, type ExchangeRates, type RemoteName } from '@cargora/shared/contracts';
import { DEFAULT_SETTINGS, http, i18next, setRuntimeConfig, setServerRenderedPage, type RemoteRouteModules } from '@cargora/shared/runtime';
import { SINGLETON_NAMES, type SharedEntry } from '@cargora/shared/build/singletons';
import { createPageRenderer } from './render-page';
import { buildLayout, versionLayout, versionServerFile, type RemotesManifest } from '../../server/deploy-layout';
import type { PoolMessage, RenderRequest, RenderResult, WorkerMessage, WorkerSetup } from '../../server/render-protocol';

/**
 * Encodes the page's HTML and state: TextEncoder gives each its own ArrayBuffer (not a slice of Node's shared pool, as
 * Buffer.from may), so they can be handed to the server as they are (transferred, not copied).
 */
const utf8 = new TextEncoder();

const setup = workerData as WorkerSetup;
const port = parentPort!;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

setRuntimeConfig({ ...setup.config, apiUrl: setup.apiUrl });
// What the layout renders for a page that arrives from the server (its footer at once).
setServerRenderedPage(true);

// The share scope of the remotes' server builds: the singletons this worker itself uses, one copy each.
// The bundle's own require (webpack leaves it alone): packages resolve from the host's node_modules.
declare const __non_webpack_require__: NodeJS.Require;
const hostRequire = __non_webpack_require__;
/** @cargora/shared's run-time entry points (SHARED_ENTRIES): the worker's own copy of each. */
const sharedEntries: Record<SharedEntry, unknown> = {
  '@cargora/shared/contracts': sharedContracts,
  '@cargora/shared/runtime': sharedRuntime,
  '@cargora/shared/ui': sharedUi,
};
function shareScopeRequire(id: string): unknown {
  if (Object.hasOwn(sharedEntries, id)) return sharedEntries[id as keyof typeof sharedEntries];
  const pkg = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!;
  if ((SINGLETON_NAMES as readonly string[]).includes(pkg)) return hostRequire(id);
  if (id.startsWith('node:')) return hostRequire(id);
  throw new Error(`a remote's server build may only require the shared singletons, not "${id}"`);
}

/** Evaluates one remote's server build (CommonJS) with the share scope; a top level that hangs is cut off. */
function loadServerBuild(file: string): RemoteRouteModules<RemoteName> {
  const code = readFileSync(file, 'utf8');
  const module = { exports: {} as Record<string, unknown> };
  const slot = '__cargoraServerBuild';
  (globalThis as Record<string, unknown>)[slot] = { module, require: shareScopeRequire };
  try {
    runInThisContext(
      `(function (exports, require, module, __filename, __dirname) {${code}\n}).call(globalThis.${slot}.module.exports, globalThis.${slot}.module.exports, globalThis.${slot}.require, globalThis.${slot}.module, ${JSON.stringify(file)}, ${JSON.stringify(dirname(file))});`,
      { filename: file, timeout: setup.budgetMs },
    );
  } finally {
    delete (globalThis as Record<string, unknown>)[slot];
  }
  const routes = (module.exports.default ?? module.exports) as unknown;
  if (typeof routes !== 'object' || routes === null) throw new Error('its server build exports no routes');
  return routes as RemoteRouteModules<RemoteName>;
}

const builds = new Map<RemoteName, RemoteRouteModules<RemoteName>>();
const failures: Partial<Record<RemoteName, string>> = {};
/** The generation this worker renders with: set once, at start or when a spare is bound. */
let manifest: RemotesManifest | null = null;
const resources: Resource = {};
const readJson = (file: string): ResourceLanguage[string] => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ResourceLanguage[string]) : {});

const hostClient = buildLayout(setup.hostDistDir).client;
for (const lng of SUPPORTED_LANGUAGES) {
  resources[lng] = {
    host: readJson(join(hostClient, 'locales', lng, 'host.json')),
    common: readJson(join(hostClient, 'locales', lng, 'common.json')),
  };
}

/**
 * Loads the server build and texts of each remote version the generation names, once: a worker is bound to one
 * generation for its whole life (the pool binds each once; a second binding would swap code in place, so it is ignored).
 */
function bind(generation: RemotesManifest) {
  if (manifest) return;
  manifest = generation;
  for (const remote of REMOTE_NAMES) {
    const release = generation[remote];
    if (!release) {
      failures[remote] = 'no active version';
      continue;
    }
    const client = versionLayout(setup.deployDir, remote, release.version).client;
    try {
      for (const lng of SUPPORTED_LANGUAGES) {
        i18next.addResourceBundle(lng, remote, readJson(join(client, 'locales', lng, `${remote}.json`)), true, true);
      }
      const file = versionServerFile(setup.deployDir, remote, release.version);
      if (!existsSync(file)) throw new Error(`${release.version} has no server build`);
      builds.set(remote, loadServerBuild(file));
    } catch (error) {
      failures[remote] = error instanceof Error ? error.message : String(error);
    }
  }
  post({ type: 'ready', failures });
}

const ready = i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['host', 'common', ...REMOTE_NAMES],
  defaultNS: 'host',
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
});

// Exchange rates change rarely: asked for at most once a minute.
let rates: { at: number; value: Record<string, number> } | null = null;
async function currentRates(): Promise<Record<string, number>> {
  if (rates && Date.now() - rates.at < 60_000) return rates.value;
  try {
    const res = await http.get<ApiEnvelope<ExchangeRates>>('/misc/exchange-rates', { cargora: { toastOnError: false }, timeout: setup.budgetMs });
    rates = { at: Date.now(), value: res.data.data.rates };
  } catch {
    rates = { at: Date.now() - 50_000, value: rates?.value ?? {} };
  }
  return rates.value;
}

const renderPage = createPageRenderer({
  remoteRoutes: (remote) => {
    const routes = builds.get(remote);
    return routes ? Promise.resolve(routes) : Promise.reject(new Error(failures[remote] ?? 'not loaded'));
  },
  budgetMs: setup.budgetMs,
  siteUrl: setup.config.siteUrl,
  rates: currentRates,
});

async function render(request: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  const page = await renderPage(request.url, request.state);
  return {
    id: request.id,
    status: page.status,
    ...(page.redirect ? { redirect: page.redirect } : {}),
    html: utf8.encode(page.html),
    head: page.head,
    styles: page.styles,
    pageState: utf8.encode(page.pageState),
    remote: page.remote,
    failures: page.failures,
    ms: Math.round(performance.now() - started),
  };
}

/** Set when a spare is bound: what is left of its warm-up is skipped, the generation's pages come first. */
let bindAsked = false;

/** A spare's warm-up: the host's own 404 page (no remote, no API answer it needs) once in each language. */
async function warmUp() {
  for (const lng of SUPPORTED_LANGUAGES) {
    if (bindAsked) return;
    await render({ id: 0, url: '/404', state: { lang: lng, currency: DEFAULT_CURRENCY, settings: DEFAULT_SETTINGS } }).catch(() => undefined);
  }
}

const started = ready.then(
  () => undefined,
  (error: unknown) => {
    failures.catalog = `translations: ${String(error)}`;
  },
);

// One thing at a time, in arrival order: the start (a spare's warm-up), the binding, each render.
const { manifest: given } = setup;
let queue: Promise<unknown> = given ? started.then(() => bind(given)) : started.then(warmUp).then(() => post({ type: 'spare' }));
port.on('message', (message: PoolMessage) => {
  if (message.type === 'bind') {
    bindAsked = true;
    queue = queue.then(() => bind(message.manifest));
    return;
  }
  const request = message.request;
  queue = queue.then(() =>
    render(request).then(
      (result) => post({ type: 'result', result }, [result.html.buffer as ArrayBuffer, result.pageState.buffer as ArrayBuffer]),
      (error: unknown) => post({ type: 'error', id: request.id, message: error instanceof Error ? error.stack ?? error.message : String(error) }),
    ),
  );
});
