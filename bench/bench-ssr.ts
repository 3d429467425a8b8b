// `npm run bench:ssr`: the host server's server-rendered HTML under load, beside the API's own figures for the same
// data, at the default seed and at 1,000,000 services; then the host server's memory over release/rollback cycles of
// the catalog remote under light traffic. Prints figures (and writes them to .cache/bench/ssr.json); asserts nothing.
//
//   npm run bench:ssr [-- --quick] [--duration 10] [--warmup 3] [--connections 50] [--cycles 50] [--services 1000000|0]
//                     [--only cycles|large|cold] [--page storefront] [--settle 30] [--workers 2] [--no-warmup]
//
// --quick: 3 s per run, 1 s warm-up, 10 cycles. --services 0 skips the large database. --only cycles: the release/
// rollback cycles alone (memory and switch times), at the default seed; --only large: the large database alone;
// --only cold: the default seed's cold render cache alone (no API figures, no cycles). --page: one page kind.
// --settle: the cold render cache is measured twice, just started (10 pages, then the warm-up) and again after this
// many seconds more of the same load ("settled": V8 has optimized the render code; 0 skips it, as --quick does).
// --workers: SSR_WORKERS (2). A host is loaded once its GET /ready says its render workers have warmed up (as a load
// balancer waits: host/server/warm-up.ts, SSR_WARMUP_RENDERS pages each); --no-warmup: a host loaded the moment it
// listens, its workers as cold as they start (SSR_WARMUP_RENDERS=0).
// The host server runs in a process of its own (scripts/lib/ssr-host-child.ts), started once per setting, so its
// /ssr-status memory is the host server's alone; the load generator is another process
// (bench/lib/ssr-load-worker.mjs, Node's own HTTP client with keep-alive connections); the API is the built API (scripts/lib/api-process.ts).
import { fork, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { CATEGORY_KEYS } from '@cargora/shared/contracts';
import { arg } from '@cargora/scripts/args';
import { ensureApiBuilt, ensureHostBuilt, ensureRemotesReleased, manifestUrl } from '@cargora/scripts/build';
import {
  activate,
  migrateDeployLayout,
  readManifest,
  versionDir,
  writeManifestAtomic,
  type ReleaseInfo,
  type RemotesManifest,
} from '@cargora/scripts/deploy';
import type { SsrStatus } from '@cargora/host/server';
import { startApi, type ApiProcess } from '@cargora/scripts/api-process';
import { forkSite } from '@cargora/scripts/site-child';
import { machineSpeedMs } from './lib/machine-speed';
import { median } from './lib/median';
import { processCpuMs } from '@cargora/scripts/proc-cpu';
import { opsAuthorization } from '@cargora/shared/server';
import { localOpsToken, REMOTE_NAMES, ROOT } from '@cargora/scripts/paths';

const BENCH_DIR = join(ROOT, '.cache', 'bench');
/** bench:web's deploy directory: the remotes are built there once, for both benchmarks. */
const SHARED_DEPLOY_DIR = join(BENCH_DIR, 'deploy');
const SSR_DIR = join(BENCH_DIR, 'ssr');
/** Its own ports, deploy directory (the rollback cycles rewrite remotes.json) and data directory. */
const BENCH_ENV: Record<string, string> = {
  HOST_PORT: '3310',
  CATALOG_PORT: '3311',
  DIRECTORY_PORT: '3312',
  CONTENT_PORT: '3313',
  CAREERS_PORT: '3314',
  API_PORT: '4410',
  FILES_PORT: '4510',
  CARGORA_DEPLOY_DIR: join(SSR_DIR, 'deploy'),
  DATA_DIR: join(SSR_DIR, 'data'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SSR_WORKERS: '2',
};
BENCH_ENV.SSR_WORKERS = arg('workers') ?? BENCH_ENV.SSR_WORKERS!;
const NO_WARMUP = process.argv.includes('--no-warmup');
if (NO_WARMUP) BENCH_ENV.SSR_WARMUP_RENDERS = '0';
const DEPLOY_DIR = BENCH_ENV.CARGORA_DEPLOY_DIR!;
/** The host's render workers per generation (BENCH_ENV.SSR_WORKERS), and as many spares. */
const WORKERS = Number(BENCH_ENV.SSR_WORKERS);
const SECOND_VERSION_SUFFIX = '-benchcopy';

const quick = process.argv.includes('--quick');
const ONLY_CYCLES = arg('only') === 'cycles';
const ONLY_LARGE = arg('only') === 'large';
const ONLY_COLD = arg('only') === 'cold';
/** --page storefront|'service detail': one page kind only. */
const ONLY_PAGE = arg('page');
const DURATION = Number(arg('duration') ?? (quick ? 3 : 10));
const WARMUP = Number(arg('warmup') ?? (quick ? 1 : 3));
const CONNECTIONS = Number(arg('connections') ?? 50);
const CYCLES = Number(arg('cycles') ?? (quick ? 10 : 50));
/** Cold render cache: measured again after this many seconds more of the same load (0: not). */
const SETTLE = Number(arg('settle') ?? (quick ? 0 : 30));
/** After the back-to-back cycles: switches this far apart (an even number, so the first version ends active). */
const SPACED_SWITCHES = quick ? 4 : 10;
const SPACED_PAUSE_MS = 3000;
const LARGE = Number((arg('services') ?? '1000000').replace(/_/g, ''));
const COMMAND = `npm run bench:ssr${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

/** The machine's 1-minute load average at a few points: other work on a shared machine shows here. */
const loadAverages: { at: string; load: number; speedMs: number }[] = [];
const noteLoad = (at: string) => loadAverages.push({ at, load: os.loadavg()[0]!, speedMs: machineSpeedMs() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => bytes / (1024 * 1024);

// ── Processes ────────────────────────────────────────────────────────────────────────────────────────────────────

interface HostProcess {
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

const hostLogFile = join(SSR_DIR, 'host.log');
/** Each host started: how long after it listened it said it was ready (its render workers warmed up). */
const warmUps: { label: string; ms: number }[] = [];

async function startHost(label: string, env: Record<string, string> = {}): Promise<HostProcess> {
  const log: string[] = [];
  appendFileSync(
    hostLogFile,
    `\n── ${new Date().toISOString()} host server: ${label} ${JSON.stringify(env)}\n`,
  );
  const site = await forkSite({
    env: { ...process.env, ...BENCH_ENV, ...env },
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
    status: async () => (await (await fetch(`${url}/ssr-status`, { headers: opsAuthorization(localOpsToken()) })).json()) as SsrStatus,
    stop: site.stop,
    warmUpMs: site.warmUpMs,
  };
}

interface LoadResult {
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

interface LoadRun {
  /** Resolves when the warm-up is over and the measured window starts. */
  measuring: Promise<void>;
  result: Promise<LoadResult>;
  stop: () => void;
}

function startLoad(
  base: string,
  paths: string[],
  options: { connections: number; duration?: number; warmup: number; untilStopped?: boolean },
): LoadRun {
  const child = fork(
    join(__dirname, 'lib', 'ssr-load-worker.mjs'),
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

// ── Data ─────────────────────────────────────────────────────────────────────────────────────────────────────────

async function apiJson<T>(api: string, path: string): Promise<T> {
  const res = await fetch(`${api}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

interface Sample {
  services: { id: number; title: string }[];
  agents: { userId: string; companyName: string }[];
  totalServices: number;
  totalAgents: number;
}

/** ~50 real services (every category, two orders) and ~50 real agents (spread over the agent list), from the API. */
async function sampleData(api: string): Promise<Sample> {
  const services = new Map<number, string>();
  let totalServices = 0;
  for (const sort of ['newest', 'price_asc', 'rating', 'price_desc']) {
    for (const category of CATEGORY_KEYS) {
      const page = await apiJson<{ items: { id: number; title: string }[]; total: number }>(
        api,
        `/api/v1/misc/services?category=${category}&sort=${sort}&pageSize=2`,
      );
      for (const s of page.items) if (services.size < 50) services.set(s.id, s.title);
    }
  }
  const all = await apiJson<{ total: number }>(api, '/api/v1/misc/services?pageSize=1');
  totalServices = all.total;
  const agents = new Map<string, string>();
  const first = await apiJson<{ total: number }>(api, '/api/v1/misc/user/agent?pageSize=1&sort=name');
  const pageSize = 10;
  const pages = Math.max(1, Math.ceil(first.total / pageSize));
  for (let k = 0; k < 5; k += 1) {
    const page = 1 + Math.floor((k * pages) / 5);
    const list = await apiJson<{ items: { userId: string; companyName: string }[] }>(
      api,
      `/api/v1/misc/user/agent?sort=name&page=${page}&pageSize=${pageSize}`,
    );
    for (const a of list.items) agents.set(a.userId, a.companyName);
  }
  return {
    services: [...services].map(([id, title]) => ({ id, title })),
    agents: [...agents].map(([userId, companyName]) => ({ userId, companyName })),
    totalServices,
    totalAgents: first.total,
  };
}

// ── Deploy directory: the active remotes of bench:web's, and a second catalog version ───────────────────────────

function prepareDeployDir(): { first: string; second: string } {
  ensureRemotesReleased(SHARED_DEPLOY_DIR);
  // Copies made before client/ existed are moved into it.
  migrateDeployLayout(DEPLOY_DIR);
  const shared = readManifest(SHARED_DEPLOY_DIR);
  const manifest: RemotesManifest = {};
  for (const remote of REMOTE_NAMES) {
    const version = shared[remote]!.version;
    const target = versionDir(DEPLOY_DIR, remote, version);
    if (!existsSync(target))
      cpSync(versionDir(SHARED_DEPLOY_DIR, remote, version), target, { recursive: true });
    manifest[remote] = { version, url: manifestUrl(remote, version) };
  }
  // The second version is a copy of the first under another name (faster than a build, and the same code: what the
  // cycles measure is the switch itself). Versions are immutable, so the copy is made once per first version.
  const first = manifest.catalog!.version;
  const second = `${first}${SECOND_VERSION_SUFFIX}`;
  const copy = versionDir(DEPLOY_DIR, 'catalog', second);
  if (!existsSync(copy)) {
    const temp = `${copy}.tmp-${process.pid}`;
    cpSync(versionDir(DEPLOY_DIR, 'catalog', first), temp, { recursive: true });
    const info = JSON.parse(readFileSync(join(temp, 'release.json'), 'utf8')) as ReleaseInfo;
    writeFileSync(
      join(temp, 'release.json'),
      `${JSON.stringify({ ...info, version: second, builtAt: new Date().toISOString(), copyOf: first }, null, 2)}\n`,
    );
    renameSync(temp, copy);
  }
  writeManifestAtomic(DEPLOY_DIR, manifest);
  return { first, second };
}

// ── Measurements ─────────────────────────────────────────────────────────────────────────────────────────────────

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

interface Probe {
  pages: number;
  ok: number;
  serverRendered: number;
  /** The API's title / company name is in the rendered markup (not only in the page's state). */
  withContent: number;
  firstRenderMs: number;
  problems: string[];
}

/** Each page once, one at a time: status, server-rendered or the shell, and the API's text in the markup. */
async function probe(host: HostProcess, pages: { path: string; text: string }[]): Promise<Probe> {
  const result: Probe = {
    pages: pages.length,
    ok: 0,
    serverRendered: 0,
    withContent: 0,
    firstRenderMs: NaN,
    problems: [],
  };
  const times: number[] = [];
  for (const page of pages) {
    const started = performance.now();
    const res = await fetch(`${host.url}${page.path}`, { redirect: 'manual' });
    const html = await res.text();
    times.push(performance.now() - started);
    const rendered = /<script[^>]*\bid="cargora-state"/.test(html) && !html.includes('<div id="boot"');
    const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    const text = markup.includes(page.text) || markup.includes(escapeHtml(page.text));
    if (res.status === 200) result.ok += 1;
    if (rendered) result.serverRendered += 1;
    if (text) result.withContent += 1;
    if (res.status !== 200 || !rendered || !text) {
      result.problems.push(
        `${page.path}: ${res.status}${rendered ? '' : ', not server-rendered'}${text ? '' : `, "${page.text}" not in the markup`}`,
      );
    }
  }
  result.firstRenderMs = median(times);
  return result;
}

interface SsrCase {
  dataset: string;
  page: string;
  cache: 'warm' | 'cold';
  /** Measured after SETTLE seconds more of the same load (V8 has optimized the render code by then). */
  settled: boolean;
  load: LoadResult;
  renders: number;
  /** CPU ms per render of the host server's process (its workers in it) and of the API, over the measured window. */
  cpuPerRender: { host: number | null; api: number | null };
  sectionsLeftToBrowser: number;
  fallbacks: number;
  lastFailure: string | null;
  /** Render workers the pool terminated and replaced (a render past its deadline), from the host server's log. */
  workersReplaced: number;
  hostLogLines: string[];
  /** The API's own figure for the same data (none with --only cold). */
  api: LoadResult | null;
}

/** "cold", or "cold, settled". */
const caseLabel = (c: SsrCase) => (c.settled ? `${c.cache}, settled` : c.cache);

const replacements = (lines: string[]) => lines.filter((line) => line.includes('worker replaced')).length;

/** Until the host has finished what earlier load left in flight (its render count stops moving for 1 s). */
async function settle(host: HostProcess) {
  const deadline = Date.now() + 30_000;
  let renders = (await host.status()).rendering!.renders;
  while (Date.now() < deadline) {
    await sleep(1000);
    const now = (await host.status()).rendering!.renders;
    if (now === renders) return;
    renders = now;
  }
}

async function measureHost(host: HostProcess, paths: string[], warmup = WARMUP, api?: ApiProcess) {
  await settle(host);
  const logFrom = host.log.length;
  const run = startLoad(host.url, paths, { connections: CONNECTIONS, duration: DURATION, warmup });
  await run.measuring;
  const before = await host.status();
  // CPU from /proc (all the host's threads, its render workers too): unlike latency, it does not depend on how the
  // load generator, the workers and the API share the cores (it still moves with the machine's speed).
  const cpu0 = { host: processCpuMs(host.child.pid), api: processCpuMs(api?.child.pid) };
  const load = await run.result;
  const cpu1 = { host: processCpuMs(host.child.pid), api: processCpuMs(api?.child.pid) };
  const after = await host.status();
  const r0 = before.rendering!;
  const r1 = after.rendering!;
  const renders = r1.renders - r0.renders;
  const perRender = (a: number | null, b: number | null) => (a === null || b === null || renders === 0 ? null : (b - a) / renders);
  return {
    load,
    cpuPerRender: { host: perRender(cpu0.host, cpu1.host), api: perRender(cpu0.api, cpu1.api) },
    renders,
    sectionsLeftToBrowser: r1.sectionsLeftToBrowser - r0.sectionsLeftToBrowser,
    fallbacks: r1.fallbacks - r0.fallbacks,
    lastFailure: r1.lastFailure,
    workersReplaced: replacements(host.log.slice(logFrom)),
    hostLogLines: host.log.slice(logFrom),
  };
}

async function measureApi(api: string, paths: string[]) {
  const run = startLoad(api, paths, { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP });
  const result = await run.result;
  await sleep(1000);
  return result;
}

interface DatasetFigures {
  dataset: string;
  services: number;
  agents: number;
  probes: Record<string, Probe>;
  cases: SsrCase[];
}

async function benchDataset(
  dataset: string,
  api: ApiProcess,
  memory: (() => Promise<void>) | null,
): Promise<DatasetFigures> {
  const apiBase = api.url.replace('//localhost:', '//127.0.0.1:');
  const sample = await sampleData(apiBase);
  console.log(
    `[bench:ssr] ${dataset}: ${sample.totalServices.toLocaleString('en')} services, ${sample.totalAgents} agents; ${sample.services.length} service ids, ${sample.agents.length} agents sampled`,
  );
  const pages = {
    'service detail': {
      ssr: sample.services.map((s) => ({ path: `/with-cargora-protection/${s.id}`, text: s.title })),
      api: sample.services.map((s) => `/api/v1/misc/services/${s.id}`),
    },
    storefront: {
      ssr: sample.agents.map((a) => ({ path: `/storefront/${a.userId}`, text: a.companyName })),
      api: sample.agents.map((a) => `/api/v1/misc/storefront/${a.userId}`),
    },
  };
  const measured = Object.entries(pages).filter(([name]) => !ONLY_PAGE || name === ONLY_PAGE);
  // The API first, alone on the machine (its read cache as deployed).
  const apiFigures: Record<string, LoadResult> = {};
  for (const [page, { api: paths }] of ONLY_COLD ? [] : measured) {
    console.log(`[bench:ssr] ${dataset}: API, ${page}`);
    apiFigures[page] = await measureApi(apiBase, paths);
  }
  const cases: SsrCase[] = [];
  const probes: Record<string, Probe> = {};
  for (const cache of ONLY_COLD ? (['cold'] as const) : (['warm', 'cold'] as const)) {
    const host = await startHost(
      `${dataset}, render cache ${cache}`,
      cache === 'cold' ? { SSR_CACHE_TTL_MS: '0' } : {},
    );
    try {
      for (const [page, { ssr }] of measured) {
        if (cache === 'warm') {
          // Each page once, one at a time: correctness, and the first render of each (this also fills the cache).
          probes[page] = await probe(host, ssr);
        } else {
          // The workers started and their JIT warm, as in the warm case: ten pages one at a time.
          await probe(host, ssr.slice(0, 10));
        }
        console.log(`[bench:ssr] ${dataset}: host, ${page}, render cache ${cache}`);
        const paths = ssr.map((p) => p.path);
        const figures = await measureHost(host, paths, WARMUP, api);
        cases.push({ dataset, page, cache, settled: false, ...figures, api: apiFigures[page] ?? null });
        if (cache === 'cold' && SETTLE > 0) {
          // The same again once V8 has optimized the render code: a freshly started server renders 1.3 to 1.5 times
          // slower for its first seconds under load than it does after half a minute of it.
          console.log(`[bench:ssr] ${dataset}: host, ${page}, render cache cold, after ${SETTLE} s more of the same load`);
          cases.push({ dataset, page, cache, settled: true, ...(await measureHost(host, paths, SETTLE, api)), api: apiFigures[page] ?? null });
        }
      }
    } finally {
      await host.stop();
    }
  }
  if (memory) await memory();
  return { dataset, services: sample.totalServices, agents: sample.totalAgents, probes, cases };
}

interface MemoryFigures {
  versions: [string, string];
  cycles: number;
  trafficPaths: string[];
  samples: {
    at: string;
    rssMb: number;
    rssMinMb: number;
    rssMaxMb: number;
    heapUsedMb: number;
    externalMb: number;
    workers: number;
    spares: number;
    generationsStarted: number;
    cachedPages: number;
  }[];
  peakRssMb: number;
  growthMb: number;
  switchMs: number[];
  /** Switches 3 s apart, after the cycles. */
  spacedSwitchMs: number[];
  /** Per switch: pages that came back as the bare shell (server render failed) while waiting for the new version. */
  shellsWhileSwitching: number[];
  switchTimeouts: number;
  workersReplaced: number;
  traffic: LoadResult | null;
  rendering: SsrStatus['rendering'];
  hostLogLines: string[];
}

const namesVersion = (html: string, version: string) => {
  const remotes = /<script[^>]*\bid="cargora-remotes"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const preload = /<link rel="preload"[^>]*href="([^"]*mf-manifest\.json)"/.exec(html)?.[1] ?? '';
  const needle = `/${version}/mf-manifest.json`;
  return remotes.includes(needle) && preload.endsWith(needle);
};

