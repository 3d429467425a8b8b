import path from 'node:path';
import { apiRoot } from './lib/paths';
import { opsToken, parseTrustProxy, persistedSecret, type TrustProxy } from '@cargora/shared/server';
import type { S3Settings } from './lib/object-store';
import { SEARCH_RESULT_CAP } from '@cargora/shared/contracts/schemas';

export type { TrustProxy };


export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  databaseUrl: string;
  dbKind: 'sqlite' | 'postgres';
  apiHost: string;
  apiPort: number;
  filesPort: number;
  filesOrigin: string;
  dataDir: string;
  filesDir: string;
  siteOrigins: string[];
  /** The API's own public origin (PUBLIC_API_URL; default http://localhost:<API_PORT>): Swagger UI's requests come from it. */
  publicApiOrigin: string;
  /** The site's public origin (the host), without a trailing slash: the sitemaps' URLs. */
  siteUrl: string;
  /** URLs per sitemap file; a bigger section is split. Never above the protocol's 50,000. */
  sitemapMaxUrls: number;
  jwtSecret: string;
  /** The operator credential (OPS_TOKEN, else DATA_DIR/ops-token), sent as `Authorization: Bearer <token>` to read telemetry. */
  opsToken: string;
  /** Lifetime given to new tokens, and the longest exp - iat a token may carry. */
  jwtTtlSeconds: number;
  logLevel: string;
  rateLimitAuth: number;
  /** The most services a text search lists, ranks, counts and counts facets over (its most recent matches). */
  searchResultCap: number;
  /** How long a cached public GET response may be served (0 = no cache). */
  apiCacheTtlMs: number;
  trustProxy: TrustProxy;
  /** Shared store for rate limits and cache invalidation (several API instances); empty = in-process only. */
  redisUrl: string;
  /** Read-cache lifetime while REDIS_URL is set but unreachable (changes by other instances go unheard meanwhile). */
  apiCacheFallbackTtlMs: number;
  /** Files (CVs, share images, seeded pictures) in an S3-compatible bucket instead of DATA_DIR/files; null = disk. */
  s3: S3Settings | null;
  /** Serve Swagger UI and /api/openapi.json (on outside production unless API_DOCS=0). */
  apiDocs: boolean;
  /**
   * Failed passwords from one address for one e-mail before that pair waits 1 s, 2 s, 4 s … (at most
   * loginWindowSeconds) between tries; 0 = off. Other addresses (the owner's) are not slowed.
   */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Failed passwords from one address, whatever the e-mails, within loginWindowSeconds before it answers 429; 0 = off. */
  loginMaxFailuresPerIp: number;
  /** Job applications: per IP per minute, per IP per day, and for everyone per day. */
  rateLimitApplications: number;
  applicationsPerIpPerDay: number;
  applicationsPerDay: number;
  /** Quote requests: per IP per minute, per IP per day, and for everyone per day. */
  rateLimitQuotes: number;
  quotesPerIpPerDay: number;
  quotesPerDay: number;
  /** Remote-load telemetry: posts per IP per minute, and distinct remote/version/outcome rows kept. */
  rateLimitTelemetry: number;
  telemetryMaxRows: number;
  /** Canary measurements (issue 50): real-user vitals samples kept (TELEMETRY_MAX_VITALS, default 200000; the oldest go first). */
  telemetryMaxVitals: number;
  /** The live remotes.json (REMOTES_URL, default SITE_URL/remotes.json?versions=all, which names canaries too): telemetry is accepted for the versions it names. */
  remotesUrl: string;
  /** Writes (uploads, telemetry, sign-in) answer 507 when the data directory's file system has less free space. */
  minFreeDiskBytes: number;
  /** How often the readiness of the database, the files store and the disk is checked in the background (GET /ready). */
  readinessIntervalMs: number;
  /** Whole request (headers + body) time-out, headers time-out, socket idle time-out, keep-alive time-out. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const MIN_JWT_SECRET_BYTES = 32;
/** JWT_TTL_SECONDS may not exceed 7 days. */
export const MAX_JWT_TTL_SECONDS = 7 * 24 * 3600;
export const JWT_SECRET_FILE = 'jwt-secret';
/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

