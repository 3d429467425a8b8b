import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from '@cargora/shared/router';
import { type ApiEnvelope, type ExchangeRates, STORAGE_KEYS } from '@cargora/shared/contracts';
import {
  PAGE_REMOTES_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  http,
  i18next,
  initI18n,
  readRuntimeConfig,
  registerNamespace,
  setTelemetryEndpoint,
  syncCurrencyAcrossTabs,
  useCurrencyStore,
  useSettingsStore,
  formatMoney,
  storedLanguage,
  setServerRenderedPage,
  writePreferencesCookie,
  isSupportedLanguage,
  cookieValue,
  parseRenderState,
  cleanSettings,
  directionOf,
  PREFERENCES_COOKIE,
  type PageState,
  type RenderState,
  storage,
} from '@cargora/shared/runtime';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { whenIdle } from './app/scheduling';
import { adoptRenderedVersions, fetchRemotesManifest, isOverridden, loadedVersion, type RemotesManifest } from './federation/remote-registry';
import { startPageTelemetry } from './telemetry/page-telemetry';
import { browserRemoteRoute, pageModuleLoaded } from './federation/remote-routes';
import { restoreSession } from './features/session/restore-session';
import { changeLanguage, storeLanguage, syncDocumentLanguage } from './features/preferences/change-language';

/** How long the start-up waits for the page's remote module before it hydrates without it. */
const REMOTE_HYDRATION_WAIT_MS = 3000;

function readJsonElement<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const config = readRuntimeConfig();
if (config.telemetry) setTelemetryEndpoint(`${config.apiUrl}/api/v1/misc/telemetry/remote-load`);
// Web vitals and uncaught errors per remote version (issue 50: what a canary is judged on).
if (config.telemetry) {
  startPageTelemetry({ endpoint: `${config.apiUrl}/api/v1/misc/telemetry/page-event`, sampleRate: config.vitalsSampleRate ?? 0.1, versionOf: loadedVersion, overridden: isOverridden });
}

const page = readJsonElement<PageState>(PAGE_STATE_ELEMENT_ID);
const rendered = page ? readJsonElement<RemotesManifest>(PAGE_REMOTES_ELEMENT_ID) : null;
if (page) {
  // Start from exactly what the server rendered with; the visitor's stored choices follow once hydrated.
  setServerRenderedPage(true);
  useCurrencyStore.setState({ currency: page.state.currency, rates: page.rates });
  useSettingsStore.setState({ settings: page.state.settings });
  if (rendered) adoptRenderedVersions(rendered);
}

/**
 * The language, currency and settings the visitor sees: their stored choices over the state the server used, and a
 * language in the URL over both (a link a crawler follows, or a page opened with `?lang=`).
 */
function preferredState(base: RenderState): RenderState {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const storedLang = storage.get(STORAGE_KEYS.language);
  const storedCurrency = storage.get(STORAGE_KEYS.currency);
  const storedSettings = storage.getJson<Partial<RenderState['settings']>>(STORAGE_KEYS.settings);
  const lang = isSupportedLanguage(fromUrl) ? fromUrl : isSupportedLanguage(storedLang) ? storedLang : base.lang;
  return {
    lang,
    currency: storedCurrency || base.currency,
    // Stored keys of older versions (skin, navHidden, toastPosition) are dropped; the direction is the language's.
    settings: cleanSettings({ ...base.settings, ...(storedSettings && typeof storedSettings === 'object' ? storedSettings : {}), direction: directionOf(lang) }),
  };
}

// A page the browser renders itself starts from the preferences the server read for its shell (the cookie: the
// shell's <html lang dir> came from it), under the visitor's stored choices, before its first render: a visitor who
// opened `/login?lang=ar`, or whose local storage is gone but whose cookie is not, gets the language the server named.
const shell = page ? null : preferredState(parseRenderState(cookieValue(document.cookie, PREFERENCES_COOKIE)));
if (shell) {
  if (shell.currency !== useCurrencyStore.getState().currency) useCurrencyStore.getState().setCurrency(shell.currency);
  if (JSON.stringify(shell.settings) !== JSON.stringify(useSettingsStore.getState().settings)) useSettingsStore.setState({ settings: shell.settings });
  // A language that is not the stored one is stored, with its direction; i18next starts in it below.
  if (shell.lang !== storage.get(STORAGE_KEYS.language)) storeLanguage(shell.lang);
}