async function memoryCycles(
  versions: { first: string; second: string },
  sample: { serviceIds: number[]; agentIds: string[] },
): Promise<MemoryFigures> {
  activate(DEPLOY_DIR, 'catalog', versions.first, manifestUrl('catalog', versions.first), 'rollback');
  const host = await startHost('memory over release/rollback cycles');
  const logFrom = host.log.length;
  const trafficPaths = [
    '/landing-page',
    '/allServices',
    ...sample.serviceIds.slice(0, 5).map((id) => `/with-cargora-protection/${id}`),
    '/worldwide-directory',
    '/newly-registered-agents',
    ...sample.agentIds.slice(0, 5).map((id) => `/storefront/${id}`),
  ];
  const samples: MemoryFigures['samples'] = [];
  /** RSS swings by tens of MB as the workers' heaps grow and are collected: the median of `count` samples 1 s apart. */
  const take = async (at: string, count = 1) => {
    const rss: number[] = [];
    let s = await host.status();
    rss.push(mb(s.memory.rss));
    for (let i = 1; i < count; i += 1) {
      await sleep(1000);
      s = await host.status();
      rss.push(mb(s.memory.rss));
    }
    samples.push({
      at,
      rssMb: median(rss),
      rssMinMb: Math.min(...rss),
      rssMaxMb: Math.max(...rss),
      heapUsedMb: mb(s.memory.heapUsed),
      externalMb: mb(s.memory.external),
      workers: s.rendering!.workers,
      spares: s.rendering!.spares,
      generationsStarted: s.rendering!.generationsStarted,
      cachedPages: s.cache,
    });
    return s;
  };
  /** Before and after are compared alike: one generation's workers and all its spares warm (at most 30 s). */
  const steady = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = (await host.status()).rendering!;
      if ((r.workers <= WORKERS && r.spares >= WORKERS) || Date.now() > deadline) return;
      await sleep(250);
    }
  };
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const s = await host.status().catch(() => null);
      if (s) peak = Math.max(peak, s.memory.rss);
      await sleep(250);
    }
  })();
  const traffic = startLoad(host.url, trafficPaths, { connections: 3, warmup: 0, untilStopped: true });
  const switchMs: number[] = [];
  const spacedSwitchMs: number[] = [];
  const shellsWhileSwitching: number[] = [];
  let switchCount = 0;
  let switchTimeouts = 0;
  let trafficResult: LoadResult | null = null;
  let rendering: SsrStatus['rendering'] = null;
  try {
    await traffic.measuring;
    // Warm-up: every traffic page rendered and cached, the JIT warm.
    await sleep(quick ? 3000 : 8000);
    await steady();
    await take('before (after warm-up; median of 5 s)', 5);
    const switchTo = async (version: string, into = switchMs) => {
      const started = performance.now();
      activate(DEPLOY_DIR, 'catalog', version, manifestUrl('catalog', version), 'rollback');
      switchCount += 1;
      let shells = 0;
      for (;;) {
        // A URL of its own per switch: with two versions, each generation's key (the manifest) recurs, and a page the
        // same key rendered seconds ago would still be in the render cache; this one is rendered by the new workers.
        const html = await (await fetch(`${host.url}/landing-page?bench-switch=${switchCount}`)).text();
        const ms = performance.now() - started;
        if (namesVersion(html, version)) {
          into.push(ms);
          break;
        }
        if (html.includes('<div id="boot"')) shells += 1;
        if (ms > 30_000) {
          switchTimeouts += 1;
          break;
        }
        await sleep(20);
      }
      shellsWhileSwitching.push(shells);
    };
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      await switchTo(versions.second);
      await switchTo(versions.first);
      if (cycle % 10 === 0 || cycle === CYCLES) {
        const s = await take(`after cycle ${cycle}`);
        console.log(
          `[bench:ssr] memory: cycle ${cycle}/${CYCLES}, RSS ${mb(s.memory.rss).toFixed(0)} MB, ${s.rendering!.workers} workers`,
        );
      }
    }
    // Releases as an operator makes them: one at a time, seconds apart (a release builds for a minute first), so the
    // spare workers started after each switch are warm when the next comes. The cycles above switch back to back.
    for (let i = 0; i < SPACED_SWITCHES; i += 1) {
      await sleep(SPACED_PAUSE_MS);
      await switchTo(i % 2 === 0 ? versions.second : versions.first, spacedSwitchMs);
    }
    // Draining: the last old generations finish and their workers end; light traffic still running.
    await sleep(5000);
    await steady();
    const end = await take('after (5 s pause, then median of 5 s)', 5);
    rendering = end.rendering;
    traffic.stop();
    trafficResult = await traffic.result;
  } finally {
    sampling = false;
    await sampler;
    traffic.stop();
    await host.stop();
  }
  const baseline = samples[0]!.rssMb;
  return {
    versions: [versions.first, versions.second],
    cycles: CYCLES,
    trafficPaths,
    samples,
    peakRssMb: mb(peak),
    growthMb: samples[samples.length - 1]!.rssMb - baseline,
    switchMs,
    spacedSwitchMs,
    shellsWhileSwitching,
    switchTimeouts,
    workersReplaced: replacements(host.log.slice(logFrom)),
    traffic: trafficResult,
    rendering,
    hostLogLines: host.log.slice(logFrom),
  };
}