export { parseTrustProxy };

function urlOrigin(value: string, name: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

/** S3_BUCKET turns the S3 store on; S3_ENDPOINT names a compatible store (s3rver, MinIO), empty = AWS itself. */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() ?? '';
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== ''),
    timeoutMs: int(env.S3_TIMEOUT_MS, 3000, 'S3_TIMEOUT_MS'),
  };
}

/** The secret kept in DATA_DIR/jwt-secret (mode 0600), created with 48 random bytes on first start. */
export function persistedJwtSecret(dataDir: string): string {
  return persistedSecret(path.join(dataDir, JWT_SECRET_FILE), MIN_JWT_SECRET_BYTES);
}

function checkJwtSecret(secret: string): string {
  if (Buffer.byteLength(secret) < MIN_JWT_SECRET_BYTES) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes (got ${Buffer.byteLength(secret)}); unset it to let the API generate and keep one in DATA_DIR/${JWT_SECRET_FILE}`);
  }
  return secret;
}

/** Reads the environment once; explicit overrides (used by tests and the bench) win over env vars. */
export function loadConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = overrides.nodeEnv ?? env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? path.join(apiRoot(), 'data'));
  const databaseUrl = overrides.databaseUrl ?? env.DATABASE_URL ?? path.join(dataDir, 'cargora.sqlite');
  const dbKind = /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
  const givenSecret = overrides.jwtSecret ?? (env.JWT_SECRET || undefined);
  const jwtSecret = givenSecret !== undefined ? checkJwtSecret(givenSecret) : persistedJwtSecret(dataDir);
  const jwtTtlSeconds = overrides.jwtTtlSeconds ?? int(env.JWT_TTL_SECONDS, 12 * 3600, 'JWT_TTL_SECONDS');
  if (jwtTtlSeconds < 60 || jwtTtlSeconds > MAX_JWT_TTL_SECONDS) {
    throw new Error(`JWT_TTL_SECONDS must be between 60 and ${MAX_JWT_TTL_SECONDS} (7 days), got ${jwtTtlSeconds}`);
  }
  const filesPort = overrides.filesPort ?? int(env.FILES_PORT, 4100, 'FILES_PORT');
  const siteOrigins =
    overrides.siteOrigins ??
    (env.SITE_ORIGINS ?? 'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const siteUrl = (overrides.siteUrl ?? env.SITE_URL ?? siteOrigins[0] ?? 'http://localhost:3000').replace(/\/+$/, '');
  const apiPort = overrides.apiPort ?? int(env.API_PORT, 4000, 'API_PORT');
  const sitemapMaxUrls = overrides.sitemapMaxUrls ?? int(env.SITEMAP_MAX_URLS, SITEMAP_URL_LIMIT, 'SITEMAP_MAX_URLS');
  if (sitemapMaxUrls < 1) throw new Error('SITEMAP_MAX_URLS must be at least 1');
  return {
    nodeEnv,
    isProduction,
    databaseUrl,
    dbKind,
    apiHost: overrides.apiHost ?? env.API_HOST ?? env.HOST ?? '0.0.0.0',
    apiPort,
    filesPort,
    filesOrigin: (overrides.filesOrigin ?? env.FILES_ORIGIN ?? `http://localhost:${filesPort}`).replace(/\/+$/, ''),
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    siteOrigins,
    publicApiOrigin: overrides.publicApiOrigin ?? urlOrigin(env.PUBLIC_API_URL || `http://localhost:${apiPort}`, 'PUBLIC_API_URL'),
    siteUrl,
    // Larger files are not read by search engines: the protocol's limit caps the setting.
    sitemapMaxUrls: Math.min(sitemapMaxUrls, SITEMAP_URL_LIMIT),
    jwtSecret,
    opsToken: overrides.opsToken ?? opsToken(env, dataDir),
    jwtTtlSeconds,
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? 'info',
    rateLimitAuth: overrides.rateLimitAuth ?? int(env.RATE_LIMIT_AUTH, 10, 'RATE_LIMIT_AUTH'),
    searchResultCap: Math.max(1, overrides.searchResultCap ?? int(env.SEARCH_RESULT_CAP, SEARCH_RESULT_CAP, 'SEARCH_RESULT_CAP')),
    apiCacheTtlMs: overrides.apiCacheTtlMs ?? int(env.API_CACHE_TTL_MS, 30_000, 'API_CACHE_TTL_MS'),
    trustProxy: overrides.trustProxy ?? parseTrustProxy(env.TRUST_PROXY),
    redisUrl: overrides.redisUrl ?? env.REDIS_URL ?? '',
    apiCacheFallbackTtlMs: overrides.apiCacheFallbackTtlMs ?? int(env.API_CACHE_FALLBACK_TTL_MS, 1000, 'API_CACHE_FALLBACK_TTL_MS'),
    s3: overrides.s3 !== undefined ? overrides.s3 : s3Settings(env),
    apiDocs: overrides.apiDocs ?? flag(env.API_DOCS, !isProduction),
    loginMaxFailures: overrides.loginMaxFailures ?? int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginWindowSeconds: overrides.loginWindowSeconds ?? int(env.LOGIN_WINDOW_SECONDS, 15 * 60, 'LOGIN_WINDOW_SECONDS'),
    loginMaxFailuresPerIp: overrides.loginMaxFailuresPerIp ?? int(env.LOGIN_MAX_FAILURES_PER_IP, 50, 'LOGIN_MAX_FAILURES_PER_IP'),
    rateLimitApplications: overrides.rateLimitApplications ?? int(env.RATE_LIMIT_APPLICATIONS, 5, 'RATE_LIMIT_APPLICATIONS'),
    applicationsPerIpPerDay: overrides.applicationsPerIpPerDay ?? int(env.APPLICATIONS_PER_IP_PER_DAY, 20, 'APPLICATIONS_PER_IP_PER_DAY'),
    applicationsPerDay: overrides.applicationsPerDay ?? int(env.APPLICATIONS_PER_DAY, 2000, 'APPLICATIONS_PER_DAY'),
    rateLimitQuotes: overrides.rateLimitQuotes ?? int(env.RATE_LIMIT_QUOTES, 5, 'RATE_LIMIT_QUOTES'),
    quotesPerIpPerDay: overrides.quotesPerIpPerDay ?? int(env.QUOTES_PER_IP_PER_DAY, 20, 'QUOTES_PER_IP_PER_DAY'),
    quotesPerDay: overrides.quotesPerDay ?? int(env.QUOTES_PER_DAY, 5000, 'QUOTES_PER_DAY'),
    rateLimitTelemetry: overrides.rateLimitTelemetry ?? int(env.RATE_LIMIT_TELEMETRY, 300, 'RATE_LIMIT_TELEMETRY'),
    telemetryMaxRows: overrides.telemetryMaxRows ?? int(env.TELEMETRY_MAX_ROWS, 1000, 'TELEMETRY_MAX_ROWS'),
    telemetryMaxVitals: overrides.telemetryMaxVitals ?? int(env.TELEMETRY_MAX_VITALS, 200_000, 'TELEMETRY_MAX_VITALS'),
    remotesUrl: overrides.remotesUrl ?? (env.REMOTES_URL || `${siteUrl}/remotes.json?versions=all`),
    minFreeDiskBytes: overrides.minFreeDiskBytes ?? int(env.MIN_FREE_DISK_BYTES, 64 * 1024 * 1024, 'MIN_FREE_DISK_BYTES'),
    readinessIntervalMs: overrides.readinessIntervalMs ?? int(env.READINESS_INTERVAL_MS, 5000, 'READINESS_INTERVAL_MS'),
    requestTimeoutMs: overrides.requestTimeoutMs ?? int(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS'),
    headersTimeoutMs: overrides.headersTimeoutMs ?? int(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'),
    connectionTimeoutMs: overrides.connectionTimeoutMs ?? int(env.CONNECTION_TIMEOUT_MS, 15_000, 'CONNECTION_TIMEOUT_MS'),
    keepAliveTimeoutMs: overrides.keepAliveTimeoutMs ?? int(env.KEEP_ALIVE_TIMEOUT_MS, 5_000, 'KEEP_ALIVE_TIMEOUT_MS'),
  };
}
