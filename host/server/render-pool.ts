// The render workers of the host's server. A pool is bound to one generation of remotes.json: when the file
// changes (a release or a rollback), the next page starts a new pool on the new generation and the old one is
// drained and terminated, so no process ever swaps federated code in place (module-federation/core 2670, 3115,
// 5031) and a worker's memory goes with it. A render that fails or runs out of time yields null: the server then
// sends the page the browser renders itself.
// Beside the generation serving, the pool keeps spare workers: started without a generation, they load the libraries
// and the host's tree and warm up on the host's own pages. A release binds them to the new generation, so its first
// pages are rendered by warm code; new spares are started once that generation is up.
import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { RuntimeConfig } from '@cargora/shared/server';
import { manifestPath, readManifest, type RemotesManifest } from './deploy-layout';
import type { PoolMessage, RenderRequest, RenderResult, WorkerMessage, WorkerSetup } from './render-protocol';

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
  /** Workers per generation, and as many spares kept warm for the next one. */
  size: number;
  /** How often remotes.json is looked at (on the next request after this long; default 0: on every page, a stat). */
  checkEveryMs?: number;
  log?: (message: string) => void;
}

export interface RenderStats {
  generation: RemotesManifest;
  generationsStarted: number;
  /** Workers bound to a generation: the current one's and those of generations still draining. */
  workers: number;
  /** Spares warmed up and waiting for the next generation (spares still starting are not counted). */
  spares: number;
  /** Generations whose workers were all spares when it started. */
  generationsFromSpares: number;
  renders: number;
  /** Pages with a section left to the browser (a remote that failed, threw or ran out of budget). */
  sectionsLeftToBrowser: number;
  /** Pages the server could not render at all (the browser rendered them). */
  fallbacks: number;
  lastFailure: string | null;
}

interface Job {
  request: RenderRequest;
  /** A refresh of a page already sent stale: it waits behind every page a visitor waits for. */
  background: boolean;
  /** `error`: the render threw (not: it ran out of time, or waited too long, or its worker ended). */
  resolve: (result: RenderResult | null, error?: string) => void;
  queuedAt: number;
  /** When a worker took it (unset while it waits). */
  startedAt?: number;
}

/**
 * One worker thread. It renders one page at a time, so it is handed one at a time: a render's deadline starts when
 * the worker starts it (waiting in the queue does not count against it), and only a render that overruns it (a build
 * looping forever) gets the worker replaced. The pages wait in its generation's queue, not in the worker's: whichever
 * worker is free first takes the next, so a page never waits behind a worker still starting or a slow render while
 * another worker is idle.
 */
