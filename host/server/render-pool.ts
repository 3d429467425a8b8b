// The render threads of the host's server: one piscina pool per generation of remotes.json. When the file changes (a
// release or a rollback), a pool is started for the new generation (its manifest in piscina's workerData, so each of
// its threads loads those remote versions once, for its life) and warms up while the old one still serves; then it
// serves and the old pool is closed (it finishes the pages it has, then its threads end). No federated code is ever
// swapped inside a living thread (module-federation/core 2670, 3115, 5031), and a generation's memory goes with it.
// A render that fails or runs out of time yields null: the server then sends the page the browser renders itself.
import { statSync } from 'node:fs';
import { Piscina } from 'piscina';
import { parseRenderState, type RuntimeConfig } from '@cargora/shared/server';
import { manifestPath, readManifest, type RemotesManifest } from './deploy-layout';
import type { RenderRequest, RenderResult, RenderStarted, ServerBuildFailures, WorkerSetup } from './render-protocol';

export interface RenderPoolOptions {
  /** The host's server build: dist/server/render-worker.js (a piscina task module). */
  workerFile: string;
  hostDistDir: string;
  deployDir: string;
  /** Where the workers ask the API. */
  apiUrl: string;
  config: RuntimeConfig;
  /** Per render; sections not ready by then are left to the browser. A render stuck past it (plus 1.5 s) ends its thread. */
  budgetMs: number;
  /**
   * Threads per generation, at most: a generation starts with one (on a small machine the first is ready sooner than
   * if all started together) and piscina starts the others when pages wait.
   */
  size: number;
  /** The module each remote's server build exposes for the render (default `./routes`). */
  exposedModule?: string;
  /** How often remotes.json is looked at (on the next request after this long; default 0: on every page, a stat). */
  checkEveryMs?: number;
  /**
   * How long a new generation may warm up while the old one still serves (default 1000 ms): it serves once warm, or
   * then, whichever comes first, so a release reaches the HTML within its 2 seconds.
   */
  switchWithinMs?: number;
  /**
   * Generations of canary arms (a visitor's versions when a canary serves them one: the stable manifest with some
   * remotes' canary versions) kept besides the stable one, at most (default 3; the least recently used is closed).
   */
  maxArmGenerations?: number;
  /** An arm's generation no page asked for in this long is closed (default 60 s). */
  armIdleMs?: number;
  log?: (message: string) => void;
}

export interface RenderStats {
  generation: RemotesManifest;
  /** The canary arms' generations serving besides it (their manifests). */
  arms: RemotesManifest[];
  generationsStarted: number;
  /** Threads of every pool: the one serving, the next one warming up, those still draining. */
  workers: number;
  renders: number;
  /** Renders aborted past their budget: piscina ended their thread and started another. */
  threadsReplaced: number;
  /** Pages with a section left to the browser (a remote that failed, threw or ran out of budget). */
  sectionsLeftToBrowser: number;
  /** Pages the server could not render at all (the browser rendered them). */
  fallbacks: number;
  lastFailure: string | null;
}

interface Outcome {
  result: RenderResult | null;
  waitedMs: number;
  /** The render threw (not: it ran out of time, waited too long, or its pool closed). */
  error?: string;
}

/** A page waiting for a thread: `go` hands it one, `drop` takes it out of the line (timed out, or the pool ends). */
interface InLine {
  go: () => void;
  drop: () => void;
}

/**
 * One generation of remotes.json: its piscina pool, its line of pages waiting for a thread, and each page's clock.
 * Pages wait in our own lines (visitors' pages, then background ones, each first come first served) and are handed to
 * piscina only when one of its threads is free: piscina keeps tasks run with an AbortSignal in a queue that is not
 * first-in-first-out under load (a task it fails to place goes back to the tail), and the time-outs need a signal.
 */
