// bench:ssr's processes: the host server in a process of its own, and the load generator (lib/ssr-load-worker.mjs).
import { fork, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SsrStatus } from '@cargora/host/server';
import { opsAuthorization } from '@cargora/shared/server';
import { SSR_DIR, NO_WARMUP } from './settings';
import { type SsrBuild } from './builds';

export interface HostProcess {
  url: string;
  label: string;
  child: ChildProcess;
  /** Lines the host server wrote (its [ssr] failures among them). */
  log: string[];
  status: () => Promise<SsrStatus>;
  stop: () => Promise<void>;
  /** From listening to ready (its render workers warmed up; 0 with --no-warmup). */
  warmUpMs: number;
}

export const hostLogFile = join(SSR_DIR, 'host.log');
/** Each host started: how long after it listened it said it was ready (its render workers warmed up). */
export const warmUps: { label: string; ms: number }[] = [];

/** `build`'s host server (its own scripts start it), with `env` over its variables. */
export async function startHost(build: SsrBuild, label: string, env: Record<string, string> = {}): Promise<HostProcess> {
  const log: string[] = [];
  appendFileSync(
    hostLogFile,
    `\n── ${new Date().toISOString()} host server: ${label} ${JSON.stringify(env)}\n`,
  );
  const site = await build.forkSite({
    env: { ...process.env, ...build.env, ...env },
    // BENCH_HOST_NODE_FLAGS: Node and V8 flags for the host server's process (experiments; none by default).
    execArgv: [...process.execArgv, ...(process.env.BENCH_HOST_NODE_FLAGS ?? '').split(' ').filter(Boolean)],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    onStart: (child) => {
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          appendFileSync(hostLogFile, chunk);
          const lines = (rest + chunk).split('\n');
          rest = lines.pop()!;
          log.push(...lines.filter(Boolean));
        });
      }
    },
    describe: (code) => `the host server exited with ${code} during start-up (see ${hostLogFile})`,
  });
  // The load generators and probes use the IPv4 loopback (localhost is 127.0.0.1 here; no resolver in the way).
  const url = site.url.replace('//localhost:', '//127.0.0.1:');
  warmUps.push({ label, ms: site.warmUpMs });
  console.log(`[bench:ssr] host (${label}) ready ${(site.warmUpMs / 1000).toFixed(1)} s after it listened${NO_WARMUP ? ' (--no-warmup)' : ' (its render workers warmed up)'}`);
  return {
    url,
    label,
    child: site.child,
    log,
    status: async () => (await (await fetch(`${url}/ssr-status`, { headers: opsAuthorization(build.opsToken()) })).json()) as SsrStatus,
    stop: site.stop,
    warmUpMs: site.warmUpMs,
  };
}

export interface LoadResult {
  seconds: number;
  responses: number;
  rps: number;
  ttfb: { p50: number; p90: number; p99: number; max: number };
  latency: { p50: number; p99: number };
  bytesPerResponse: number;
  statuses: Record<string, number>;
  non200: number;
  errors: number;
  timeouts: number;
  connectionErrors: number;
  /** Responses rendered for them, from the host's Server-Timing: waiting for a worker, the render itself (ms). */
  rendered?: { responses: number; queue: { p50: number; p99: number }; render: { p50: number; p99: number } };
}

export interface LoadRun {
  /** Resolves when the warm-up is over and the measured window starts. */
  measuring: Promise<void>;
  result: Promise<LoadResult>;
  stop: () => void;
}

export function startLoad(
  base: string,
  paths: string[],
  options: { connections: number; duration?: number; warmup: number; untilStopped?: boolean },
): LoadRun {
  const child = fork(
    join(__dirname, '..', 'lib', 'ssr-load-worker.mjs'),
    [JSON.stringify({ base, paths, ...options })],
    { execArgv: [] },
  );
  let measured: () => void = () => undefined;
  const measuring = new Promise<void>((resolve) => (measured = resolve));
  const result = new Promise<LoadResult>((resolve, reject) => {
    child.on('message', (m: { type: string } & LoadResult) => {
      if (m.type === 'measuring') measured();
      else if (m.type === 'result') resolve(m);
    });
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
  });
  return { measuring, result, stop: () => child.connected && child.send('stop') };
}
