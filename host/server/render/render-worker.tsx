// A render thread: a thread of one generation's piscina pool (host/server/render-pool.ts), this module its task
// module. It loads the host's tree (this bundle) as it starts; its first page names its generation (the versions come
// with every page: a pool may be started as a spare, before anyone knows which generation it will serve), and the
// server build of each remote version of it is loaded when a page first needs it, once. It renders pages one at a
// time (the stores and i18next are module state, so one render owns them while it runs). A thread renders one
// generation for its life: federated code is never swapped inside a living thread.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import { initReactI18next } from 'react-i18next';
import type { Resource, ResourceLanguage } from 'i18next';
import { REMOTE_NAMES, SUPPORTED_LANGUAGES, type ApiEnvelope, type ExchangeRates, type RemoteName } from '@cargora/shared/contracts';
import { http, i18next, setRuntimeConfig, setServerRenderedPage, type RemoteRouteModules } from '@cargora/shared/runtime';
import { serverBuildLoader, type ServerBuild } from './remote-server-builds';
import { createPageRenderer } from './render-page';
import { buildLayout, versionLayout, versionServerFile, type RemotesManifest } from '../deploy-layout';
import type { RenderRequest, RenderResult, RenderStarted, ServerBuildFailures, WorkerSetup } from '../render-protocol';

/**
 * Encodes the page's HTML and state: TextEncoder gives each its own ArrayBuffer (not a slice of Node's shared pool, as
 * Buffer.from may), so they can be handed to the server as they are (transferred, not copied).
 */
const utf8 = new TextEncoder();

const setup = workerData as WorkerSetup;
/** To the pool (piscina's `message` event): a page started, the server builds that did not load. */
const tell = (message: RenderStarted | ServerBuildFailures) => parentPort?.postMessage(message);

setRuntimeConfig({ ...setup.config, apiUrl: setup.apiUrl });
// What the layout renders for a page that arrives from the server (its footer at once).
setServerRenderedPage(true);

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
 * A generation's remotes: the texts of each remote version it names (now), and the route modules of each (its exposed
 * `./routes`), from its server build, loaded through the federation's runtime (remote-server-builds.ts) when a page of
 * that remote first asks for them. A build that is missing or throws leaves that remote's sections to the browser (the
 * pool is told once).
 */
function loadGeneration(manifest: RemotesManifest): (remote: RemoteName) => Promise<RemoteRouteModules<RemoteName>> {
  const files: ServerBuild[] = [];
  const failures: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTE_NAMES) {
    const release = manifest[remote];
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
      files.push({ remote, file });
    } catch (error) {
      failures[remote] = error instanceof Error ? error.message : String(error);
    }
  }
  const load = serverBuildLoader<{ default?: RemoteRouteModules<RemoteName> }>(files, setup.exposedModule);
  const routes = new Map<RemoteName, Promise<RemoteRouteModules<RemoteName>>>();
  return (remote) => {
    let found = routes.get(remote);
    if (!found) {
      const failed = failures[remote];
      found = (failed ? Promise.reject(new Error(failed)) : load(remote)).then((module) => {
        if (typeof module.default !== 'object' || module.default === null) throw new Error(`its ${setup.exposedModule} exports no route modules`);
        return module.default;
      });
      found.catch((error: unknown) => tell({ serverBuildFailures: { [remote]: error instanceof Error ? error.message : String(error) } }));
      routes.set(remote, found);
    }
    return found;
  };
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
  // A page of the host's own (a spare's first) has no generation, and no remote's page.
  remoteRoutes: (remote) => (bound ? bound.routes(remote) : Promise.reject(new Error('no generation'))),
  budgetMs: setup.budgetMs,
  siteUrl: setup.config.siteUrl,
  rates: currentRates,
});

async function render(request: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  const page = await renderPage(request.url, request.state, request.form, request.browserOnly);
  return {
    id: request.id,
    status: page.status,
    ...(page.redirect ? { redirect: page.redirect } : {}),
    html: utf8.encode(page.html),
    head: page.head,
    styles: page.styles,
    pageState: utf8.encode(page.pageState),
    remote: page.remote,
    ...(page.hasFormToken ? { hasFormToken: true } : {}),
    failures: page.failures,
    ms: Math.round(performance.now() - started),
  };
}

const started = ready.then(
  () => undefined,
  (error: unknown) => tell({ serverBuildFailures: { catalog: `translations: ${String(error)}` } }),
);

/** A page's HTML and state are handed to the pool as they are (transferred, not copied). */
function transferred(result: RenderResult) {
  return move({
    get [transferableSymbol]() {
      return [result.html.buffer, result.pageState.buffer];
    },
    get [valueSymbol]() {
      return result;
    },
  });
}

/** The generation this thread renders with, for its whole life: the one its first page names. */
let bound: { key: string; routes: (remote: RemoteName) => Promise<RemoteRouteModules<RemoteName>> } | null = null;
function bind(generation: RemotesManifest) {
  const key = JSON.stringify(generation);
  bound ??= { key, routes: loadGeneration(generation) };
  if (bound.key !== key) throw new Error('a render thread was asked for another generation than its own');
}

/** piscina's task: one page. Its budget starts now (the pool is told), not while it waited for this thread. */
async function renderTask(request: RenderRequest) {
  if (request.generation) bind(request.generation);
  tell({ renderStarted: request.id });
  return transferred(await render(request));
}

export { render };
/** The task function, once the host's texts are loaded: piscina waits for it before it hands this thread a page. */
export default started.then(() => renderTask);