// ── Output ───────────────────────────────────────────────────────────────────────────────────────────────────────

function table(header: string[], rows: string[][], leftColumns = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return `${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`;
}

const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : value.toFixed(0)}` : '-';
const pct = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(part > 0 && part < whole / 1000 ? 3 : 1)}%` : '-';

function summarizeLog(lines: string[]): string[] {
  const counts = new Map<string, number>();
  // The same failure for different URLs counts once (ids and numbers aside).
  for (const line of lines) {
    const key = line.replace(/\d+/g, 'N').slice(0, 220);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([line, n]) => `${String(n).padStart(6)} x ${line}`);
}

function printFigures(datasets: DatasetFigures[], memory: MemoryFigures | null) {
  console.log(`\n━━ Cargora server rendering bench: ${COMMAND} ━━`);
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}. Figures on a ${os.cpus().length}-core machine are noisy: ` +
      `the load generator, the host server with its render workers and the API share the cores ` +
      `(1-minute load average: ${loadAverages.map((l) => `${l.load.toFixed(1)} ${l.at}`).join(', ')}; this bench alone keeps about 3 busy).`,
  );
  console.log(
    `This machine's speed (bench/lib/machine-speed.ts, a fixed piece of JavaScript, best of 7; lower is faster, ` +
      `compare it between runs): ${loadAverages.map((l) => `${l.speedMs} ms ${l.at}`).join(', ')}.`,
  );
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s measured after ${WARMUP} s of warm-up per run; ~50 ids per page kind, requested round-robin.\n` +
      `TTFB = request sent -> response headers parsed (Node's HTTP client, keep-alive). Render cache warm = the host's default ` +
      `SSR_CACHE_TTL_MS (10 s); cold = a host started with SSR_CACHE_TTL_MS=0 (every request renders; only identical ` +
      `requests in flight at the same moment share a render). ${NO_WARMUP ? 'Each host is loaded the moment it listens (--no-warmup: its render workers as cold as they start)' : `Each host is loaded once its GET /ready answers 200, as a load balancer waits: its render workers warmed up on ${process.env.SSR_WARMUP_RENDERS ?? 600} pages each (${warmUps.map((w) => `${(w.ms / 1000).toFixed(1)} s`).join(', ')} after listening)`}` +
      `${SETTLE > 0 ? `; "cold, settled" = the same host measured again after ${SETTLE} s more of that load` : ''}. ` +
      `The API keeps its own read cache as deployed in both. ` +
      `API columns: the API alone, same ids, same connections.`,
  );
  for (const d of datasets) {
    console.log(`\n${d.dataset}: ${d.services.toLocaleString('en')} services, ${d.agents} agents`);
    for (const [page, p] of Object.entries(d.probes)) {
      console.log(
        `  one at a time, first render: ${page}: ${p.ok}/${p.pages} answered 200, ${p.serverRendered}/${p.pages} server-rendered, ` +
          `${p.withContent}/${p.pages} with the API's text in the markup; median ${ms(p.firstRenderMs)} ms`,
      );
      for (const problem of p.problems.slice(0, 5)) console.log(`    ! ${problem}`);
      if (p.problems.length > 5) console.log(`    ! ... and ${p.problems.length - 5} more`);
    }
    const rows = d.cases.map((c) => [
      c.page,
      caseLabel(c),
      c.load.rps.toFixed(0),
      ms(c.load.ttfb.p50),
      ms(c.load.ttfb.p99),
      `${(c.load.bytesPerResponse / 1024).toFixed(0)}`,
      pct(
        c.load.non200 + c.load.timeouts + c.load.errors,
        c.load.responses + c.load.timeouts + c.load.errors,
      ),
      String(c.renders),
      c.cpuPerRender.host === null ? '-' : c.cpuPerRender.host.toFixed(1),
      c.cpuPerRender.api === null ? '-' : c.cpuPerRender.api.toFixed(1),
      String(c.sectionsLeftToBrowser),
      String(c.fallbacks),
      String(c.workersReplaced),
      '|',
      ...(c.api
        ? [
            c.api.rps.toFixed(0),
            ms(c.api.ttfb.p50),
            ms(c.api.ttfb.p99),
            pct(c.api.non200 + c.api.timeouts + c.api.errors, c.api.responses + c.api.timeouts + c.api.errors),
          ]
        : ['-', '-', '-', '-']),
    ]);
    console.log(
      table(
        [
          'page (HTML)',
          'cache',
          'req/s',
          'p50 ms',
          'p99 ms',
          'KB',
          'not 200',
          'renders',
          'host CPU ms/render',
          'API CPU ms/render',
          'left to browser',
          'fallbacks',
          'workers replaced',
          '|',
          'API req/s',
          'p50 ms',
          'p99 ms',
          'not 200',
        ],
        rows,
        2,
      ),
    );
    console.log(
      '  KB = average page size; with headers; the bare shell (a fallback) is about 4 KB, so a low figure means shells.\n' +
        '  CPU ms/render = CPU time the host server (its render workers in it) and the API used in the measured window, per render\n' +
        '  (/proc; it does not depend on how the processes share the cores, but moves with the machine\'s speed: compare builds alternating).',
    );
    // Where the time to first byte goes, for the responses rendered for them (the host's Server-Timing header).
    for (const c of d.cases) {
      const r = c.load.rendered;
      if (!r || r.responses === 0) continue;
      console.log(
        `  ${c.page}, ${caseLabel(c)}: ${r.responses} responses rendered for them: waiting for a render worker p50 ${ms(r.queue.p50)} / p99 ${ms(r.queue.p99)} ms, ` +
          `the render itself p50 ${ms(r.render.p50)} / p99 ${ms(r.render.p99)} ms`,
      );
    }
    for (const c of d.cases) {
      const codes = Object.entries(c.load.statuses)
        .filter(([code]) => code !== '200')
        .map(([code, n]) => `${n} x ${code}`);
      if (codes.length || c.load.timeouts || c.load.errors) {
        console.log(
          `  ! ${c.page}, ${caseLabel(c)}: ${[...codes, c.load.timeouts ? `${c.load.timeouts} timeouts` : '', c.load.errors ? `${c.load.errors} errors` : ''].filter(Boolean).join(', ')}`,
        );
      }
      if (c.sectionsLeftToBrowser || c.fallbacks)
        console.log(`  ! ${c.page}, ${caseLabel(c)}: last failure: ${c.lastFailure}`);
    }
  }
  if (memory) {
    const base = memory.samples[0]!.rssMb;
    console.log(
      `\nMemory of the host server process (RSS from /ssr-status; its render workers count in it) over ${memory.cycles} release/rollback cycles of ` +
        `the catalog remote (${memory.versions[0]} <-> ${memory.versions[1]}, a copy of it under another name), light traffic ` +
        `(3 connections over ${memory.trafficPaths.length} catalog and directory pages) all along`,
    );
    console.log(
      table(
        [
          'when',
          'RSS MB',
          'range',
          'vs before',
          'heap MB',
          'external MB',
          'workers',
          'warm spares',
          'generations',
          'cached pages',
        ],
        memory.samples.map((s) => [
          s.at,
          s.rssMb.toFixed(0),
          s.rssMinMb === s.rssMaxMb ? '' : `${s.rssMinMb.toFixed(0)}-${s.rssMaxMb.toFixed(0)}`,
          `${s.rssMb - base >= 0 ? '+' : ''}${(s.rssMb - base).toFixed(0)}`,
          s.heapUsedMb.toFixed(0),
          s.externalMb.toFixed(0),
          String(s.workers),
          String(s.spares),
          String(s.generationsStarted),
          String(s.cachedPages),
        ]),
      ),
    );
    const last = memory.samples[memory.samples.length - 2];
    const tenth = memory.samples.find((s) => s.at === 'after cycle 10');
    console.log(
      `  growth: ${memory.growthMb >= 0 ? '+' : ''}${memory.growthMb.toFixed(1)} MB, median after vs median before (budget 50 MB); ` +
        `peak RSS during the cycles ${memory.peakRssMb.toFixed(0)} MB` +
        (tenth && last && last !== tenth
          ? `; from cycle 10 to cycle ${memory.cycles}: ${last.rssMb - tenth.rssMb >= 0 ? '+' : ''}${(last.rssMb - tenth.rssMb).toFixed(0)} MB`
          : ''),
    );
    const sorted = [...memory.switchMs].sort((a, b) => a - b);
    console.log(
      `  switch -> first HTML naming the new version (/landing-page with a query of its own per switch, so rendered by the new workers, not from the cache; ${memory.switchMs.length} switches back to back${memory.switchTimeouts ? `, ${memory.switchTimeouts} not within 30 s` : ''}): ` +
        `median ${ms(median(sorted))} ms, p90 ${ms(sorted[Math.floor(sorted.length * 0.9)] ?? NaN)} ms, max ${ms(sorted[sorted.length - 1] ?? NaN)} ms ` +
        `(target 2000 ms; ${sorted.filter((t) => t > 2000).length} over)`,
    );
    const spaced = [...memory.spacedSwitchMs].sort((a, b) => a - b);
    console.log(
      `  the same, ${spaced.length} switches ${SPACED_PAUSE_MS / 1000} s apart after the cycles (a release at a time, the spare workers warm): ` +
        `median ${ms(median(spaced))} ms, max ${ms(spaced[spaced.length - 1] ?? NaN)} ms (${spaced.filter((t) => t > 2000).length} over 2000 ms)`,
    );
    const slowest = memory.switchMs
      .map((t, i) => [t, i + 1] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 5)
      .map(
        ([t, n]) =>
          `#${n} ${ms(t)} ms${memory.shellsWhileSwitching[n - 1] ? ` (${memory.shellsWhileSwitching[n - 1]} shells)` : ''}`,
      );
    console.log(`  slowest switches (in order of the run, 2 per cycle): ${slowest.join(', ')}`);
    const shells = memory.shellsWhileSwitching.reduce((a, b) => a + b, 0);
    console.log(
      `  while waiting: ${shells} pages came back as the bare shell (server render failed) in ${memory.shellsWhileSwitching.filter(Boolean).length} of the switches; ` +
        `${memory.workersReplaced} render workers replaced (render past its deadline) during the cycles`,
    );
    if (memory.traffic) {
      const t = memory.traffic;
      const codes = Object.entries(t.statuses)
        .map(([code, n]) => `${n} x ${code}`)
        .join(', ');
      console.log(
        `  the light traffic meanwhile: ${t.responses} responses (${codes}), TTFB p50 ${ms(t.ttfb.p50)} ms, p99 ${ms(t.ttfb.p99)} ms, max ${ms(t.ttfb.max)} ms`,
      );
    }
    if (memory.rendering) {
      const r = memory.rendering;
      console.log(
        `  renderer at the end: ${r.renders} renders, ${r.sectionsLeftToBrowser} with a section left to the browser, ${r.fallbacks} fallbacks; last failure: ${r.lastFailure ?? 'none'}`,
      );
    }
  }
  const logLines = [
    ...datasets.flatMap((d) => d.cases.flatMap((c) => c.hostLogLines)),
    ...(memory?.hostLogLines ?? []),
  ];
  console.log(
    `\nHost server log during the measured runs: ${logLines.length} lines${logLines.length ? ' (most frequent first; whole log: .cache/bench/ssr/host.log)' : ''}`,
  );
  for (const line of summarizeLog(logLines).slice(0, 8)) console.log(line);
  console.log('\nFigures as JSON: .cache/bench/ssr.json');
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  Object.assign(process.env, BENCH_ENV);
  mkdirSync(BENCH_ENV.DATA_DIR!, { recursive: true });
  mkdirSync(DEPLOY_DIR, { recursive: true });
  writeFileSync(hostLogFile, '');
  ensureApiBuilt();
  ensureHostBuilt();
  const versions = prepareDeployDir();
  noteLoad('after the builds');
  const datasets: DatasetFigures[] = [];
  let memory: MemoryFigures | null = null;
  const apiLog = join(SSR_DIR, 'api.log');

  let api: ApiProcess;
  if (!ONLY_LARGE) {
    console.log('[bench:ssr] default seed: starting the API (seeds its database on first run)');
    api = await startApi({}, { logFile: apiLog });
    const cycles = async () => {
      const sample = await sampleData(api.url);
      console.log(`[bench:ssr] memory: ${CYCLES} release/rollback cycles of the catalog remote`);
      noteLoad('before the cycles');
      memory = await memoryCycles(versions, {
        serviceIds: sample.services.map((s) => s.id),
        agentIds: sample.agents.map((a) => a.userId),
      });
    };
    try {
      if (ONLY_CYCLES) await cycles();
      else datasets.push(await benchDataset('default seed', api, ONLY_COLD ? null : cycles));
    } finally {
      await api.stop();
    }
  }
  if (LARGE > 0 && !ONLY_CYCLES && !ONLY_COLD) {
    const database = join(ROOT, 'api', 'data', `bench-${LARGE}.sqlite`);
    if (!existsSync(database)) {
      console.log(
        `[bench:ssr] ${database} does not exist: build it once with pnpm --filter @cargora/api run bench -- --services ${LARGE}; skipping the large database`,
      );
    } else {
      console.log(`[bench:ssr] ${LARGE.toLocaleString('en')} services: starting the API on ${database}`);
      noteLoad(`before ${LARGE.toLocaleString('en')} services`);
      api = await startApi({ DATABASE_URL: database }, { logFile: apiLog });
      try {
        datasets.push(await benchDataset(`${LARGE.toLocaleString('en')} services`, api, null));
      } finally {
        await api.stop();
      }
    }
  }
  noteLoad('at the end');
  // The deploy directory as it was: the first catalog version active.
  activate(DEPLOY_DIR, 'catalog', versions.first, manifestUrl('catalog', versions.first), 'rollback');
  printFigures(datasets, memory);
  writeFileSync(
    join(BENCH_DIR, 'ssr.json'),
    `${JSON.stringify(
      {
        command: COMMAND,
        at: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          node: process.version,
          loadAverages,
          note: 'figures on a 2-core machine are noisy',
        },
        settings: {
          connections: CONNECTIONS,
          durationSeconds: DURATION,
          warmupSeconds: WARMUP,
          cycles: CYCLES,
          coldMeans: 'host started with SSR_CACHE_TTL_MS=0',
          settleSeconds: SETTLE,
          warmUpRendersPerWorker: NO_WARMUP ? 0 : Number(process.env.SSR_WARMUP_RENDERS ?? 600),
        },
        hostsReadyAfterMs: warmUps,
        datasets,
        memory,
      },
      // The host server's log, summarized (the whole of it is in .cache/bench/ssr/host.log).
      (key, value: unknown) => (key === 'hostLogLines' ? summarizeLog(value as string[]) : value),
      2,
    )}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
