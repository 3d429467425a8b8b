// npm run bench:render -- --save <name>             keep a copy of the host's current build under that name
// npm run bench:render -- --against <name>          race the current build against the kept one
//                         [--rounds 8] [--seconds 4] [--route storefront]
// npm run bench:render -- --warm-up 600             a worker warmed up as a host does before it is ready, against a fresh one
// npm run bench:render -- --tail [--windows 12] [--profile [--profile-function fixedT]]
//                                                     one fresh worker's first minute, 5 s at a time: its own CPU a page and
//                                                     the rest of the process's (V8's compiler and GC threads) a page;
//                                                     --profile runs it under `node --cpu-prof` and prints where the
//                                                     render worker's CPU went (packages, functions, and our callers
//                                                     of --profile-function, default i18next's fixedT)
//
// The server render's CPU cost of a change, measured so that this machine's noise cancels out. On this 2-core VM a
// bench run's figures move by 20-50% within the hour (bench:ssr's machine-speed figure has gone from 54 to 104 ms in
// one run), so comparing a figure from before a change with one after it says more about the hour than the change.
// Here two render pools, one per host build (each one worker, the real RenderPool and render-worker.js), render the
// same pages side by side for the same seconds, against the same API: the ratio of their render counts in a round is
// the ratio of their costs per render, both having met the same machine at the same moment. Each round's ratio is
// printed, and their median. The worker bundle (host/dist) and the remotes' server builds differ between the two (a
// kept build keeps the remote versions that were active when it was saved); the pool itself (host/server/*.ts) is this
// process's, the same for both, and so is the API.
// Pages: one of each of bench:web's 14 route types (bench/lib/bench-routes.ts), in en, fr and ar in turn; --route
// takes one route type. The remotes are bench:web's builds (.cache/bench/deploy), served from a copy of their own.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG, parseRenderState, type RenderState } from '@cargora/shared/server';
import { hostWorkerFile, RenderPool, startWarmUp } from '@cargora/host/server';
import { arg } from '@cargora/scripts/args';
import { ensureApiBuilt, ensureHostBuilt } from '@cargora/scripts/build';
import { startApi } from '@cargora/scripts/api-process';
import { privateDeployDir } from './lib/bench-deploy';
import { threadCpuMs } from '@cargora/scripts/proc-cpu';
import { apiData, ROUTE_TYPES } from './lib/bench-routes';
import { machineSpeedMs } from './lib/machine-speed';
import { median } from './lib/median';
import { summarizeProfile, type CpuProfile } from './lib/cpu-profile';
import { ROOT } from '@cargora/scripts/paths';

