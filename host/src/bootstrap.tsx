import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  http,
  initI18n,
  readRuntimeConfig,
  registerNamespace,
  setTelemetryEndpoint,
  syncCurrencyAcrossTabs,
  useCurrencyStore,
  type ApiEnvelope,
  formatMoney,
  storedLanguage,
  type ExchangeRates,
} from '@cargora/shared';
import { App } from './app/app';
import { createRouter } from './app/router';
import { nextTask, whenIdle } from './app/scheduling';
import { fetchRemotesManifest } from './federation/remote-registry';
import { restoreSession } from './features/session/restore-session';
import { syncDocumentLanguage } from './features/preferences/change-language';
import { captureFirstPaint } from './federation/first-paint';

const config = readRuntimeConfig();
if (config.telemetry) setTelemetryEndpoint(`${config.apiUrl}/api/v1/misc/telemetry/remote-load`);

registerNamespace('host', '/');
registerNamespace('common', '/');
// Start every independent request at once: remotes, translations, session, exchange rates.
void fetchRemotesManifest().catch(() => undefined);
void initI18n({ ns: ['host', 'common'], debug: process.env.NODE_ENV !== 'production' }).then(() =>
  syncDocumentLanguage(),
);
void restoreSession();
syncCurrencyAcrossTabs();
http
  .get<ApiEnvelope<ExchangeRates>>('/misc/exchange-rates', { cargora: { toastOnError: false } })
  .then((res) => useCurrencyStore.getState().setRates(res.data.data.rates))
  .catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
// Start-up in short tasks: the route table is compiled in a task of its own, then the first render (a transition:
// React yields to the browser every few milliseconds instead of blocking a slow phone for the whole render).
void nextTask()
  .then(() => {
    const router = createRouter();
    return nextTask().then(() => router);
  })
  .then((router) => {
    captureFirstPaint();
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    // The first Intl currency format of a visit loads locale data (tens of ms on a phone): do it while idle rather
    // than inside the first render that shows a price.
    whenIdle(() => formatMoney(0, useCurrencyStore.getState().currency, storedLanguage()));
  });
