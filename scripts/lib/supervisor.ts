// `npm start`'s supervisor: each served process (the API, the site, the sign-in stand-ins) runs as a child; when one
// dies, the others keep serving and it is started again after a back-off (0.5 s, 1 s, 2 s … 30 s), with a report of
// which one, how it ended and the last lines of its stderr. After `maxFastCrashes` deaths in a row, each within
// `healthyAfterMs` of coming up, it is left down, and the report says so.
import type { ChildProcess } from 'node:child_process';

export interface ServiceSpec {
  /** How the reports name it ("the API"). */
  name: string;
  /** Starts a new process of it, its stderr piped (the supervisor copies it to its own stderr and keeps the tail). */
  launch: () => ChildProcess;
  /** Resolves once the new process serves (default: at once); the supervisor rejects it if the process ends first. */
  ready?: (child: ChildProcess) => Promise<unknown>;
}

export interface SupervisorOptions {
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** A process that served this long before dying is healthy again: the next back-off starts from the first. */
  healthyAfterMs?: number;
  maxFastCrashes?: number;
  /** How many lines of stderr a report quotes. */
  stderrLines?: number;
  /** How long a process may take to stop before it is killed. */
  stopTimeoutMs?: number;
  /** Where the reports go (default: stderr). */
  log?: (line: string) => void;
}

export interface Service {
  readonly name: string;
  /** The process serving now (the latest one started). */
  readonly child: ChildProcess;
  /** How many times it was started again. */
  readonly restarts: number;
  /** Whether it was left down after too many fast crashes. */
  readonly gaveUp: boolean;
}

const DEFAULTS = { firstBackoffMs: 500, maxBackoffMs: 30_000, healthyAfterMs: 30_000, maxFastCrashes: 8, stderrLines: 12, stopTimeoutMs: 15_000 };

/** How a process ended, for a person: "exit code 1", "signal SIGKILL". */
export function howItEnded(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** The back-off before start number `attempt` (1-based) of a run of fast crashes. */
export function backoffMs(attempt: number, first: number, max: number): number {
  return Math.min(max, first * 2 ** Math.max(0, attempt - 1));
}

/** Resolves when `child` ends (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Resolves with the first IPC message `child` sends (a child that says when it listens). */
export function firstMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve) => child.once('message', resolve));
}

/** Keeps the last `lines` lines written to a stream, and copies what it reads to `copyTo`. */
function tail(child: ChildProcess, lines: number, copyTo: NodeJS.WritableStream): () => string[] {
  const kept: string[] = [];
  let partial = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    copyTo.write(chunk);
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!.slice(-2000);
    for (const line of parts) if (line.trim()) kept.push(line.slice(0, 2000));
    kept.splice(0, Math.max(0, kept.length - lines));
  });
  return () => (partial.trim() ? [...kept, partial].slice(-lines) : kept);
}

export class Supervisor {
  private readonly options: Required<SupervisorOptions>;
  private readonly services: (Service & { stop: () => Promise<void> })[] = [];
  private stopping = false;

  constructor(options: SupervisorOptions = {}) {
    this.options = { ...DEFAULTS, log: (line) => console.error(line), ...options };
  }

  /**
   * Starts a service and waits until it serves; a first start that fails throws (nothing is restarted then: the
   * cause is usually a port in use or a broken build, which starting again would not mend).
   */
  async start(spec: ServiceSpec): Promise<Service> {
    const o = this.options;
    const ready = async (child: ChildProcess) => {
      let ended = false;
      const end = exited(child).then(() => {
        ended = true;
      });
      await Promise.race([spec.ready?.(child), end]);
      if (ended) throw new Error(`${spec.name} ended (${howItEnded(child.exitCode, child.signalCode)}) before it served`);
    };
    const first = spec.launch();
    const firstTail = tail(first, o.stderrLines, process.stderr);
    await ready(first).catch(async (error: unknown) => {
      if (first.exitCode === null && first.signalCode === null) first.kill('SIGKILL');
      const lines = firstTail();
      throw new Error(`${error instanceof Error ? error.message : String(error)}${lines.length ? `\n${lines.map((l) => `  | ${l}`).join('\n')}` : ''}`);
    });

    let fastCrashes = 0;
    let timer: NodeJS.Timeout | undefined;
    const service = {
      name: spec.name,
      child: first,
      restarts: 0,
      gaveUp: false,
      stop: async () => {
        clearTimeout(timer);
        const { child } = service;
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), o.stopTimeoutMs);
        await exited(child);
        clearTimeout(kill);
      },
    };
    /** Reports `child`'s end (at once if it has already ended) and schedules the next start. */
    const watch = (child: ChildProcess, lastLines: () => string[], servingSince: number) => {
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.stopping) return;
        const ranMs = Date.now() - servingSince;
        fastCrashes = servingSince > 0 && ranMs >= o.healthyAfterMs ? 1 : fastCrashes + 1;
        const lines = lastLines();
        const ran = servingSince > 0 ? `after serving ${(ranMs / 1000).toFixed(1)} s` : 'before it served';
        o.log(`[start] ${spec.name} (pid ${child.pid}) stopped: ${howItEnded(code, signal)}, ${ran}.${lines.length ? ' Last lines of its stderr:' : ' Nothing on its stderr.'}`);
        for (const line of lines) o.log(`  | ${line}`);
        if (fastCrashes >= o.maxFastCrashes) {
          service.gaveUp = true;
          o.log(`[start] ${spec.name} stopped ${fastCrashes} times in a row soon after starting; not starting it again. The rest keeps serving; fix the cause and run npm start again.`);
          return;
        }
        const wait = backoffMs(fastCrashes, o.firstBackoffMs, o.maxBackoffMs);
        o.log(`[start] starting ${spec.name} again in ${(wait / 1000).toFixed(1)} s (restart ${service.restarts + 1})`);
        timer = setTimeout(() => void relaunch(), wait);
      };
      // Its last words may still be in the pipe when it has exited: read them first (a grandchild holding the pipe
      // open could make that wait forever, hence the cap).
      const report = () => {
        const drained = child.stderr && !child.stderr.readableEnded ? new Promise((r) => child.stderr!.once('close', r)) : null;
        void Promise.race([drained, new Promise((r) => setTimeout(r, 1000))]).then(() => onExit(child.exitCode, child.signalCode));
      };
      void exited(child).then(report);
    };
    const relaunch = async () => {
      if (this.stopping) return;
      const child = spec.launch();
      service.child = child;
      service.restarts++;
      const lastLines = tail(child, o.stderrLines, process.stderr);
      try {
        await ready(child);
      } catch (error) {
        // Not serving: reported (and started again) as a crash.
        if (child.exitCode === null && child.signalCode === null) {
          o.log(`[start] ${spec.name} (pid ${child.pid}) did not come up: ${error instanceof Error ? error.message : String(error)}`);
          child.kill('SIGKILL');
        }
        watch(child, lastLines, 0);
        return;
      }
      if (this.stopping) return;
      o.log(`[start] ${spec.name} is serving again (pid ${child.pid})`);
      watch(child, lastLines, Date.now());
    };
    watch(first, firstTail, Date.now());
    this.services.push(service);
    return service;
  }

  /** Stops every service (SIGTERM, SIGKILL after stopTimeoutMs) and starts none again. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.services.map((s) => s.stop()));
  }
}