const BENCH_DIR = join(ROOT, '.cache', 'bench');
const OWN_DIR = join(BENCH_DIR, 'render');
// Kept builds live inside the host package (its .cache, ignored by git): a render worker resolves react and the
// other shared libraries from the host's node_modules, as the current build's does.
const KEPT_DIR = join(ROOT, 'host', '.cache', 'builds');
const HOST_DIST = join(ROOT, 'host', 'dist');
const ENV: Record<string, string> = { API_PORT: '4430', FILES_PORT: '4530', HOST_PORT: '3330', DATA_DIR: join(OWN_DIR, 'data'), LOG_LEVEL: 'warn' };
const ROUNDS = Number(arg('rounds') ?? 8);
const SECONDS = Number(arg('seconds') ?? 4);
const LANGUAGES = ['en', 'fr', 'ar'] as const;
const COMMAND = `npm run bench:render${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

const keptPath = (name: string) => {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`--save/--against take a plain name (letters, digits, . _ -), not "${name}"`);
  return join(KEPT_DIR, name);
};

/** The kept remote versions of a build (a deploy folder of their own inside it). */
const keptDeploy = (kept: string) => join(kept, 'deploy');

function save(name: string) {
  ensureHostBuilt();
  const target = keptPath(name);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(KEPT_DIR, { recursive: true });
  cpSync(HOST_DIST, target, { recursive: true });
  // The remotes' current builds too, each remote's active version (built first if its source changed).
  privateDeployDir(join(BENCH_DIR, 'deploy'), keptDeploy(target));
  console.log(`[bench:render] the host's and the remotes' current builds kept as "${name}" (${target})`);
}

interface Racer {
  label: string;
  pool: RenderPool;
}

/** Each pool renders the pages in turn until `until`; resolves with how many it rendered (a failed render stops the bench). */
async function renderUntil(racer: Racer, pages: { url: string; state: RenderState }[], until: number): Promise<number> {
  let n = 0;
  while (performance.now() < until) {
    const page = pages[n % pages.length]!;
    const { result } = await racer.pool.render(page);
    if (!result) throw new Error(`${racer.label}: ${page.url} (${page.state.lang}) was not rendered: ${racer.pool.stats().lastFailure ?? 'no reason given'}`);
    if (result.failures.length > 0) throw new Error(`${racer.label}: ${page.url} left a section to the browser: ${result.failures.join('; ')}`);
    n += 1;
  }
  return n;
}

/** The bench's own API and remotes, and the pages rendered (--route's, or one of every route type), in each language. */
async function benchSetup() {
  Object.assign(process.env, ENV);
  ensureHostBuilt();
  ensureApiBuilt();
  const deployDir = join(OWN_DIR, 'deploy');
  privateDeployDir(join(BENCH_DIR, 'deploy'), deployDir);
  const api = await startApi({}, { logFile: join(OWN_DIR, 'api.log') });
  try {
    const apiUrl = api.url.replace('//localhost:', '//127.0.0.1:');
    const only = arg('route');
    const types = ROUTE_TYPES.filter((t) => !only || t.id === only || t.label === only);
    if (types.length === 0) throw new Error(`--route: no route type "${only}" (one of ${ROUTE_TYPES.map((t) => t.id).join(', ')})`);
    const paths = await Promise.all(types.map((t) => t.path(apiUrl)));
    // As a first visit with ?lang= would be: the default currency and display settings, the language's direction.
    const pages = LANGUAGES.flatMap((lang) => paths.map((url) => ({ url, state: parseRenderState(undefined, lang) })));
    const config = { ...DEFAULT_CONFIG, siteUrl: `http://localhost:${ENV.HOST_PORT}`, apiUrl };
    const pool = (dist: string, remotes: string) =>
      new RenderPool({ workerFile: hostWorkerFile(dist), hostDistDir: dist, deployDir: remotes, apiUrl, config, budgetMs: 5000, size: 1, log: () => undefined });
    const pagesLabel = `${types.length === ROUTE_TYPES.length ? `the ${types.length} route types of bench:web` : types.map((t) => t.label).join(', ')} in ${LANGUAGES.join(', ')}, in turn`;
    return { api, apiUrl, deployDir, pages, pool, pagesLabel };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/** `rounds` rounds of SECONDS, both racers at once: each round's render counts. */
async function rounds(racers: [Racer, Racer], pages: { url: string; state: RenderState }[]) {
  const counts: [number, number][] = [];
  for (let k = 0; k < ROUNDS; k += 1) {
    const until = performance.now() + SECONDS * 1000;
    const [a, b] = await Promise.all(racers.map((r) => renderUntil(r, pages, until)));
    counts.push([a!, b!]);
    console.log(
      `[bench:render] round ${k + 1}: ${racers[0].label} ${a} renders (${((SECONDS * 1000) / a!).toFixed(1)} ms each), ${racers[1].label} ${b} (${((SECONDS * 1000) / b!).toFixed(1)} ms), ratio ${(a! / b!).toFixed(3)}`,
    );
  }
  return counts;
}

async function race(name: string) {
  const kept = keptPath(name);
  if (!existsSync(hostWorkerFile(kept))) throw new Error(`no kept build "${name}": run npm run bench:render -- --save ${name} first`);
  const { api, deployDir, pages, pool, pagesLabel } = await benchSetup();
  // A build kept before the remotes were kept with it renders the current remotes.
  const keptRemotes = existsSync(join(keptDeploy(kept), 'remotes.json')) ? keptDeploy(kept) : deployDir;
  const racers: [Racer, Racer] = [
    { label: 'current', pool: pool(HOST_DIST, deployDir) },
    { label: `"${name}"`, pool: pool(kept, keptRemotes) },
  ];
  try {
    // Both started, their spares warmed up and their code warm: a few seconds of the same pages first.
    const warm = performance.now() + 6000;
    await Promise.all(racers.map((r) => renderUntil(r, pages, warm)));
    const speedBefore = machineSpeedMs();
    const counts = await rounds(racers, pages);
    const speedAfter = machineSpeedMs();
    const ratios = counts.map(([current, other]) => current / other);
    const ratio = median(ratios);
    console.log(`\n━━ Cargora render cost, current build against "${name}": ${COMMAND} ━━`);
    console.log(`Pages: ${pagesLabel}; one render worker per build, both at once, ${ROUNDS} rounds of ${SECONDS} s.`);
    console.log(`Machine speed (bench/lib/machine-speed.ts, lower is faster): ${speedBefore} ms before, ${speedAfter} ms after.`);
    console.log(
      `Renders per round, median: current ${median(counts.map((c) => c[0]))}, "${name}" ${median(counts.map((c) => c[1]))}; ratios ${ratios.map((r) => r.toFixed(3)).join(' ')}`,
    );
    console.log(
      `Current/kept, median of the rounds: ${ratio.toFixed(3)}: the current build renders ${ratio >= 1 ? `${((ratio - 1) * 100).toFixed(1)}% more` : `${((1 - ratio) * 100).toFixed(1)}% fewer`} pages in the same time (a change within the rounds' spread is noise).`,
    );
  } finally {
    await Promise.all(racers.map((r) => r.pool.close()));
    await api.stop();
  }
}