class Generation {
  readonly pool: Piscina<RenderRequest, RenderResult>;
  /** Resolves once its first thread has rendered a first page (or failed to). */
  readonly warm: Promise<void>;
  private readonly started = new Map<number, (at: number) => void>();
  private readonly visitors: InLine[] = [];
  private readonly background: InLine[] = [];
  /** Pages handed to piscina and not finished: at most `size`. */
  private running = 0;
  private closing = false;
  constructor(
    readonly key: string,
    readonly manifest: RemotesManifest,
    private readonly options: RenderPoolOptions,
    private readonly nextId: () => number,
    private readonly onFailure: (why: string) => void,
    private readonly onReplaced: () => void,
  ) {
    const { deployDir, hostDistDir, apiUrl, config, budgetMs, size } = options;
    const workerData: WorkerSetup = { deployDir, hostDistDir, apiUrl, config, budgetMs, manifest, exposedModule: options.exposedModule ?? './routes' };
    this.pool = new Piscina<RenderRequest, RenderResult>({
      filename: options.workerFile,
      minThreads: 1,
      maxThreads: size,
      idleTimeout: Infinity,
      // A thread keeps its API connections and timers alive between pages: its event loop is never paused.
      atomics: 'disabled',
      // React and styled-components read NODE_ENV when loaded: the production builds, whatever the server's.
      env: { ...process.env, NODE_ENV: 'production' },
      workerData,
    });
    this.pool.on('message', (message: Partial<RenderStarted & ServerBuildFailures>) => {
      if (typeof message.renderStarted === 'number') this.started.get(message.renderStarted)?.(Date.now());
      for (const [remote, why] of Object.entries(message.serverBuildFailures ?? {})) this.onFailure(`${remote} server build: ${why}`);
    });
    this.pool.on('error', (error: Error) => this.onFailure(`render thread: ${error.message}`));
    // Its first page, on the thread it starts with: the host's own 404 page (no remote, no API read it needs).
    this.warm = this.render({ url: '/404', state: parseRenderState(undefined) }, false).then(() => undefined);
  }

  /**
   * Resolves true when the page may go to a thread (at once if one is free and no page is ahead of it in line), false
   * if it was taken out of line first: `signal` aborted (it waited too long) or the pool ends.
   */
  private turn(background: boolean, signal: AbortSignal): Promise<boolean> {
    if (this.closing) return Promise.resolve(false);
    if (this.running < this.options.size && this.visitors.length === 0 && (!background || this.background.length === 0)) {
      this.running += 1;
      return Promise.resolve(true);
    }
    const line = background ? this.background : this.visitors;
    return new Promise<boolean>((resolve) => {
      const leave = () => {
        signal.removeEventListener('abort', entry.drop);
        const at = line.indexOf(entry);
        if (at >= 0) line.splice(at, 1);
      };
      const entry: InLine = {
        go: () => {
          leave();
          resolve(true);
        },
        drop: () => {
          leave();
          resolve(false);
        },
      };
      line.push(entry);
      signal.addEventListener('abort', entry.drop, { once: true });
    });
  }

  /** A page's thread is free again: the next in line (a visitor's page before any background one) takes it. */
  private done() {
    this.running -= 1;
    while (this.running < this.options.size && !this.closing) {
      const next = this.visitors[0] ?? this.background[0];
      if (!next) return;
      this.running += 1;
      next.go();
    }
  }

