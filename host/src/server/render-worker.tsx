// A render thread: a thread of one generation's piscina pool (host/server/render-pool.ts), this module its task
// module. It loads the host's tree (this bundle) and the server build of each remote version its generation names
// (piscina's workerData), once, and renders pages one at a time (the stores and i18next are module state, so one
// render owns them while it runs). A new generation gets a new pool: federated code is never swapped inside a living
// thread.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import type { ComponentType } from 'react';
import { createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { initReactI18next } from 'react-i18next';
import type { Resource, ResourceLanguage } from 'i18next';
import {
  REMOTE_NAMES,
  SUPPORTED_LANGUAGES,
  type ApiEnvelope,
  type ExchangeRates,
  type RemoteAppProps,
  type RemoteName,
} from '@cargora/shared/contracts';
import {
  RenderData,
  formatI18nextNumbers,
  recordFormats,
  http,
  i18next,
  setRuntimeConfig,
  apiBaseUrl,
  setServerDataSource,
  setHttpAdapter,
  setServerRenderedPage,
  takeDeclaredPageMeta,
  takeDeclaredStatus,
  GLOBAL_STYLE_ELEMENT_ID,
  markServerStyles,
  headElements,
  headHtml,
  useCurrencyStore,
  useSettingsStore,
  type PageState,
} from '@cargora/shared/runtime';
import { AppProviders, takeDeclaredGlobalCss } from '@cargora/shared/ui';
import { jsonInScript } from '@cargora/shared/server';
import { appRoutes, remoteOfMatches } from '../app/router';
import { setRemoteSource } from '../federation/remote-source';
import { nodeHttpAdapter } from './node-http-adapter';
import { loadServerBuilds, type ServerBuild } from './remote-server-builds';
import { nodeApiGet } from './api-get';
import { matchedBranch } from './matched-branch';
import { segmentHandlers } from './segment-handlers';
import { renderHtml } from './render-html';
import { buildLayout, versionLayout, versionServerFile, type RemotesManifest } from '../../server/deploy-layout';
import type { RenderRequest, RenderResult, RenderStarted, ServerBuildFailures, WorkerSetup } from '../../server/render-protocol';

/**
 * Encodes the page's HTML and state: TextEncoder gives each its own ArrayBuffer (not a slice of Node's shared pool, as
 * Buffer.from may), so they can be handed to the server as they are (transferred, not copied).
 */
const utf8 = new TextEncoder();

const setup = workerData as WorkerSetup;
/** To the pool (piscina's `message` event): a page started, the server builds that did not load. */
const tell = (message: RenderStarted | ServerBuildFailures) => parentPort?.postMessage(message);

setRuntimeConfig({ ...setup.config, apiUrl: setup.apiUrl });
setServerRenderedPage(true);
setHttpAdapter(nodeHttpAdapter);
// A page's own reads: a read the budget cannot wait for anyway ends with it.
const apiGet = nodeApiGet(apiBaseUrl(), setup.budgetMs);

const apps = new Map<RemoteName, ComponentType<RemoteAppProps>>();
const failures: Partial<Record<RemoteName, string>> = {};
/** The generation this thread renders with, for its whole life. */
const manifest: RemotesManifest = setup.manifest;
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
 * Loads the texts and the server build of each remote version the generation names, once (their containers through
 * the federation's runtime, remote-server-builds.ts). A build that is missing or throws leaves that remote's sections
 * to the browser.
 */
async function loadGeneration() {
  const builds: ServerBuild[] = [];
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
      builds.push({ remote, file });
    } catch (error) {
      failures[remote] = error instanceof Error ? error.message : String(error);
    }
  }
  for (const [remote, module] of await loadServerBuilds<{ default?: ComponentType<RemoteAppProps> }>(builds, setup.exposedModule)) {
    const App = module instanceof Error ? undefined : module.default;
    if (typeof App === 'function' || (typeof App === 'object' && App !== null)) apps.set(remote, App);
    else failures[remote] = module instanceof Error ? module.message : `its ${setup.exposedModule} exports no component`;
  }
  if (Object.keys(failures).length > 0) tell({ serverBuildFailures: failures });
}

