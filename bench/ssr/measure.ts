// bench:ssr's measurements of one data set: the API's own figures, then the host server's with a warm and a cold render cache.
import { type ApiProcess } from '@cargora/scripts/api-process';
import { median } from '../lib/median';
import { processCpuMs } from '@cargora/scripts/proc-cpu';
import { ONLY_COLD, ONLY_PAGE, DURATION, WARMUP, CONNECTIONS, SETTLE, sleep } from './settings';
import { type HostProcess, startHost, type LoadResult, startLoad } from './processes';
import { sampleData } from './data';
import { type SsrBuild } from './builds';

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

export interface Probe {
  pages: number;
  ok: number;
  serverRendered: number;
  /** The API's title / company name is in the rendered markup (not only in the page's state). */
  withContent: number;
  firstRenderMs: number;
  problems: string[];
}

/** Each page once, one at a time: status, server-rendered or the shell, and the API's text in the markup. */
export async function probe(host: HostProcess, pages: { path: string; text: string }[]): Promise<Probe> {
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

export interface SsrCase {
  dataset: string;
  /** The build measured: this (checked out), or the baseline of --against. */
  build: string;
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
export const caseLabel = (c: SsrCase) => (c.settled ? `${c.cache}, settled` : c.cache);

export const replacements = (lines: string[]) => lines.filter((line) => line.includes('worker replaced')).length;

/** Until the host has finished what earlier load left in flight (its render count stops moving for 1 s). */
export async function settle(host: HostProcess) {
  const deadline = Date.now() + 30_000;
  let renders = (await host.status()).rendering!.renders;
  while (Date.now() < deadline) {
    await sleep(1000);
    const now = (await host.status()).rendering!.renders;
    if (now === renders) return;
    renders = now;
  }
}

export async function measureHost(host: HostProcess, paths: string[], warmup = WARMUP, api?: ApiProcess) {
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

export async function measureApi(api: string, paths: string[]) {
  const run = startLoad(api, paths, { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP });
  const result = await run.result;
  await sleep(1000);
  return result;
}

export interface DatasetFigures {
  dataset: string;
  services: number;
  agents: number;
  probes: Record<string, Probe>;
  cases: SsrCase[];
}

/** A build and its API, started for one data set. */
export interface BuildApi {
  build: SsrBuild;
  api: ApiProcess;
}

/** The pages of one data set, from `api`'s data: ~50 services' and ~50 storefronts' HTML, and the API's answers for them. */
async function datasetPages(api: ApiProcess) {
  const apiBase = api.url.replace('//localhost:', '//127.0.0.1:');
  const sample = await sampleData(apiBase);
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
  return { apiBase, sample, measured: Object.entries(pages).filter(([name]) => !ONLY_PAGE || name === ONLY_PAGE) };
}

/**
 * One data set: the API's own figures (the first build's API), then each page kind's HTML with a warm and a cold
 * render cache, on each build in turn (with --against the hosts of both builds run at once, and each case is measured
 * on one, then the other).
 */
export async function benchDataset(dataset: string, builds: BuildApi[], memory: (() => Promise<void>) | null): Promise<DatasetFigures> {
  const sides = [];
  for (const { build, api } of builds) sides.push({ build, api, ...(await datasetPages(api)) });
  const first = sides[0]!;
  console.log(
    `[bench:ssr] ${dataset}: ${first.sample.totalServices.toLocaleString('en')} services, ${first.sample.totalAgents} agents; ${first.sample.services.length} service ids, ${first.sample.agents.length} agents sampled`,
  );
  // The API first, alone on the machine (its read cache as deployed).
  const apiFigures: Record<string, LoadResult> = {};
  for (const [page, { api: paths }] of ONLY_COLD ? [] : first.measured) {
    console.log(`[bench:ssr] ${dataset}: API, ${page}`);
    apiFigures[page] = await measureApi(first.apiBase, paths);
  }
  const cases: SsrCase[] = [];
  const probes: Record<string, Probe> = {};
  const named = (build: SsrBuild, page: string) => (sides.length > 1 ? `${page}, ${build.label}` : page);
  for (const cache of ONLY_COLD ? (['cold'] as const) : (['warm', 'cold'] as const)) {
    const hosts: HostProcess[] = [];
    try {
      for (const { build } of sides) {
        hosts.push(await startHost(build, `${sides.length > 1 ? `${build.label}, ` : ''}${dataset}, render cache ${cache}`, cache === 'cold' ? { SSR_CACHE_TTL_MS: '0' } : {}));
      }
      for (const [k, [page]] of first.measured.entries()) {
        for (const [i, { build, api, measured }] of sides.entries()) {
          const ssr = measured[k]![1].ssr;
          const host = hosts[i]!;
          if (cache === 'warm') {
            // Each page once, one at a time: correctness, and the first render of each (this also fills the cache).
            probes[named(build, page)] = await probe(host, ssr);
          } else {
            // The workers started and their JIT warm, as in the warm case: ten pages one at a time.
            await probe(host, ssr.slice(0, 10));
          }
          console.log(`[bench:ssr] ${dataset}: host${sides.length > 1 ? ` of ${build.label}` : ''}, ${page}, render cache ${cache}`);
          const paths = ssr.map((p) => p.path);
          const figures = await measureHost(host, paths, WARMUP, api);
          cases.push({ dataset, build: build.label, page, cache, settled: false, ...figures, api: apiFigures[page] ?? null });
        }
        if (cache === 'cold' && SETTLE > 0) {
          // The same again once V8 has optimized the render code: a freshly started server renders 1.3 to 1.5 times
          // slower for its first seconds under load than it does after half a minute of it.
          for (const [i, { build, api, measured }] of sides.entries()) {
            console.log(`[bench:ssr] ${dataset}: host${sides.length > 1 ? ` of ${build.label}` : ''}, ${page}, render cache cold, after ${SETTLE} s more of the same load`);
            const paths = measured[k]![1].ssr.map((p) => p.path);
            cases.push({ dataset, build: build.label, page, cache, settled: true, ...(await measureHost(hosts[i]!, paths, SETTLE, api)), api: apiFigures[page] ?? null });
          }
        }
      }
    } finally {
      for (const host of hosts) await host.stop();
    }
  }
  if (memory) await memory();
  return { dataset, services: first.sample.totalServices, agents: first.sample.totalAgents, probes, cases };
}