registerNamespace('host', '/');
registerNamespace('common', '/');
// The remote's texts come from the version that rendered the page (its folder beside its manifest).
if (page?.remote && rendered?.[page.remote]) registerNamespace(page.remote, new URL('.', rendered[page.remote]!.url).href);
// Start every independent request at once: remotes, translations, session, exchange rates.
void fetchRemotesManifest().catch(() => undefined);
// The host's own texts are all hydration waits for. The page's remote's texts (preloaded by the HTML) load once they
// are here: its part of the page waits for them (its components suspend, so the server's HTML stays), the top bar and
// the footer do not (a remote whose origin is down no longer holds them through i18next's retries, ~11 s).
const translations = initI18n({
  ns: ['host', 'common'],
  lng: page?.state.lang ?? shell?.lang,
  debug: process.env.NODE_ENV !== 'production',
});
if (page?.remote) void translations.then((i18n) => i18n.loadNamespaces(page.remote!)).catch(() => undefined);
void translations.then(() => syncDocumentLanguage());
void restoreSession();
syncCurrencyAcrossTabs();
/**
 * The whole table of exchange rates. A server-rendered page carries only the rates it read; the table is asked for
 * once the visitor may need another (a currency chosen, a page opened in the browser), not by every page load: the
 * HTTP client it takes is not otherwise part of a visit that only reads (the browser keeps the answer for an hour).
 * Until it is here a price in a currency without a rate shows in USD.
 */
let ratesLoaded: Promise<void> | null = null;
function loadRates() {
  ratesLoaded ??= http
    .get<ApiEnvelope<ExchangeRates>>('/misc/exchange-rates', { cargora: { toastOnError: false } })
    .then((res) => useCurrencyStore.getState().setRates(res.data.data.rates))
    .catch(() => undefined);
}
if (!page) loadRates();

/** The preferences cookie follows the stored language, currency and settings (the server renders with them). */
function mirrorPreferences() {
  const write = () =>
    writePreferencesCookie({
      lang: isSupportedLanguage(i18next.language) ? i18next.language : storedLanguage(),
      currency: useCurrencyStore.getState().currency,
      settings: useSettingsStore.getState().settings,
    });
  write();
  i18next.on('languageChanged', write);
  useCurrencyStore.subscribe(write);
  useSettingsStore.subscribe(write);
}

/** After hydration: the visitor's stored choices apply (the cookie may be missing or old); a language in the URL wins. */
async function adoptStoredPreferences(state: RenderState) {
  const preferred = preferredState(state);
  if (JSON.stringify(preferred.settings) !== JSON.stringify(state.settings)) useSettingsStore.setState({ settings: preferred.settings });
  if (preferred.currency !== state.currency) useCurrencyStore.getState().setCurrency(preferred.currency);
  // changeLanguage stores the language and its direction too.
  if (preferred.lang !== storage.get(STORAGE_KEYS.language) || preferred.lang !== i18next.language) await changeLanguage(preferred.lang);
}

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

/** Waits until the router has its first state (loaders of routes whose data the page did not carry have run). */
function initialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

async function hydrate(state: PageState) {
  // The page's module first, so its part hydrates with the rest; a remote slower than REMOTE_HYDRATION_WAIT_MS no
  // longer holds the top bar (its part then hydrates, or is rendered, when its module arrives).
  await Promise.race([pageModuleLoaded(window.location.pathname), new Promise((resolve) => setTimeout(resolve, REMOTE_HYDRATION_WAIT_MS))]);
  // The server's loader data: a route whose part was left to the browser, or whose loader threw, has none and runs
  // its loader here (the same error shows the same boundary).
  const router = createBrowserRouter(appRoutes(browserRemoteRoute), {
    hydrationData: { loaderData: state.loaderData, ...(state.actionData ? { actionData: state.actionData } : {}) },
  });
  await initialized(router);
  const first = `${window.location.pathname}${window.location.search}`;
  const stop = router.subscribe((s) => {
    // Another page's loaders may convert from any currency.
    if (s.navigation.state !== 'idle') loadRates();
    if (`${s.location.pathname}${s.location.search}` !== first) {
      setServerRenderedPage(false);
      stop();
    }
  });
  await translations.catch(() => undefined);
  // Hydrated as a transition: React adopts the server's DOM in slices of a few milliseconds and lets the browser in
  // between (a plain hydrateRoot runs at default priority, which React 18 renders in one uninterrupted task).
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      {
        // A mismatch React recovered from by rendering again in the browser: logged, so the browser tests count them.
        onRecoverableError: (error) => console.error(`[hydration] ${error instanceof Error ? error.message : String(error)}`),
      },
    );
  });
  // A currency without a rate here (chosen in the top bar, or the visitor's stored one): the whole table.
  useCurrencyStore.subscribe(({ currency, rates }, before) => {
    if (currency !== before.currency && rates[currency] === undefined) loadRates();
  });
  await adoptStoredPreferences(state.state);
  mirrorPreferences();
}

function render() {
  const router = createBrowserRouter(appRoutes(browserRemoteRoute));
  // A transition: React yields to the browser every few milliseconds instead of blocking a slow phone for the whole render.
  startTransition(() => {
    createRoot(container!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  mirrorPreferences();
}

if (page) void hydrate(page);
else render();
// The first Intl number or date format of a visit loads ICU's number data (tens of ms on a phone): a page the browser
// renders itself does it while idle rather than inside the first render that shows a price.
if (!page) whenIdle(() => formatMoney(0, useCurrencyStore.getState().currency, storedLanguage()));
