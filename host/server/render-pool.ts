// The render threads of the host's server: one piscina pool per generation of remotes.json. When the file changes (a
// release or a rollback), a pool is given to the new generation (every page it is handed names the generation's
// versions: a thread is bound to them by its first page, for its life) and warms up while the old one
// still serves; then it serves, and the old one finishes the pages it has and is kept a minute, idle: a rollback to it
// serves again at once. Then its threads end. No federated code is ever swapped inside a living thread
// (module-federation/core 2670, 3115, 5031), and a generation's memory goes with it. The pool a new generation gets
// is a spare started ahead, a little after the one before was warm: its thread has already loaded the host's code
// (most of a thread's start), so a release reaches the HTML sooner on a busy machine.
// A render that fails or runs out of time yields null: the server then sends the page the browser renders itself.
import { statSync, watch, type FSWatcher } from 'node:fs';
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
  /**
   * A spare pool is started this long after a generation is warm, ready for the next release or canary arm (default
   * 2000 ms: not while the new generation renders its first pages, which on a small machine it would slow; null: none,
   * every generation starts its own threads).
   */
  spareAfterMs?: number | null;
  /**
   * The generation a release replaced is kept (its threads idle, warm) this long (default 60 s; 0: ended at once), so a
   * rollback to it serves at once, without starting threads.
   */
  keepPreviousMs?: number;
  log?: (message: string) => void;
}

