// @cargora/shared/runtime: the state and services every package binds at run time, one copy in the browser (a
// federation singleton): configuration, storage, the HTTP client, the stores, i18n, currency, formatting, the
// server-rendering hand-over and page metadata, remote telemetry.
export * from '../config';
export * from '../storage';
// The toast API, and the toaster's mounting hooks (the toaster itself is @cargora/shared/ui's AppProviders' business).
export { toast, toasterMounted, toasterUnmounted, useToasterStore } from '../toast';
export * from '../http/http-client';
export * from '../http/idempotency-key';
export * from '../stores/session-store';
export * from '../stores/settings-store';
export * from '../stores/currency-store';
export * from '../i18n/i18n';
export * from '../i18n/use-page-language';
export * from '../theme/theme';
export * from '../currency/currency';
export * from '../validation/percentage';
export * from '../lib/parse-params';
export * from '../lib/search-text';
export * from '../lib/intl-formats';
export * from '../lib/place-labels';
export * from '../lib/isolate';
export * from '../hooks/use-api';
export * from '../routing/route-module';
export * from '../routing/api-loader';
export * from '../routing/route-meta';
export * from '../routing/form-post';
export * from '../routing/form-token';
export * from '../ssr/render-state';
export * from '../ssr/use-hydrated';
export * from '../ssr/page-origin';
export * from '../seo/urls';
export * from '../seo/page-meta';
export * from '../hooks/use-price';
export * from '../hooks/use-page-url';
export * from '../hooks/site-logo-url';
export * from '../hooks/use-site-organization';
export * from '../hooks/use-query-params';
export * from '../hooks/use-formatters';
export { reportRemoteLoad, setTelemetryEndpoint } from '../federation/remote-telemetry';
export type { RemoteLoadReport } from '../federation/remote-telemetry';
export { fetchWithTimeout } from '../federation/fetch-with-timeout';