  /**
   * Renders a page on a thread of this generation. A background page (a refresh of a page already sent stale, the
   * warm-up) gets a thread only when no visitor's page waits. Its budget starts when a thread starts it (the thread
   * says so): a render stuck past it is aborted, and piscina ends that thread and starts another. A page that waits
   * longer than the queue allows (more load than the threads can take) leaves the line and goes to the browser.
   */
  async render(request: Omit<RenderRequest, 'id'>, background: boolean): Promise<Outcome> {
    const id = this.nextId();
    const queuedAt = Date.now();
    const abort = new AbortController();
    const renderMs = this.options.budgetMs + 1500;
    const queueMs = Math.max(4 * this.options.budgetMs, 3000);
    let timer = setTimeout(() => abort.abort('waited too long'), queueMs);
    if (!(await this.turn(background, abort.signal))) {
      clearTimeout(timer);
      return { result: null, waitedMs: Date.now() - queuedAt };
    }
    let startedAt: number | null = null;
    this.started.set(id, (at) => {
      startedAt = at;
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort('over budget'), renderMs);
    });
    try {
      const result = await this.pool.run({ ...request, id }, { signal: abort.signal });
      return { result, waitedMs: (startedAt ?? queuedAt) - queuedAt };
    } catch (error) {
      const waitedMs = (startedAt ?? Date.now()) - queuedAt;
      if (abort.signal.aborted) {
        if (startedAt !== null) {
          this.onReplaced();
          this.onFailure(`render of ${request.url} took longer than ${renderMs} ms; its render worker replaced`);
        }
        return { result: null, waitedMs };
      }
      // A pool ended before it served (a release undone at once) or being destroyed (the server closing).
      if (this.closing) return { result: null, waitedMs };
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      this.onFailure(message);
      return { result: null, waitedMs, error: message };
    } finally {
      clearTimeout(timer);
      this.started.delete(id);
      this.done();
    }
  }

  /** Visitors' pages waiting for a thread. */
  waiting(): number {
    return this.visitors.length;
  }

  threads(): number {
    return this.pool.threads.length;
  }

  /**
   * Replaced: it finishes the pages it has, those waiting included (no page is sent to it any more), then its threads
   * end (at the latest after 30 s: piscina's closeTimeout).
   */
  async close(): Promise<void> {
    const until = Date.now() + 30_000;
    while (this.visitors.length + this.background.length > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.endLines();
    await this.pool.close();
  }

  destroy(): Promise<void> {
    this.endLines();
    return this.pool.destroy();
  }

  /** No page is taken any more; those still in line go to the browser. */
  private endLines() {
    this.closing = true;
    for (const entry of [...this.visitors, ...this.background]) entry.drop();
  }
}

export class RenderPool {
  /** The generation serving. */
  private current: Generation | null = null;
  /** The generation remotes.json names now, warming up while `current` still serves. */
  private next: Generation | null = null;
  private readonly draining = new Set<Generation>();
  /** Canary arms' generations by key, least recently used first. */
  private readonly arms = new Map<string, { generation: Generation; usedAt: number }>();
  private stamp = '';
  private checkedAt = 0;
  private lastId = 0;
  private readonly counters = { generationsStarted: 0, renders: 0, threadsReplaced: 0, sectionsLeftToBrowser: 0, fallbacks: 0 };
  private lastFailure: string | null = null;

  constructor(private readonly options: RenderPoolOptions) {}

  private failure = (why: string) => {
    this.lastFailure = why;
    this.options.log?.(`[ssr] ${why}`);
  };

  private start(key: string, manifest: RemotesManifest): Generation {
    this.counters.generationsStarted += 1;
    return new Generation(key, manifest, this.options, () => ++this.lastId, this.failure, () => (this.counters.threadsReplaced += 1));
  }

  /** `generation` serves from now on; the one before finishes its pages and ends. */
  private promote(generation: Generation) {
    if (this.next !== generation) return;
    this.next = null;
    const previous = this.current;
    this.current = generation;
    if (previous) this.retire(previous, 'close');
  }

  private retire(generation: Generation, how: 'close' | 'destroy') {
    this.draining.add(generation);
    void generation[how]()
      .catch((error: unknown) => this.failure(`closing a render pool: ${String(error)}`))
      .finally(() => this.draining.delete(generation));
  }