setRemoteSource({
  load: (name) => {
    const App = apps.get(name);
    return App ? Promise.resolve(App) : Promise.reject(new Error(`${name}: ${failures[name] ?? 'not loaded'}`));
  },
  reset: () => undefined,
  version: (name) => manifest[name]?.version,
});

const ready = i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['host', 'common', ...REMOTE_NAMES],
  defaultNS: 'host',
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
})
  // `{{count, number}}` through the shared number formats, so those numbers are recorded for hydration too.
  .then(() => formatI18nextNumbers(i18next));

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

const routes = segmentHandlers(appRoutes());

async function render(request: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  // A path, never a host: leading slashes (`//evil.example`) would make it an address of another site (or throw).
  const url = new URL(request.url.replace(/^\/+/, '/'), 'http://render.invalid');
  const base = { id: request.id, pageState: new Uint8Array(0), remote: null, failures: [] as string[], styles: '', html: new Uint8Array(0), head: '' };
  if (url.pathname === '/') return { ...base, status: 302, redirect: `/landing-page${url.search}`, ms: 0 };
  const { state } = request;
  await i18next.changeLanguage(state.lang);
  const rateTable = await currentRates();
  useCurrencyStore.setState({ currency: state.currency, rates: rateTable });
  useSettingsStore.setState({ settings: state.settings });
  const context = await routes.query(url);
  if (context instanceof Response) throw new Error(`the route table answered ${context.status}`);
  const router = createStaticRouter(matchedBranch(context.matches), context);
  const data = new RenderData(apiGet);
  // The remote of the route the router matched (its handle), not the table matched again.
  const remote = remoteOfMatches(context.matches);
  const problems: string[] = remote && failures[remote] ? [`${remote}: ${failures[remote]}`] : [];
  const sheet = new ServerStyleSheet();
  setServerDataSource(data);
  const recordedFormats = recordFormats();
  takeDeclaredStatus();
  takeDeclaredPageMeta();
  takeDeclaredGlobalCss();
  try {
    // What is not ready within the budget (a slow API, a remote's build that never finishes) is left to the browser:
    // React sends those sections' fallbacks, marked to be rendered in the browser.
    const rendered = await renderHtml(
      sheet.collectStyles(
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
      setup.budgetMs,
    );
    problems.push(...rendered.problems);
    const html = utf8.encode(rendered.html);
    const status = takeDeclaredStatus() ?? data.status();
    const meta = takeDeclaredPageMeta();
    const globalCss = takeDeclaredGlobalCss();
    // A page that rendered no metadata of its own (its section left to the browser) keeps the site's defaults.
    const head = meta.title === undefined ? '' : headHtml(headElements(meta, { siteUrl: setup.config.siteUrl, lang: state.lang, path: request.url }));
    const pageState: PageState = { state, rates: rateTable, data: data.toJSON(), remote, formats: recordedFormats() };
    return {
      ...base,
      status,
      html,
      head,
      // The site-wide rules first, in their own element (shared/src/app/global-style.ts), then the components', marked
      // as the server's: the browser keeps them as they are (shared/src/app/server-styles.ts).
      styles: (globalCss ? `<style id="${GLOBAL_STYLE_ELEMENT_ID}">${globalCss}</style>` : '') + markServerStyles(sheet.getStyleTags()),
      pageState: utf8.encode(jsonInScript(pageState)),
      remote,
      failures: [...new Set(problems)],
      ms: Math.round(performance.now() - started),
    };
  } finally {
    recordedFormats();
    setServerDataSource(null);
    sheet.seal();
  }
}

const started = ready.then(
  () => undefined,
  (error: unknown) => {
    failures.catalog = `translations: ${String(error)}`;
  },
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

/** piscina's task: one page. Its budget starts now (the pool is told), not while it waited for this thread. */
async function renderTask(request: RenderRequest) {
  tell({ renderStarted: request.id });
  return transferred(await render(request));
}

export { render };
/** The task function, once the texts and this generation's server builds are loaded: piscina waits for it before it hands this thread a page. */
export default started.then(loadGeneration).then(() => renderTask);
