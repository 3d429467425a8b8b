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
  type ExchangeRates,
} from '@cargora/shared';
import { App } from './app/app';
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
captureFirstPaint();
const root = createRoot(container);
// A transition renders concurrently: React yields to the browser every few milliseconds instead of blocking the
// main thread for the whole first render (what a slow phone feels as a frozen page).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