  /** The generation serving (remotes.json looked at no more often than checkEveryMs). */
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
    if (!this.current) {
      this.current = this.start(key, manifest);
      return this.current;
    }
    if (this.next?.key === key) return this.current;
    // A generation that was warming up for a version no longer named (a rollback right after a release) ends now.
    if (this.next) this.retire(this.next, 'destroy');
    this.next = null;
    if (this.current.key === key) return this.current;
    const next = this.start(key, manifest);
    this.next = next;
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, this.options.switchWithinMs ?? 1000).unref());
    void Promise.race([next.warm, deadline]).then(() => this.promote(next));
    return this.current;
  }

  /**
   * The generation that renders with `manifest` (a canary arm's versions): the stable one when it names the same
   * versions, else an arm's own, started on first use, kept while pages ask for it (bounded: maxArmGenerations, the
   * least recently used closed first; closed after armIdleMs unused).
   */
  private armGeneration(manifest: RemotesManifest): Generation {
    const stable = this.generation();
    const key = JSON.stringify(manifest);
    if (key === stable.key) return stable;
    const now = Date.now();
    this.sweepArms(now);
    const found = this.arms.get(key);
    if (found) {
      // Most recently used last.
      this.arms.delete(key);
      this.arms.set(key, { generation: found.generation, usedAt: now });
      return found.generation;
    }
    const max = Math.max(1, this.options.maxArmGenerations ?? 3);
    for (const [oldKey, old] of this.arms) {
      if (this.arms.size < max) break;
      this.arms.delete(oldKey);
      this.retire(old.generation, 'close');
    }
    const generation = this.start(key, manifest);
    this.arms.set(key, { generation, usedAt: now });
    return generation;
  }

  /** Closes the arms' generations unused for armIdleMs (a canary ended, promoted, or moved on to other versions). */
  private sweepArms(now = Date.now()) {
    const idleMs = this.options.armIdleMs ?? 60_000;
    for (const [key, arm] of this.arms) {
      if (now - arm.usedAt < idleMs) continue;
      this.arms.delete(key);
      this.retire(arm.generation, 'close');
    }
  }

  /** The manifest the page will be rendered with (the HTML names these versions). */
  manifest(): RemotesManifest {
    return this.generation().manifest;
  }

  generationKey(): string {
    return this.generation().key;
  }

  /** Pages waiting for a thread of the generation serving: more than none, and a page kept is better sent as it is. */
  waiting(): number {
    return this.current?.waiting() ?? 0;
  }

  /** `background`: a refresh of a page already sent stale (or the warm-up), rendered after the pages visitors wait for. */
  async render(
    request: Omit<RenderRequest, 'id'>,
    { background = false, manifest }: { background?: boolean; manifest?: RemotesManifest } = {},
  ): Promise<{ result: RenderResult | null; manifest: RemotesManifest; waitedMs: number; failed: boolean }> {
    // `manifest`: the versions of a visitor's canary arms (the stable generation when it names the same ones).
    const generation = manifest ? this.armGeneration(manifest) : this.generation();
    const { result, waitedMs, error } = await generation.render(request, background);
    this.counters.renders += 1;
    if (!result) this.counters.fallbacks += 1;
    else if (result.failures.length > 0) {
      this.counters.sectionsLeftToBrowser += 1;
      this.failure(`${request.url}: left to the browser: ${result.failures.join('; ')}`);
    }
    // `failed`: the render threw (a fault of this server), as opposed to a page the threads had no time for.
    return { result, manifest: generation.manifest, waitedMs, failed: error !== undefined };
  }

  stats(): RenderStats {
    const generation = this.generation();
    this.sweepArms();
    const arms = [...this.arms.values()].map((arm) => arm.generation);
    const others = [...this.draining, ...(this.next ? [this.next] : []), ...arms];
    return {
      generation: generation.manifest,
      arms: arms.map((arm) => arm.manifest),
      ...this.counters,
      workers: generation.threads() + others.reduce((n, g) => n + g.threads(), 0),
      lastFailure: this.lastFailure,
    };
  }

  async close() {
    const all = [this.current, this.next, ...this.draining, ...[...this.arms.values()].map((arm) => arm.generation)].filter((g): g is Generation => g !== null);
    this.current = null;
    this.next = null;
    this.draining.clear();
    this.arms.clear();
    await Promise.all(all.map((g) => g.destroy().catch(() => undefined)));
  }
}
