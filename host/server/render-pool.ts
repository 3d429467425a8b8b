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

interface Pending {
  resolve: (result: RenderResult | null) => void;
  timer: NodeJS.Timeout;
}

class RenderWorker {
  readonly worker: Worker;
  readonly pending = new Map<number, Pending>();
  readonly ready: Promise<boolean>;
  dead = false;
  constructor(setup: WorkerSetup, file: string, private readonly onFailure: (why: string) => void) {
    // React and styled-components read NODE_ENV when loaded: the production builds, whatever the server's.
    this.worker = new Worker(file, { workerData: setup, env: { ...process.env, NODE_ENV: 'production' } });
    this.ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 15_000);
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          for (const [remote, why] of Object.entries(message.failures)) this.onFailure(`${remote} server build: ${why}`);
          resolve(true);
        } else if (message.type === 'result') this.settle(message.result.id, message.result);
        else {
          this.onFailure(message.message);
          this.settle(message.id, null);
        }
      });
      this.worker.on('error', (error) => {
        this.onFailure(`worker: ${error.message}`);
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
  private settle(id: number, result: RenderResult | null) {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    pending.resolve(result);
  }
  render(request: RenderRequest, deadlineMs: number): Promise<RenderResult | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // Stuck (a build looping forever): the page goes to the browser, the worker is replaced.
        this.onFailure(`render of ${request.url} took longer than ${deadlineMs} ms; worker replaced`);
        this.settle(request.id, null);
        this.stop();
      }, deadlineMs);
      this.pending.set(request.id, { resolve, timer });
      this.worker.postMessage(request);
    });
  }
  stop() {
    if (this.dead) return;
    this.dead = true;
    for (const id of [...this.pending.keys()]) this.settle(id, null);
    void this.worker.terminate();
  }
}

class Generation {
  readonly workers: RenderWorker[] = [];
  constructor(
    readonly key: string,
    readonly manifest: RemotesManifest,
    private readonly setup: WorkerSetup,
    private readonly options: RenderPoolOptions,
    private readonly onFailure: (why: string) => void,
  ) {
    for (let i = 0; i < options.size; i += 1) this.workers.push(this.spawn());
  }
  private spawn() {
    return new RenderWorker(this.setup, this.options.workerFile, this.onFailure);
  }
  /** The least busy living worker (a dead one is replaced). */
  pick(): RenderWorker {
    for (let i = 0; i < this.workers.length; i += 1) if (this.workers[i]!.dead) this.workers[i] = this.spawn();
    return this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }
  busy() {
    return this.workers.some((w) => w.pending.size > 0);
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
    const { workerFile: _file, size: _size, checkEveryMs: _every, log: _log, ...rest } = this.options;
    this.current = new Generation(key, manifest, { ...rest, manifest }, this.options, this.failure);
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
    const worker = generation.pick();
    const started = Date.now();
    const ok = await worker.ready;
    let result: RenderResult | null = null;
    if (ok && !worker.dead) {
      // The worker's budget, plus room for its own start-up and the hand-over.
      const left = Math.max(this.options.budgetMs + 1500 - (Date.now() - started), this.options.budgetMs + 200);
      result = await worker.render({ ...request, id: this.nextId++ }, left);
    }
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
