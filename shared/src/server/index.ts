// What a server or a build script (the API, the host's server and its render pool) needs from shared: plain data
// and types, nothing that loads React or needs the DOM's types. Exported as `@cargora/shared/server`.
export { DEFAULT_CONFIG, type RuntimeConfig } from '../config';
export { DEFAULT_LANGUAGE, SESSION_COOKIE, STORAGE_KEYS, SUPPORTED_LANGUAGES, type Language } from '../constants';
export {
  PAGE_REMOTES_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  GLOBAL_STYLE_ELEMENT_ID,
  PREFERENCES_COOKIE,
  cookieValue,
  parseRenderState,
  preferencesCookie,
  type PageState,
  type RenderState,
} from '../ssr/render-state';
export {
  HOST_PATHS,
  REMOTE_NAMES,
  REMOTE_ROUTES,
  keptQuery,
  matchRoute,
  pathTo,
  type MatchedRoute,
  type RemoteName,
  type RemoteRoute,
  type RemoteRouteId,
} from '../routes';
export type { RemoteRelease, RemotesManifest } from '../contracts/remotes-manifest';
export { laneHref, placeSlug } from '../contracts/lane';
export { currencyFromText, formatMoney } from '../currency/currency';
export { textsPath } from '../i18n/texts-path';
export { isolate } from '../lib/isolate';
export { agentPlaceLine, samePlaceKey } from '../lib/place-labels';
export {
  CRAWL_DISALLOWED_PATHS,
  SITEMAP_INDEX_PATH,
  SITEMAP_STATIC_ROUTE_IDS,
  sitemapPath,
  type StaticRouteId,
} from '../seo/crawl';
export { fastifyTrustProxy, parseTrustProxy, type TrustProxy } from './trust-proxy';
export { BUILD_FOLDERS, PRIVATE_BUILD_FILE, SERVER_BUILD_FILES, buildLayout, type BuildLayout } from './build-layout';
export {
  CANONICAL_SERVICE_ROUTE_ID,
  LANG_PARAM,
  SHARE_IMAGE_SIZE,
  hreflangAlternates,
  pageUrl,
  shareImageUrl,
  type Alternate,
  type ShareImageKind,
} from '../seo/urls';
export { escapeHtml, jsonInScript } from '../lib/html-text';
export { normalizeSearch } from '../lib/search-text';
export { MIN_OPS_TOKEN_BYTES, OPS_TOKEN_FILE, hasOpsToken, opsAuthorization, opsToken, opsTokenSource, persistedSecret } from './ops-token';
export * from '../routing/form-token';
