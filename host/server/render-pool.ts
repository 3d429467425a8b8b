// The render workers of the host's server. A pool is bound to one generation of remotes.json: when the file
// changes (a release or a rollback), the next page starts a new pool on the new generation and the old one is
// drained and terminated, so no process ever swaps federated code in place (module-federation/core 2670, 3115,
// 5031) and a worker's memory goes with it. A render that fails or runs out of time yields null: the server then
// sends the page the browser renders itself.
import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { RuntimeConfig } from '@cargora/shared/server';
import { manifestPath, readManifest, type RemotesManifest } from './deploy-layout';
import type { RenderRequest, RenderResult, WorkerMessage, WorkerSetup } from './render-protocol';

export interface RenderPoolOptions {
  /** The host's server build: dist/server/render-worker.js. */
  workerFile: string;
  hostDistDir: string;
  deployDir: string;
  /** Where the workers ask the API. */
  apiUrl: string;
  config: RuntimeConfig;
  /** Per render; sections not ready by then are left to the browser. */
  budgetMs: number;
  /** Workers per generation. */
  size: number;
  /** How often remotes.json is looked at (on the next request after this long). */
  checkEveryMs?: number;
  log?: (message: string) => void;
}

export interface RenderStats {
  generation: RemotesManifest;
  generationsStarted: number;
  workers: number;
  renders: number;
  /** Pages with a section left to the browser (a remote that failed, threw or ran out of budget). */
  sectionsLeftToBrowser: number;
  /** Pages the server could not render at all (the browser rendered them). */
  fallbacks: number;
  lastFailure: string | null;
}

interface Job {
  request: RenderRequest;
  resolve: (result: RenderResult | null) => void;
  queuedAt: number;
}

/**
 * One worker thread and its queue. The worker renders one page at a time, so the server hands it one at a time too:
 * a render's deadline starts when the worker starts it (waiting in the queue does not count against it), and only a
 * render that overruns it (a build looping forever) gets the worker replaced.
 */
class RenderWorker {
  readonly worker: Worker;
  private readonly queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | null = null;
  readonly ready: Promise<boolean>;
  private started = false;
  dead = false;
  constructor(
    setup: WorkerSetup,
    file: string,
    private readonly limits: { renderMs: number; queueMs: number },
    private readonly onFailure: (why: string) => void,
  ) {
    // React and styled-components read NODE_ENV when loaded: the production builds, whatever the server's.
    this.worker = new Worker(file, { workerData: setup, env: { ...process.env, NODE_ENV: 'production' } });
    this.ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.onFailure('a render worker did not start within 15 s; replaced');
        resolve(false);
        this.stop();
      }, 15_000);
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          for (const [remote, why] of Object.entries(message.failures)) this.onFailure(`${remote} server build: ${why}`);
          this.started = true;
          resolve(true);
          this.next();
        } else if (message.type === 'result') this.finish(message.result.id, message.result);
        else {
          this.onFailure(message.message);
          this.finish(message.id, null);
        }
      });
      this.worker.on('error', (error) => {
        this.onFailure(`render worker: ${error.message}`);
        clearTimeout(timer);
        resolve(false);
        this.stop();
      });
      this.worker.on('exit', () => {
        clearTimeout(timer);
        resolve(false);
        this.stop();
      });
    });
  }
  /** Renders waiting or running. */
  get load(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }
  render(request: RenderRequest): Promise<RenderResult | null> {
    return new Promise((resolve) => {
      this.queue.push({ request, resolve, queuedAt: Date.now() });
      this.next();
    });
  }
  private next() {
    if (!this.started || this.dead || this.current) return;
    let job = this.queue.shift();
    // Under more load than the workers can take, a page that waited too long goes to the browser as the shell.
    while (job && Date.now() - job.queuedAt > this.limits.queueMs) {
      job.resolve(null);
      job = this.queue.shift();
    }
    if (!job) return;
    const timer = setTimeout(() => {
      this.onFailure(`render of ${job.request.url} took longer than ${this.limits.renderMs} ms; worker replaced`);
      this.stop();
    }, this.limits.renderMs);
    this.current = { job, timer };
    this.worker.postMessage(job.request);
  }
  private finish(id: number, result: RenderResult | null) {
    if (!this.current || this.current.job.request.id !== id) return;
    clearTimeout(this.current.timer);
    const { job } = this.current;
    this.current = null;
    job.resolve(result);
    this.next();
  }
  stop() {
    if (this.dead) return;
    this.dead = true;
    if (this.current) {
      clearTimeout(this.current.timer);
      this.current.job.resolve(null);
      this.current = null;
    }
    for (const job of this.queue.splice(0)) job.resolve(null);
    void this.worker.terminate();
  }
}

