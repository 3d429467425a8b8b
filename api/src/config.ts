import path from 'node:path';
import { apiRoot } from './lib/paths';

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
  jwtSecret: string;
  jwtTtlSeconds: number;
  logLevel: string;
  rateLimitAuth: number;
  /** How long a cached public GET response may be served (0 = no cache). */
  apiCacheTtlMs: number;
}

const DEV_JWT_SECRET = 'cargora-dev-secret-change-me-in-production';

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** Reads the environment once; explicit overrides (used by tests and the bench) win over env vars. */
export function loadConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = overrides.nodeEnv ?? env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? path.join(apiRoot(), 'data'));
  const databaseUrl = overrides.databaseUrl ?? env.DATABASE_URL ?? path.join(dataDir, 'cargora.sqlite');
  const dbKind = /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET ?? (isProduction ? '' : DEV_JWT_SECRET);
  if (!jwtSecret) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  if (isProduction && jwtSecret === DEV_JWT_SECRET) throw new Error('JWT_SECRET must not be the development default in production');
  const filesPort = overrides.filesPort ?? int(env.FILES_PORT, 4100, 'FILES_PORT');
  return {
    nodeEnv,
    isProduction,
    databaseUrl,
    dbKind,
    apiHost: overrides.apiHost ?? env.API_HOST ?? env.HOST ?? '0.0.0.0',
    apiPort: overrides.apiPort ?? int(env.API_PORT, 4000, 'API_PORT'),
    filesPort,
    filesOrigin: (overrides.filesOrigin ?? env.FILES_ORIGIN ?? `http://localhost:${filesPort}`).replace(/\/+$/, ''),
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    siteOrigins:
      overrides.siteOrigins ??
      (env.SITE_ORIGINS ?? 'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    jwtSecret,
    jwtTtlSeconds: overrides.jwtTtlSeconds ?? int(env.JWT_TTL_SECONDS, 12 * 3600, 'JWT_TTL_SECONDS'),
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? 'info',
    rateLimitAuth: overrides.rateLimitAuth ?? int(env.RATE_LIMIT_AUTH, 10, 'RATE_LIMIT_AUTH'),
    apiCacheTtlMs: overrides.apiCacheTtlMs ?? int(env.API_CACHE_TTL_MS, 30_000, 'API_CACHE_TTL_MS'),
  };
}
