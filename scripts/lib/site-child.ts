// Starts scripts/lib/ssr-host-child.ts (the host's server, and with `--with-remotes` the remotes' origins too) in a
// process of its own and waits for it to listen, then for its GET /ready (its render workers warmed up, as a load
// balancer waits: host/server/warm-up.ts). bench-ssr.ts and bench-web.ts both run the site this way.
import { fork, type ChildProcess, type StdioOptions } from 'node:child_process';
import { join } from 'node:path';
import { answers, waitFor } from './wait-for';
import { firstMessage, type ServiceSpec } from './supervisor';

export interface SiteChild {
  child: ChildProcess;
  /** The host server's URL, as the child reports it. */
  url: string;
  /** Asks it to close its servers and exit (killed after 15 s). */
  stop: () => Promise<void>;
  /** From listening to GET /ready answering 200 (ms). */
  warmUpMs: number;
}

export async function forkSite(options: {
  args?: string[];
  env: NodeJS.ProcessEnv;
  execArgv?: string[];
  stdio: StdioOptions;
  /** Set up the child (its output, say) before it is waited for. */
  onStart?: (child: ChildProcess) => void;
  /** How a start-up failure is described. */
  describe: (code: number | null) => string;
}): Promise<SiteChild> {
  const child = fork(join(__dirname, 'ssr-host-child.ts'), options.args ?? [], {
    env: options.env,
    execArgv: options.execArgv ?? process.execArgv,
    stdio: options.stdio,
  });
  options.onStart?.(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string }));
    child.once('exit', (code) => reject(new Error(options.describe(code))));
  });
  const warmUpMs = await waitFor(`${ready.url}/ready (its render workers warmed up)`, () => answers(`${ready.url}/ready`, (status) => status === 200), 300_000, 250);
  return {
    child,
    url: ready.url,
    warmUpMs,
    stop: async () => {
      if (child.exitCode === null) child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The site as npm start serves it (the host's server and the four remotes' origins, configured by env) for its
 * supervisor: in a process of its own, so that its crash is not npm start's. It serves once it says it listens (npm
 * start does not wait for the render workers' warm-up).
 */
export function siteService(): ServiceSpec {
  return {
    name: 'the host and remotes',
    launch: () => fork(join(__dirname, 'ssr-host-child.ts'), ['--with-remotes'], { stdio: ['ignore', 'inherit', 'pipe', 'ipc'] }),
    ready: firstMessage,
  };
}