class RenderWorker {
  readonly worker: Worker;
  private current: { job: Job; timer: NodeJS.Timeout } | null = null;
  /** Resolves true once the worker is bound to its generation and can render, false if it never will. */
  readonly ready: Promise<boolean>;
  private resolveReady!: (ok: boolean) => void;
  /** A spare: resolves true once it has warmed up (or has been bound), false if it ended first. */
  readonly warmed: Promise<boolean>;
  private resolveWarmed!: (ok: boolean) => void;
  private startTimer: NodeJS.Timeout | null = null;
  private started = false;
  /** A spare that has warmed up (and is not bound yet). */
  warm = false;
  bound: boolean;
  dead = false;
  /** Called when the worker can take a page (it is ready, or has finished one) and when it ends: its generation's. */
  onFree: (() => void) | null = null;
  constructor(
    setup: WorkerSetup,
    file: string,
    private readonly renderMs: number,
    private readonly onFailure: (why: string) => void,
  ) {
    this.bound = Boolean(setup.manifest);
    // React and styled-components read NODE_ENV when loaded: the production builds, whatever the server's.
    this.worker = new Worker(file, { workerData: setup, env: { ...process.env, NODE_ENV: 'production' } });
    this.ready = new Promise<boolean>((resolve) => {
      this.resolveReady = resolve;
    });
    this.warmed = new Promise<boolean>((resolve) => {
      this.resolveWarmed = resolve;
    });
    // A spare's clock starts when it is bound: until then it may wait as long as no release comes.
    if (this.bound) this.armStartTimer();
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'spare') {
        this.warm = true;
        this.resolveWarmed(true);
      } else if (message.type === 'ready') {
        this.clearStartTimer();
        for (const [remote, why] of Object.entries(message.failures)) this.onFailure(`${remote} server build: ${why}`);
        this.started = true;
        this.resolveReady(true);
        this.onFree?.();
      } else if (message.type === 'result') this.finish(message.result.id, message.result);
      else {
        this.onFailure(message.message);
        this.finish(message.id, null, message.message);
      }
    });
    this.worker.on('error', (error) => {
      this.onFailure(`render worker: ${error.message}`);
      this.stop();
    });
    this.worker.on('exit', () => this.stop());
  }
  private armStartTimer() {
    this.startTimer = setTimeout(() => {
      this.onFailure('a render worker did not start within 15 s; replaced');
      this.stop();
    }, 15_000);
  }
  private clearStartTimer() {
    if (this.startTimer) clearTimeout(this.startTimer);
    this.startTimer = null;
  }
  private send(message: PoolMessage) {
    this.worker.postMessage(message);
  }
  /** Binds a spare to its generation (once): it loads that generation's remote builds, then renders. */
  bind(manifest: RemotesManifest) {
    if (this.bound) throw new Error('a render worker is bound once');
    this.bound = true;
    this.resolveWarmed(true);
    this.armStartTimer();
    this.send({ type: 'bind', manifest });
  }
  /** Bound to its generation and able to render (it may be rendering). */
  get isReady(): boolean {
    return this.started && !this.dead;
  }
  /** Ready and not rendering. */
  get free(): boolean {
    return this.isReady && !this.current;
  }
  get rendering(): boolean {
    return this.current !== null;
  }
  run(job: Job) {
    const timer = setTimeout(() => {
      this.onFailure(`render of ${job.request.url} took longer than ${this.renderMs} ms; worker replaced`);
      this.stop();
    }, this.renderMs);
    this.current = { job, timer };
    job.startedAt = Date.now();
    this.send({ type: 'render', request: job.request });
  }
  private finish(id: number, result: RenderResult | null, error?: string) {
    if (!this.current || this.current.job.request.id !== id) return;
    clearTimeout(this.current.timer);
    const { job } = this.current;
    this.current = null;
    job.resolve(result, error);
    this.onFree?.();
  }
  stop() {
    if (this.dead) return;
    this.dead = true;
    this.clearStartTimer();
    this.resolveReady(false);
    this.resolveWarmed(false);
    if (this.current) {
      clearTimeout(this.current.timer);
      this.current.job.resolve(null);
      this.current = null;
    }
    void this.worker.terminate();
    this.onFree?.();
  }
}

/**
 * The workers bound to one generation of remotes.json and the pages waiting for them. Warm spares are bound at once;
 * workers started afresh start one after another (the next once the one before can render), so on a small machine
 * the first of them is ready sooner than if all started together, and the pages go to it meanwhile.
 */
