// Runs the built API (and its files origin) as a child process and waits until it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, origin, ports } from './paths';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** The customer and agent sites (the stand-ins npm start and the browser tests run there) sign in through the API. */
function standInOrigins() {
  return [process.env.CUSTOMER_SITE_URL ?? 'http://localhost:5100', process.env.AGENT_SITE_URL ?? 'http://localhost:5200'].map((url) => new URL(url).origin);
}

export async function startApi(env: NodeJS.ProcessEnv = {}, { logFile }: { logFile?: string } = {}): Promise<ApiProcess> {
  const p = ports();
  const url = origin(p.api);
  // Something else on the port would answer our health checks and hide this API's failure.
  const occupied = await fetch(`${url}/health`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`Port ${p.api} is already in use (another API?). Stop it or set API_PORT.`);
  const log = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
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
    stdio: log === null ? 'inherit' : ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} during start-up`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The API did not answer /health within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
