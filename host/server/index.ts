// The host's production server: its own origin and the static origin of each remote (`@cargora/host/server`).
export { createHostServer, serverRenderingSettings, type HostServerOptions, type ServerRenderingOptions, type SsrStatus } from './host-server';
export { createRemoteServer } from './remote-server';
export { startWarmUp, warmUpPaths, type WarmUpStatus } from './warm-up';
export { CSP_REPORT_PATH, CspReportLog, parseCspReports, type CspReport } from './csp-reports';
export {
  activateRelease,
  buildLayout,
  historyPath,
  hostWorkerFile,
  manifestPath,
  migrateDeployLayout,
  migrateVersionLayout,
  readHistory,
  readManifest,
  remoteOrigins,
  versionDir,
  versionLayout,
  versionServerFile,
  writeManifestAtomic,
  type HistoryEntry,
  type RemoteRelease,
  type RemotesManifest,
} from './deploy-layout';
export { renderDocument, sealDocument, withNonce } from './document';
export { RenderPool, type RenderPoolOptions, type RenderStats } from './render-pool';
export { hostPageDirectives, registerSecurityHeaders, STATIC_ORIGIN_DIRECTIVES, type HostPageSources, type OriginKind } from './security-headers';
export { PRIVATE_BUILD_FILE, staticOriginSettings, type StaticOriginSettings } from './static-origin';
export {
  BUCKET_COOKIE,
  BUCKETS,
  CANARY_STAGES,
  DEFAULT_CANARY_WINDOW_MS,
  abortCanary,
  advanceCanary,
  armOf,
  bucketCookie,
  canaryLogPath,
  canaryPath,
  canaryStatus,
  canaryWindowMs,
  decideCanaries,
  logCanaryDecision,
  manifestForBucket,
  parseBucket,
  promoteCanary,
  readCanaries,
  readCanaryLog,
  startCanary,
  startCanaryTimer,
  validPercent,
  windowOnlyDecide,
  writeCanaries,
  type Arm,
  type Canaries,
  type CanaryAction,
  type CanaryDecide,
  type CanaryDecision,
  type CanaryHistoryEntry,
  type CanaryLogEntry,
  type CanaryState,
  type RemoteCanaryStatus,
  type StartCanaryOptions,
} from './canary';