class Generation {
  readonly workers: RenderWorker[] = [];
  private readonly queue: Job[] = [];
  /** What each of its workers is started with: this generation's manifest, for its whole life. */
  private readonly setup: WorkerSetup;
  /** Whether every worker it started with was a spare (warm, or still warming up and told to skip the rest). */
  readonly fromSpares: boolean;
  private stopped = false;
  /** Replaced by a newer generation and draining: it starts no more workers. */
  private retiring = false;
  /** Resolves once it has all its workers, each ready (or ended). */
  readonly complete: Promise<void>;
  private resolveComplete!: () => void;
  constructor(
    readonly key: string,
    readonly manifest: RemotesManifest,
    private readonly options: RenderPoolOptions,
    private readonly onFailure: (why: string) => void,
    /** Spares to bind to this generation, warm ones first; the rest of its workers are started afresh. */
    spares: RenderWorker[],
  ) {
    this.setup = { ...workerSetup(options), manifest };
    this.complete = new Promise((resolve) => {
      this.resolveComplete = resolve;
    });
    const taken = spares
      .filter((w) => !w.dead)
      .sort((a, b) => Number(b.warm) - Number(a.warm))
      .slice(0, options.size);
    for (const spare of taken) {
      spares.splice(spares.indexOf(spare), 1);
      spare.bind(manifest);
      this.workers.push(this.attach(spare));
    }
    this.fromSpares = taken.length === options.size;
    void this.grow();
  }
  /** A worker of this generation: when it is free, it takes the next page waiting. */
  private attach(worker: RenderWorker): RenderWorker {
    worker.onFree = () => this.dispatch();
    return worker;
  }
  /** Starts its missing workers one at a time, each once the one before is ready. */
  private async grow() {
    if (this.workers.length === 0) this.workers.push(this.spawn());
    await Promise.all(this.workers.map((w) => w.ready));
    while (!this.stopped && !this.retiring && this.workers.length < this.options.size) {
      const worker = this.spawn();
      this.workers.push(worker);
      await worker.ready;
    }
    this.resolveComplete();
  }
  private spawn() {
    return this.attach(startWorker(this.setup, this.options, this.onFailure));
  }
  /** Queues a page: a visitor's goes before every refresh of a stale page. */
  render(request: RenderRequest, background: boolean): Promise<{ result: RenderResult | null; waitedMs: number; error?: string }> {
    return new Promise((done) => {
      const job: Job = {
        request,
        background,
        resolve: (result, error) => done({ result, waitedMs: (job.startedAt ?? Date.now()) - job.queuedAt, error }),
        queuedAt: Date.now(),
      };
      const firstBackground = background ? -1 : this.queue.findIndex((j) => j.background);
      if (firstBackground < 0) this.queue.push(job);
      else this.queue.splice(firstBackground, 0, job);
      this.dispatch();
    });
  }
  /** Hands the next pages to the free workers (a worker that ended is replaced while pages wait). */
  private dispatch() {
    if (this.stopped) return;
    const queueMs = Math.max(4 * this.options.budgetMs, 3000);
    for (let i = 0; i < this.workers.length && this.queue.length > 0; i += 1) {
      if (this.workers[i]!.dead) {
        // A replaced generation finishes its pages with the workers it has, unless none is left.
        if (this.retiring && this.workers.some((w) => !w.dead)) continue;
        this.workers[i] = this.spawn();
      }
      const worker = this.workers[i]!;
      if (!worker.free) continue;
      let job = this.queue.shift();
      // Under more load than the workers can take, a page that waited too long goes to the browser as the shell.
      while (job && Date.now() - job.queuedAt > queueMs) {
        job.resolve(null);
        job = this.queue.shift();
      }
      if (job) worker.run(job);
    }
  }
  /**
   * Replaced by a newer generation: it starts no more workers, and those still starting end now (unless pages wait
   * with no ready worker to take them), so that under releases back to back the cores go to the new generation's
   * first worker, not to workers of one no page will be sent to. The ready ones finish what they have.
   */
  retire() {
    this.retiring = true;
    const canServe = this.queue.length === 0 || this.workers.some((w) => w.isReady);
    if (!canServe) return;
    for (const worker of this.workers) if (!worker.dead && !worker.isReady) worker.stop();
  }
  /** Pages waiting for a worker. */
  waiting(): number {
    return this.queue.length;
  }
  /** Pages waiting or rendering: a drained generation finishes them first. */
  busy() {
    return this.queue.length > 0 || this.workers.some((w) => !w.dead && w.rendering);
  }
  stop() {
    this.stopped = true;
    for (const worker of this.workers) worker.stop();
    for (const job of this.queue.splice(0)) job.resolve(null);
    this.resolveComplete();
  }
}

/** What every worker of the pool is started with (a generation's workers add its manifest). */
function workerSetup(options: RenderPoolOptions): WorkerSetup {
  const { deployDir, hostDistDir, apiUrl, config, budgetMs } = options;
  return { deployDir, hostDistDir, apiUrl, config, budgetMs };
}