class Generation {
  readonly workers: RenderWorker[] = [];
  /** What each of its workers is started with: this generation's manifest, for its whole life. */
  private readonly setup: WorkerSetup;
  constructor(
    readonly key: string,
    readonly manifest: RemotesManifest,
    private readonly options: RenderPoolOptions,
    private readonly onFailure: (why: string) => void,
  ) {
    const { deployDir, hostDistDir, apiUrl, config, budgetMs } = options;
    this.setup = { deployDir, hostDistDir, manifest, apiUrl, config, budgetMs };
    for (let i = 0; i < options.size; i += 1) this.workers.push(this.spawn());
  }
  private spawn() {
    const budget = this.options.budgetMs;
    // A render gets its budget plus room for the hand-over; a page waits at most a few budgets for a worker.
    return new RenderWorker(this.setup, this.options.workerFile, { renderMs: budget + 1500, queueMs: Math.max(4 * budget, 3000) }, this.onFailure);
  }
  /** The least busy living worker (a dead one is replaced). */
  pick(): RenderWorker {
    for (let i = 0; i < this.workers.length; i += 1) if (this.workers[i]!.dead) this.workers[i] = this.spawn();
    return this.workers.reduce((a, b) => (b.load < a.load ? b : a));
  }
  /** Pages waiting or rendering (a starting worker's queue included): a drained generation finishes them first. */
  busy() {
    return this.workers.some((w) => !w.dead && w.load > 0);
  }
  stop() {
    for (const worker of this.workers) worker.stop();
  }
}

export class RenderPool {
  private current: Generation | null = null;
  private stamp = '';
  private checkedAt = 0;
  private nextId = 1;
  private readonly draining = new Set<Generation>();
  private readonly counters = { generationsStarted: 0, renders: 0, sectionsLeftToBrowser: 0, fallbacks: 0 };
  private lastFailure: string | null = null;

  constructor(private readonly options: RenderPoolOptions) {}

  private failure = (why: string) => {
    this.lastFailure = why;
    this.options.log?.(`[ssr] ${why}`);
  };

  /** The generation remotes.json names now (looked at no more often than checkEveryMs). */
  private generation(): Generation {
    const now = Date.now();
    if (this.current && now - this.checkedAt < (this.options.checkEveryMs ?? 250)) return this.current;
    this.checkedAt = now;
    let stamp = 'none';
    try {
      const stat = statSync(manifestPath(this.options.deployDir));
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      stamp = 'none';
    }
    if (this.current && stamp === this.stamp) return this.current;
    this.stamp = stamp;
    const manifest = readManifest(this.options.deployDir);
    const key = JSON.stringify(manifest);
    if (this.current?.key === key) return this.current;
    const previous = this.current;
    this.current = new Generation(key, manifest, this.options, this.failure);
    this.counters.generationsStarted += 1;
    if (previous) this.drain(previous);
    return this.current;
  }

  /** The old generation finishes what it has, then its workers end (at the latest after 30 s). */
  private drain(generation: Generation) {
    this.draining.add(generation);
    const started = Date.now();
    const check = () => {
      if (!generation.busy() || Date.now() - started > 30_000) {
        generation.stop();
        this.draining.delete(generation);
      } else setTimeout(check, 100).unref();
    };
    check();
  }

  /** The manifest the page will be rendered with (the HTML names these versions). */
  manifest(): RemotesManifest {
    return this.generation().manifest;
  }

  generationKey(): string {
    return this.generation().key;
  }

  async render(request: Omit<RenderRequest, 'id'>): Promise<{ result: RenderResult | null; manifest: RemotesManifest }> {
    const generation = this.generation();
    const result = await generation.pick().render({ ...request, id: this.nextId++ });
    this.counters.renders += 1;
    if (!result) this.counters.fallbacks += 1;
    else if (result.failures.length > 0) {
      this.counters.sectionsLeftToBrowser += 1;
      this.failure(`${request.url}: left to the browser: ${result.failures.join('; ')}`);
    }
    return { result, manifest: generation.manifest };
  }

  stats(): RenderStats {
    const generation = this.generation();
    return {
      generation: generation.manifest,
      ...this.counters,
      workers: generation.workers.length + [...this.draining].reduce((n, g) => n + g.workers.length, 0),
      lastFailure: this.lastFailure,
    };
  }

  async close() {
    this.current?.stop();
    for (const generation of this.draining) generation.stop();
    this.draining.clear();
    this.current = null;
  }
}
