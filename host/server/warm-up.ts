// A host's warm-up: its render workers render pages like its visitors' before it says it is ready.
// A render worker's first pages cost more CPU than its later ones (V8 compiles the render code as it runs hot): one
// worker rendering 50 storefronts in turn on this VM took ~20 ms a page for its first 250, ~11 ms for the next 500,
// then 7-8 ms. A host started under load served its first seconds with such workers (the "just started" row of
// bench:ssr). So a host renders `rendersPerWorker` pages per worker first, behind any visitor's page (the pool's
// background queue), and GET /ready answers 200 only then: the load balancer's health check (HAProxy in
// `npm run start:cluster`) sends visitors to a host whose workers are warm. A host is usable during its warm-up (a
// page asked for meanwhile is rendered first); only the health check waits. What it is worth:
// `npm run bench:render -- --warm-up 600` (a warmed worker against a fresh one, from the first second).
import { pathTo, parseRenderState, SUPPORTED_LANGUAGES } from '@cargora/shared/server';
import type { RenderPool } from './render-pool';

export interface WarmUpStatus {
  /** True once the warm-up has rendered its pages (or was not asked for, or ran out of time). */
  done: boolean;
  /** Pages rendered for it so far, and how many it renders in all. */
  renders: number;
  target: number;
  /** How long it took, once done (ms). */
  ms: number | null;
}

export interface WarmUpOptions {
  /** Where the host's server reaches the API (for real ids: a service, an agent, a post, a job). */
  apiUrl: string;
  /** Pages per render worker (0: none; the host is ready at once). */
  rendersPerWorker: number;
  workers: number;
  /** It stops after this long whatever it has done (default 120 s): a host is never kept out for good. */
  timeLimitMs?: number;
  log?: (message: string) => void;
}

/** GET {apiUrl}/api/v1{path} → the items of its page; null if the API did not answer. */
async function items<T>(apiUrl: string, path: string): Promise<T[] | null> {
  try {
    const res = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/v1${path}`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return [];
    const body = (await res.json()) as { data?: { items?: T[] } };
    return body.data?.items ?? [];
  } catch {
    return null;
  }
}

/**
 * The pages it renders: every kind visitors land on, the lists as they are and the detail pages with ids from the
 * API (services with their agents' storefronts, posts, jobs). Null while the API does not answer.
 */
export async function warmUpPaths(apiUrl: string): Promise<string[] | null> {
  const [services, blogs, jobs] = await Promise.all([
    items<{ id: number; agent?: { userId?: string } }>(apiUrl, '/misc/services?pageSize=6'),
    items<{ id: number }>(apiUrl, '/misc/blogs?pageSize=2'),
    items<{ id: number }>(apiUrl, '/misc/careers?pageSize=2'),
  ]);
  if (!services || !blogs || !jobs) return null;
  const agents = [...new Set(services.map((s) => s.agent?.userId).filter((id): id is string => Boolean(id)))];
  return [
    pathTo('landing'),
    pathTo('allServices'),
    pathTo('worldwideDirectory'),
    pathTo('blogIndex'),
    pathTo('helpCenter'),
    pathTo('career'),
    ...services.map((s) => pathTo('withProtection', { id: s.id })),
    ...agents.map((userId) => pathTo('storefront', { userId })),
    ...blogs.map((b) => pathTo('blogPost', { id: b.id })),
    ...jobs.map((j) => pathTo('jobDetail', { id: j.id })),
  ];
}

export interface WarmUp {
  /** Updated as it goes. */
  status: WarmUpStatus;
  /** Stops it (the server is closing): no page is started after this. */
  stop: () => void;
}

/**
 * Starts the warm-up of `pool`: its pages in English, French and Arabic in turn, as many at a time as it has workers.
 */
export function startWarmUp(pool: RenderPool, options: WarmUpOptions): WarmUp {
  const lanes = Math.max(1, options.workers);
  const target = Math.max(0, options.rendersPerWorker) * lanes;
  const status: WarmUpStatus = { done: target === 0, renders: 0, target, ms: target === 0 ? 0 : null };
  let stopped = false;
  const warmUp = { status, stop: () => void (stopped = true) };
  if (target === 0) return warmUp;
  const started = Date.now();
  const deadline = started + (options.timeLimitMs ?? 120_000);
  void (async () => {
    // A host without its API cannot render a page anyway: its warm-up waits for it (a cluster starts its load
    // balancer, the hosts' way to the API, after them). Without it until the time limit: the lists, failing fast.
    let paths = await warmUpPaths(options.apiUrl);
    while (!paths && !stopped && Date.now() < deadline - 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      paths = await warmUpPaths(options.apiUrl);
    }
    if (!paths) paths = [pathTo('landing'), pathTo('allServices')];
    let next = 0;
    const lane = async () => {
      while (!stopped && next < target && Date.now() < deadline) {
        const i = next++;
        const url = paths[i % paths.length]!;
        const lang = SUPPORTED_LANGUAGES[Math.floor(i / paths.length) % SUPPORTED_LANGUAGES.length]!;
        await pool.render({ url, state: parseRenderState(undefined, lang) }, { background: true }).catch(() => undefined);
        status.renders += 1;
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
    status.done = true;
    status.ms = Date.now() - started;
    if (!stopped) options.log?.(`[ssr] warmed up: ${status.renders} pages (${paths.length} addresses in en, fr, ar) in ${(status.ms / 1000).toFixed(1)} s; ready`);
  })().catch((error: unknown) => {
    status.done = true;
    status.ms = Date.now() - started;
    options.log?.(`[ssr] warm-up stopped: ${error instanceof Error ? error.message : String(error)}; ready`);
  });
  return warmUp;
}
