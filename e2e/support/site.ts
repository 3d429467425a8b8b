// Where the site under test lives: its own ports, deploy folder and database, so `npm test`
// never disturbs a running `npm start`.
import http from 'node:http';
import { join } from 'node:path';
import { opsAuthorization, opsToken } from '@cargora/shared/server';

// E2E_DIR moves its deploy folder and database (two runs side by side need both apart, with E2E_PORT_BASE).
export const E2E_ROOT = process.env.E2E_DIR ?? join(__dirname, '..', '..', '.cache', 'e2e');

// E2E_PORT_BASE moves the whole site under test (host at the base, remotes after it, API +1100, files +1200), so
// two checkouts can run their browser tests at once; E2E_API_PORT / E2E_FILES_PORT move only the API.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_ENV = {
  HOST_PORT: String(BASE),
  CATALOG_PORT: String(BASE + 1),
  DIRECTORY_PORT: String(BASE + 2),
  CONTENT_PORT: String(BASE + 3),
  CAREERS_PORT: String(BASE + 4),
  API_PORT: process.env.E2E_API_PORT ?? String(BASE + 1100),
  FILES_PORT: process.env.E2E_FILES_PORT ?? String(BASE + 1200),
  CARGORA_DEPLOY_DIR: join(E2E_ROOT, 'deploy'),
  DATA_DIR: join(E2E_ROOT, 'data'),
  // Every browser test comes from 127.0.0.1: the per-IP limits are sized for people, not for this suite
  // (the API tests cover the limits themselves).
  RATE_LIMIT_AUTH: '1000',
  RATE_LIMIT_TELEMETRY: '100000',
  RATE_LIMIT_APPLICATIONS: '1000',
  APPLICATIONS_PER_IP_PER_DAY: '10000',
  RATE_LIMIT_QUOTES: '1000',
  QUOTES_PER_IP_PER_DAY: '10000',
  LOGIN_MAX_FAILURES: '1000',
  JWT_SECRET: 'e2e-only-secret-not-for-production',
  // The stand-in sign-in sites run here (not on npm start's 5100 / 5200, which may be serving at the same time).
  CUSTOMER_SITE_URL: `http://localhost:${BASE + 2300}`,
  AGENT_SITE_URL: `http://localhost:${BASE + 2400}`,
  LOG_LEVEL: 'info',
  // Two test workers, four servers and Chromium share two cores: a render may take longer than the 800 ms a
  // visitor's page gets, and a section left to the browser would fail the tests that read the server's HTML.
  SSR_BUDGET_MS: '8000',
  // Ready at once: a warm-up (1,200 renders at start) would take the cores from the first tests. The warm-up itself is
  // tested on a host server of its own (server-rendering.spec.ts).
  SSR_WARMUP_RENDERS: '0',
  // Canaries (issue 50): judged on 20 loads per arm, not 200; every page load's web vitals are sent.
  CANARY_MIN_LOADS: '20',
  VITALS_SAMPLE_RATE: '1',
} as const;

/** Applies the e2e environment to this process (the servers and helpers read it at call time). */
export function useE2eEnv() {
  for (const [key, value] of Object.entries(E2E_ENV)) process.env[key] = value;
}

/** An operator's headers (/ssr-status, /csp-reports, reading telemetry): the token the site under test reads. */
export const asOperator = () => opsAuthorization(opsToken(process.env, E2E_ENV.DATA_DIR));

/** The API's log: development mode prints one-time codes there, as it does for a developer. */
export const API_LOG = join(E2E_ROOT, 'api.log');

export const SITE = `http://localhost:${E2E_ENV.HOST_PORT}`;
export const API = `http://localhost:${E2E_ENV.API_PORT}/api/v1`;

/**
 * A GET of the site on a connection of its own, as a visitor who has not been here yet opens one: no kept-alive socket
 * of an earlier test is reused (a server may close an idle one just as it is picked up).
 */
export function visit(path: string, headers: Record<string, string> = {}): Promise<{ status: number; setCookies: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${SITE}${path}`, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [], body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
export const REMOTE_ORIGINS = {
  catalog: `http://localhost:${E2E_ENV.CATALOG_PORT}`,
  directory: `http://localhost:${E2E_ENV.DIRECTORY_PORT}`,
  content: `http://localhost:${E2E_ENV.CONTENT_PORT}`,
  careers: `http://localhost:${E2E_ENV.CAREERS_PORT}`,
} as const;
