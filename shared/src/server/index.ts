// What a server or a build script (the host's server, the catalog's first-paint step) needs from shared: plain data
// and types, nothing that loads React or touches the browser. Exported as `@cargora/shared/server`.
export { DEFAULT_CONFIG, type RuntimeConfig } from '../config';
export { DEFAULT_LANGUAGE, STORAGE_KEYS } from '../constants';
export { FIRST_PAINT_ELEMENT_ID, FIRST_PAINT_FILE, FIRST_PAINT_SETTINGS, type FirstPaint, type FirstPaintSettings } from '../first-paint';
export { HOST_PATHS, REMOTE_NAMES, REMOTE_ROUTES, type RemoteName, type RemoteRoute } from '../routes';
export { fastifyTrustProxy, parseTrustProxy, type TrustProxy } from './trust-proxy';