export interface RenderStats {
  generation: RemotesManifest;
  /** The canary arms' generations serving besides it (their manifests). */
  arms: RemotesManifest[];
  generationsStarted: number;
  /** Threads of every generation's pool: the one serving, the next one warming up, those still draining. */
  workers: number;
  /** Threads of the spare pool, started ahead for the next generation (0 or 1). */
  spareThreads: number;
  /** Threads of the generation replaced last, kept for a rollback (keepPreviousMs). */
  previousThreads: number;
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

/** A pool started ahead for the next generation; `ready` once its thread has rendered a first page. */
interface Spare {
  pool: Piscina<RenderRequest, RenderResult>;
  onError: (error: Error) => void;
  ready: Promise<void>;
}

/** Calls `onChange` when something in `folder` changes (null: it cannot be watched; the periodic look still works). */
function watchFolder(folder: string, onChange: () => void): FSWatcher | null {
  try {
    const watcher = watch(folder, { persistent: false }, onChange);
    watcher.on('error', () => watcher.close());
    return watcher;
  } catch {
    return null;
  }
}

/** A page to render: what the server asks; the pool adds its id and its generation's versions. */
type PageRequest = Omit<RenderRequest, 'id' | 'generation'>;

/** A thread's first page: the host's own 404 page (no remote, no API read it needs). */
const WARM_UP_PAGE: PageRequest = { url: '/404', state: parseRenderState(undefined) };

/**
 * A piscina pool of render threads: one thread at once (on a small machine the first is ready sooner than if all
 * started together), which loads the host's code as it starts; piscina starts the others when pages wait.
 */
function startThreads(options: RenderPoolOptions): Piscina<RenderRequest, RenderResult> {
  const { deployDir, hostDistDir, apiUrl, config, budgetMs, size } = options;
  const workerData: WorkerSetup = { deployDir, hostDistDir, apiUrl, config, budgetMs, exposedModule: options.exposedModule ?? './routes' };
  return new Piscina<RenderRequest, RenderResult>({
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
  readonly startedAt = Date.now();
  /** How long it took to be warm (null: not yet). */
  warmAfterMs: number | null = null;
  /** Its pool was the spare, started ahead. */
  readonly fromSpare: boolean;
  /** When remotes.json was written with its versions (the file's time), if it replaced another generation. */
  writtenAt: number | null = null;
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
    /** A spare pool started ahead (no page of a generation handed to it yet), else one is started now. */
    spare: Spare | null,
  ) {
    this.pool = spare?.pool ?? startThreads(options);
    this.fromSpare = spare !== null;
    this.pool.on('message', (message: Partial<RenderStarted & ServerBuildFailures>) => {
      if (typeof message.renderStarted === 'number') this.started.get(message.renderStarted)?.(Date.now());
      for (const [remote, why] of Object.entries(message.serverBuildFailures ?? {})) this.onFailure(`${remote} server build: ${why}`);
    });
    this.pool.on('error', (error: Error) => this.onFailure(`render thread: ${error.message}`));
    // Its first page, on the thread it starts with (a spare's once it has rendered its own), binds that thread to it.
    const first = () => this.render(WARM_UP_PAGE, false);
    this.warm = (spare ? spare.ready.then(first) : first()).then(() => {
      this.warmAfterMs = Date.now() - this.startedAt;
    });
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
  async render(request: PageRequest, background: boolean): Promise<Outcome> {
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
      const result = await this.pool.run({ ...request, id, generation: this.manifest }, { signal: abort.signal });
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
  /** The generation replaced last, kept warm for keepPreviousMs: a rollback to it serves again at once. */
  private previous: { generation: Generation; timer: NodeJS.Timeout } | null = null;
  /** Canary arms' generations by key, least recently used first. */
  private readonly arms = new Map<string, { generation: Generation; usedAt: number }>();
  /** A pool started ahead for the next generation (its thread loads the host's code meanwhile), or null. */
  private spare: Spare | null = null;
  private spareTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private stamp = '';
  private checkedAt = 0;
  private lastId = 0;
  private readonly counters = { generationsStarted: 0, renders: 0, threadsReplaced: 0, sectionsLeftToBrowser: 0, fallbacks: 0 };
  private lastFailure: string | null = null;

  /** remotes.json's folder, watched: a release (a new file renamed over it) is looked at at once, not on the next check. */
  private readonly watcher: FSWatcher | null;

  constructor(private readonly options: RenderPoolOptions) {
    this.watcher = watchFolder(options.deployDir, () => {
      if (!this.current || this.closed) return;
      this.checkedAt = 0;
      // With a generation serving, a remotes.json that cannot be read is logged there, not thrown.
      this.generation();
    });
  }

  private failure = (why: string) => {
    this.lastFailure = why;
    this.options.log?.(`[ssr] ${why}`);
  };

  /** A generation's pool: the spare if there is one (a new spare follows once this generation is warm). */
  private start(key: string, manifest: RemotesManifest): Generation {
    this.counters.generationsStarted += 1;
    const spare = this.spare;
    this.spare = null;
    spare?.pool.off('error', spare.onError);
    const generation = new Generation(key, manifest, this.options, () => ++this.lastId, this.failure, () => (this.counters.threadsReplaced += 1), spare);
    void generation.warm.then(() => this.prepareSpare());
    return generation;
  }

  /**
   * A spare pool, spareAfterMs after a generation is warm (not while one warms up: on a small machine the two would
   * share its cores), unless there is one already.
   */
  private prepareSpare() {
    const afterMs = this.options.spareAfterMs === undefined ? 2000 : this.options.spareAfterMs;
    if (afterMs === null || this.closed || this.spare || this.spareTimer) return;
    this.spareTimer = setTimeout(() => {
      this.spareTimer = null;
      if (this.closed || this.spare) return;
      // A generation warming up meanwhile (a release with no spare ready) first: they would share the cores.
      const warming = this.next;
      if (warming) {
        void warming.warm.then(() => this.prepareSpare());
        return;
      }
      const onError = (error: Error) => this.failure(`spare render thread: ${error.message}`);
      const pool = startThreads(this.options);
      pool.on('error', onError);
      // Its thread renders the host's own 404 page (no remote: it has no generation yet), so React, styled-components
      // and i18next are warm when a generation takes it.
      const ready = pool.run({ ...WARM_UP_PAGE, id: ++this.lastId, generation: null }).then(
        () => undefined,
        () => undefined,
      );
      this.spare = { pool, onError, ready };
    }, afterMs);
    this.spareTimer.unref();
  }

  /** `generation` serves from now on; the one before finishes its pages and is kept a while (then ends). */
  private promote(generation: Generation) {
    if (this.next !== generation) return;
    this.next = null;
    this.serve(generation);
    const { warmAfterMs, fromSpare, startedAt, writtenAt } = generation;
    const since = writtenAt ?? startedAt;
    this.options.log?.(
      `[ssr] the new remote versions serve ${Math.round(Date.now() - since)} ms after remotes.json was written (seen after ${Math.round(startedAt - since)} ms, ${warmAfterMs === null ? 'not yet warm' : `warm after ${warmAfterMs} ms`}, ${fromSpare ? 'on the spare pool started ahead' : 'on threads started then'})`,
    );
  }

  private serve(generation: Generation) {
    const replaced = this.current;
    this.current = generation;
    if (replaced) this.keepPrevious(replaced);
  }

  /** Keeps `replaced` for a rollback (keepPreviousMs); the one kept before it ends. */
  private keepPrevious(replaced: Generation) {
    this.endPrevious();
    const keepMs = this.options.keepPreviousMs ?? 60_000;
    if (keepMs <= 0) return this.retire(replaced, 'close');
    const timer = setTimeout(() => {
      if (this.previous?.generation === replaced) this.endPrevious();
    }, keepMs);
    timer.unref();
    this.previous = { generation: replaced, timer };
  }

  private endPrevious() {
    if (!this.previous) return;
    clearTimeout(this.previous.timer);
    this.retire(this.previous.generation, 'close');
    this.previous = null;
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
    let stamp: string;
    let writtenAt = now;
    try {
      const stat = statSync(manifestPath(this.options.deployDir));
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
      writtenAt = stat.mtimeMs;
    } catch {
      stamp = 'none';
    }
    if (this.current && stamp === this.stamp) return this.current;
    let manifest: RemotesManifest;
    try {
      manifest = readManifest(this.options.deployDir);
    } catch (error) {
      if (!this.current) throw error;
      // Caught while written in place (by hand: the release tools replace it whole): the versions before it still
      // serve, and the next look reads it again.
      this.failure(`remotes.json could not be read (${String(error)}); the versions before it still serve`);
      return this.current;
    }
    this.stamp = stamp;
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
    // A rollback to the generation just replaced: still warm, it serves again at once.
    const previous = this.previous;
    if (previous?.generation.key === key) {
      clearTimeout(previous.timer);
      this.previous = null;
      this.serve(previous.generation);
      this.options.log?.(
        `[ssr] the remote versions before the last release serve again ${Math.round(Date.now() - writtenAt)} ms after remotes.json was written (their threads were kept)`,
      );
      return this.current;
    }
    const next = this.start(key, manifest);
    next.writtenAt = writtenAt;
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
    request: PageRequest,
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
      spareThreads: this.spare?.pool.threads.length ?? 0,
      previousThreads: this.previous?.generation.threads() ?? 0,
      lastFailure: this.lastFailure,
    };
  }

  async close() {
    this.closed = true;
    this.watcher?.close();
    if (this.spareTimer) clearTimeout(this.spareTimer);
    const spare = this.spare?.pool.destroy().catch(() => undefined);
    this.spare = null;
    if (this.previous) clearTimeout(this.previous.timer);
    const all = [this.current, this.next, this.previous?.generation ?? null, ...this.draining, ...[...this.arms.values()].map((arm) => arm.generation)].filter((g): g is Generation => g !== null);
    this.current = null;
    this.next = null;
    this.previous = null;
    this.draining.clear();
    this.arms.clear();
    await Promise.all([spare, ...all.map((g) => g.destroy().catch(() => undefined))]);
  }
}