function startWorker(setup: WorkerSetup, options: RenderPoolOptions, onFailure: (why: string) => void) {
  // A render gets its budget plus room for the hand-over.
  return new RenderWorker(setup, options.workerFile, options.budgetMs + 1500, onFailure);
}

export class RenderPool {
  private current: Generation | null = null;
  private spares: RenderWorker[] = [];
  private closed = false;
  private stamp = '';
  private checkedAt = 0;
  private nextId = 1;
  private readonly draining = new Set<Generation>();
  private readonly counters = { generationsStarted: 0, generationsFromSpares: 0, renders: 0, sectionsLeftToBrowser: 0, fallbacks: 0 };
  private lastFailure: string | null = null;

  constructor(private readonly options: RenderPoolOptions) {}

  private failure = (why: string) => {
    this.lastFailure = why;
    this.options.log?.(`[ssr] ${why}`);
  };

  /** The generation remotes.json names now (looked at no more often than checkEveryMs). */
  private generation(): Generation {
    const now = Date.now();
    if (this.current && now - this.checkedAt < (this.options.checkEveryMs ?? 0)) return this.current;
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
    const generation = new Generation(key, manifest, this.options, this.failure, this.spares);
    this.current = generation;
    this.counters.generationsStarted += 1;
    if (generation.fromSpares) this.counters.generationsFromSpares += 1;
    if (previous) this.drain(previous);
    // New spares once this generation is up, so that their start does not compete with its first pages.
    void generation.complete.then(() => {
      setTimeout(() => this.refillSpares(), 200).unref();
    });
    return generation;
  }

  private refilling = false;
  /**
   * Starts spares up to the number kept, one at a time (the next once the last has warmed up), so that on a small
   * machine they take one core at most from the pages being served. A spare bound before it has warmed up skips the
   * rest of its warm-up.
   */
  private refillSpares() {
    if (this.closed || this.refilling) return;
    this.spares = this.spares.filter((w) => !w.dead && !w.bound);
    if (this.spares.length >= this.options.size) return;
    const spare = startWorker(workerSetup(this.options), this.options, this.failure);
    this.spares.push(spare);
    this.refilling = true;
    void spare.warmed.then(() => {
      this.refilling = false;
      this.refillSpares();
    });
  }

  /** The old generation finishes what it has, then its workers end (at the latest after 30 s). */
  private drain(generation: Generation) {
    this.draining.add(generation);
    generation.retire();
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

  /** Pages waiting for a worker of the current generation: more than none, and a page kept is better sent as it is. */
  waiting(): number {
    return this.current?.waiting() ?? 0;
  }

  /** `background`: a refresh of a page already sent stale, rendered after the pages visitors wait for. */
  async render(
    request: Omit<RenderRequest, 'id'>,
    { background = false }: { background?: boolean } = {},
  ): Promise<{ result: RenderResult | null; manifest: RemotesManifest; waitedMs: number; failed: boolean }> {
    const generation = this.generation();
    const { result, waitedMs, error } = await generation.render({ ...request, id: this.nextId++ }, background);
    this.counters.renders += 1;
    if (!result) this.counters.fallbacks += 1;
    else if (result.failures.length > 0) {
      this.counters.sectionsLeftToBrowser += 1;
      this.failure(`${request.url}: left to the browser: ${result.failures.join('; ')}`);
    }
    // `failed`: the render threw (a fault of this server), as opposed to a page the workers had no time for.
    return { result, manifest: generation.manifest, waitedMs, failed: error !== undefined };
  }

  stats(): RenderStats {
    const generation = this.generation();
    return {
      generation: generation.manifest,
      ...this.counters,
      workers: generation.workers.length + [...this.draining].reduce((n, g) => n + g.workers.length, 0),
      spares: this.spares.filter((w) => !w.dead && !w.bound && w.warm).length,
      lastFailure: this.lastFailure,
    };
  }

  async close() {
    this.closed = true;
    for (const spare of this.spares.splice(0)) spare.stop();
    this.current?.stop();
    for (const generation of this.draining) generation.stop();
    this.draining.clear();
    this.current = null;
  }
}