/** Visitors' pages are many: 50 agents' storefronts and 50 services' pages (as bench:ssr asks for), not one of each; --route one kind. */
async function visitorPages(apiUrl: string) {
  const list = async <T,>(path: string) => (await apiData<{ items: T[] }>(apiUrl, path)).items;
  const only = arg('route');
  const storefronts = only && only !== 'storefront' ? [] : (await list<{ userId: string }>('/misc/user/agent?pageSize=50&sort=name')).map((a) => `/storefront/${a.userId}`);
  const details = only && only !== 'service-detail' ? [] : (await list<{ id: number }>('/misc/services?pageSize=50')).map((s) => `/with-cargora-protection/${s.id}`);
  const urls = storefronts.length && details.length ? storefronts.flatMap((url, i) => [url, details[i % details.length]!]) : [...storefronts, ...details];
  if (urls.length === 0) throw new Error('--warm-up and --tail render storefronts and service pages: --route storefront, service-detail or none');
  const pages = urls.map((url) => ({ url, state: parseRenderState(undefined, 'en') }));
  const pagesLabel = `${storefronts.length ? `${storefronts.length} storefronts` : ''}${storefronts.length && details.length ? ' and ' : ''}${details.length ? `${details.length} service pages` : ''}, in English, in turn`;
  return { pages, pagesLabel };
}

/**
 * What a host's warm-up (host/server/warm-up.ts) is worth: two workers of the current build, one warmed up on
 * `perWorker` pages of every kind as a host does before it is ready, the other fresh (started, one page rendered), race
 * from the first second: the rounds' ratios show how much slower a fresh worker's first pages are, and for how long.
 */
async function warmUpRace(perWorker: number) {
  const { api, apiUrl, deployDir, pool } = await benchSetup();
  const { pages, pagesLabel } = await visitorPages(apiUrl);
  const racers: [Racer, Racer] = [
    { label: 'warmed', pool: pool(HOST_DIST, deployDir) },
    { label: 'fresh', pool: pool(HOST_DIST, deployDir) },
  ];
  try {
    const warmUp = startWarmUp(racers[0].pool, { apiUrl, rendersPerWorker: perWorker, workers: 1 });
    while (!warmUp.status.done) await new Promise((resolve) => setTimeout(resolve, 100));
    await racers[1].pool.render(pages[0]!);
    console.log(`[bench:render] warmed up on ${warmUp.status.renders} pages in ${((warmUp.status.ms ?? 0) / 1000).toFixed(1)} s; the fresh worker has rendered one`);
    const speedBefore = machineSpeedMs();
    const counts = await rounds(racers, pages);
    const speedAfter = machineSpeedMs();
    const ratios = counts.map(([warmed, fresh]) => warmed / fresh);
    let a = 0;
    let b = 0;
    const cumulative = counts.map(([warmed, fresh]) => ((a += warmed), (b += fresh), a / b));
    console.log(`\n━━ Cargora render warm-up: ${COMMAND} ━━`);
    console.log(`Pages: ${pagesLabel}; one render worker warmed up on ${perWorker} pages of every kind (as a host before it is ready), one fresh, both at once, ${ROUNDS} rounds of ${SECONDS} s.`);
    console.log(`Machine speed (bench/lib/machine-speed.ts, lower is faster): ${speedBefore} ms before, ${speedAfter} ms after.`);
    console.log(`Warmed/fresh renders per round: ${ratios.map((r) => r.toFixed(2)).join(' ')}; since the start: ${cumulative.map((r) => r.toFixed(2)).join(' ')}`);
  } finally {
    await Promise.all(racers.map((r) => r.pool.close()));
    await api.stop();
  }
}

