// Runs the built API (and its files origin) as a child process and waits until it answers.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, origin, ports } from './paths';
import type { ServiceSpec } from './supervisor';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** The customer and agent sites (the stand-ins npm start and the browser tests run there) sign in through the API. */
function standInOrigins() {
  return [process.env.CUSTOMER_SITE_URL ?? 'http://localhost:5100', process.env.AGENT_SITE_URL ?? 'http://localhost:5200'].map((url) => new URL(url).origin);
}

/** Throws when something already answers on the API's port: it would answer our health checks and hide this API's failure. */
export async function assertApiPortFree(): Promise<void> {
  const p = ports();
  const occupied = await fetch(`${origin(p.api)}/health`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`Port ${p.api} is already in use (another API?). Stop it or set API_PORT.`);
}

/** Starts the built API (api/dist/server.js) on this machine's ports, with `env` over the defaults. */
export function spawnApi(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  const p = ports();
  return spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      API_PORT: String(p.api),
      FILES_PORT: String(p.files),
      FILES_ORIGIN: process.env.FILES_ORIGIN ?? origin(p.files),
      SITE_URL: process.env.SITE_URL ?? origin(p.host),
      SITE_ORIGINS: process.env.SITE_ORIGINS ?? [...[p.host, p.catalog, p.directory, p.content, p.careers].map(origin), ...standInOrigins()].join(','),
      ...env,
    },
    stdio,
  });
}

/** Waits until the API `child` answers /health (throws if it exits first, or after 180 s: migrating and seeding). */
export async function apiServing(child: ChildProcess): Promise<void> {
  const url = origin(ports().api);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The API exited with code ${child.exitCode ?? child.signalCode} during start-up`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The API did not answer /health within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The API for npm start's supervisor: its stderr piped (quoted when it dies), and it ends with npm start even when
 * npm start is killed outright.
 */
export function apiService(): ServiceSpec {
  return { name: 'the API', launch: () => spawnApi({ EXIT_WITH_PARENT: '1' }, ['ignore', 'inherit', 'pipe']), ready: apiServing };
}

export async function startApi(env: NodeJS.ProcessEnv = {}, { logFile }: { logFile?: string } = {}): Promise<ApiProcess> {
  await assertApiPortFree();
  const log = logFile ? openSync(logFile, 'a') : null;
  const child = spawnApi(env, log === null ? 'inherit' : ['ignore', log, log]);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await apiServing(child);
  return {
    url: origin(ports().api),
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