/**
 * One fresh render worker's first minute, 5 s at a time: pages rendered, the worker thread's CPU a page, and the rest
 * of this process's (its main thread, which hands pages over, and V8's platform threads: the optimizing compiler and
 * the garbage collector's helpers) a page: what a worker costs until V8 has optimized the render code.
 */
async function compileTail() {
  const { api, apiUrl, deployDir, pool } = await benchSetup();
  const { pages, pagesLabel } = await visitorPages(apiUrl);
  const racer: Racer = { label: 'fresh', pool: pool(HOST_DIST, deployDir) };
  const windows = Number(arg('windows') ?? 12);
  try {
    await racer.pool.render(pages[0]!);
    console.log(`\n━━ Cargora render worker's first ${windows * 5} s: ${COMMAND} ━━`);
    console.log(`Pages: ${pagesLabel}; one fresh render worker.`);
    console.log('CPU a page: the worker thread (the busiest) / the rest of this process (main thread, V8 compiler and GC threads).');
    let total = 0;
    for (let w = 0; w < windows; w += 1) {
      const before = threadCpuMs();
      const rendered = await renderUntil(racer, pages, performance.now() + 5000);
      const used = [...threadCpuMs()].map(([tid, ms]) => [tid, ms - (before.get(tid) ?? 0)] as const);
      const busiest = used.reduce((a, b) => (b[1] > a[1] ? b : a));
      const rest = used.filter(([tid]) => tid !== busiest[0]).reduce((sum, [, ms]) => sum + ms, 0);
      total += rendered;
      console.log(
        `${String(w * 5).padStart(3)}-${String((w + 1) * 5).padEnd(3)} s: ${String(rendered).padStart(4)} pages (${String(total).padStart(5)} so far), ${(5000 / rendered).toFixed(1)} ms a page; CPU a page: worker ${(busiest[1] / rendered).toFixed(2)} ms, rest ${(rest / rendered).toFixed(2)} ms`,
      );
    }
  } finally {
    await racer.pool.close();
    await api.stop();
  }
}

/**
 * --tail again in a child `node --cpu-prof` (not allowed in NODE_OPTIONS), then the render worker's profile (the
 * largest: the thread that rendered) summarised.
 */
function profileTail() {
  const dir = join(BENCH_DIR, 'profiles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const args = process.argv.slice(2).filter((a, i, all) => a !== '--profile' && a !== '--profile-function' && all[i - 1] !== '--profile-function');
  const child = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', __filename, ...args], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`the profiled run failed (${child.status ?? child.signal})`);
  const files = readdirSync(dir).map((name) => join(dir, name));
  const worker = files.reduce((a, b) => (statSync(b).size > statSync(a).size ? b : a));
  const summary = summarizeProfile(JSON.parse(readFileSync(worker, 'utf8')) as CpuProfile, { libraryFunction: arg('profile-function') ?? 'fixedT' });
  const rows = (title: string, shares: { name: string; share: number }[]) => {
    console.log(`\n${title}`);
    for (const { name, share } of shares) console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
  };
  console.log(`\nRender worker's profile: ${worker} (${(summary.totalMs / 1000).toFixed(1)} s sampled)`);
  rows('Self time by package:', summary.packages);
  rows('Self time by function:', summary.functions);
  rows(`Time under ${arg('profile-function') ?? 'fixedT'}, by our caller:`, summary.callers);
}

async function main() {
  const saveAs = arg('save');
  const against = arg('against');
  const warmUp = arg('warm-up');
  if (saveAs) save(saveAs);
  else if (against) await race(against);
  else if (warmUp) await warmUpRace(Number(warmUp));
  else if (process.argv.includes('--tail') && process.argv.includes('--profile')) profileTail();
  else if (process.argv.includes('--tail')) await compileTail();
  else
    throw new Error(
      'usage: npm run bench:render -- --save <name> | --against <name> | --warm-up <pages per worker> | --tail [--windows 12] [--rounds 8] [--seconds 4] [--route <route type>]',
    );
  // The pools' workers and sockets are closed; anything left (a spare still starting) must not keep the bench alive.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
