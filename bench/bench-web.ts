// `npm run bench:web`: builds and serves the production site, then measures what a visitor meets on every route type
// (issue #14's performance section): Lighthouse's default mobile preset (simulated slow 4G, 4x CPU, no calibration),
// a direct load, median of BENCH_RUNS (3) runs, per route type, against the issue's targets; the landing page's
// JavaScript (gzip); click-to-content times for a first visit to each other remote. Prints one table and writes
// every figure to .cache/bench/web.json. Prints figures; asserts nothing.
//
//   --route <type>  only that route type (landing, all-services, category, service-detail, storefront, directory,
//                   country, state, blog-index, blog-post, help-center, help-article, careers, job); figures go to
//                   .cache/bench/web-<type>.json, leaving the full run's web.json alone
//   --calibrated    also the landing page with the CPU multiplier calibrated to this host's benchmarkIndex
//                   (BENCH_CPU_SLOWDOWN fixes the multiplier)
//   --js-only       the landing page's scripts only, no Lighthouse
//   --seo           Lighthouse's SEO category only, every route type in en, fr and ar (one run each: it does not
//                   vary); figures go to .cache/bench/web-seo.json. The full run reports SEO beside performance too.
//   --a11y          Lighthouse's accessibility category only, every route type in en, fr and ar at its mobile preset
//                   (one run each); figures go to .cache/bench/web-a11y.json
//   --first-layout  no Lighthouse: Chromium's first style and layout of each route type's server HTML at phone width,
//                   as served and with every block laid out at once, alternating (bench/lib/first-layout.ts);
//                   figures go to .cache/bench/web-first-layout.json
//   --matrix        what visitors meet in every language at both widths: each route type (or --route) in en, fr and ar
//                   under Lighthouse's mobile preset and its desktop preset (BENCH_RUNS runs each, default 1 here),
//                   and client-side navigations from the landing page to each remote's page in en, fr and ar at
//                   phone width (412 px, 4x CPU) and desktop width (1280 px, unthrottled); .cache/bench/web-matrix.json
//   --trace         one run of one page (--route, else the landing page) at BENCH_CPU_SLOWDOWN (default 4, the
//                   preset's) with its long tasks explained; --profile adds V8's sampling profiler
//   BENCH_CHROME_FLAGS  more Chromium flags, space-separated (for experiments; none by default)
//   BENCH_SERVER_NICE   the servers' and the API's nice value (default 10; they run in processes of their own)
//   BENCH_CHROME_AUX_NICE  an experiment: this nice value for every thread of Chromium's processes other than the
//                   pages' (browser, GPU, network); none by default (bench/lib/nice-chromium.ts)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { loadavg, setPriority } from 'node:os';
import { ensureApiBuilt, ensureHostBuilt, gitSha } from '@cargora/scripts/build';
import { privateDeployDir } from './lib/bench-deploy';
import { startApi } from '@cargora/scripts/api-process';
import { forkSite } from '@cargora/scripts/site-child';
import { ensureChromium } from '@cargora/scripts/chromium';
import { localOpsToken, ROOT } from '@cargora/scripts/paths';
import { niceChromiumAux } from './lib/nice-chromium';
import { cpuSlowdownFor } from './lib/cpu-calibration';
import { longTasks, mainThreadTasks, observedFcp, type TraceEvent } from './lib/trace-tasks';
import { ROUTE_TYPES, routeType, type RouteType } from './lib/bench-routes';
import { firstLayout, PHONE_VIEWPORT, type FirstLayout } from './lib/first-layout';
import { median } from './lib/median';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, opsAuthorization, pageUrl, type Language } from '@cargora/shared/server';
import { categoryOf, check, describeDiagnosis, diagnose, figuresOf, meetsAll, targetsFor, type Checked, type Diagnosis, type Lhr, type RunFigures, type Targets } from './lib/lighthouse-report';

const BENCH_ENV: Record<string, string> = {
  HOST_PORT: '3300',
  CATALOG_PORT: '3301',
  DIRECTORY_PORT: '3302',
  CONTENT_PORT: '3303',
  CAREERS_PORT: '3304',
  API_PORT: '4400',
  FILES_PORT: '4500',
  // What this bench's host serves: copies of the builds in SHARED_DEPLOY_DIR (lib/bench-deploy.ts says why).
  CARGORA_DEPLOY_DIR: join(ROOT, '.cache', 'bench', 'web', 'deploy'),
  DATA_DIR: join(ROOT, '.cache', 'bench', 'data'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
const BENCH_DIR = join(ROOT, '.cache', 'bench');
const SHARED_DEPLOY_DIR = join(BENCH_DIR, 'deploy');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// The servers' CPU priority: a visitor's phone shares no CPU with the site's servers, but on this machine Chromium
// does; at a lower priority they yield to it (they still answer every request: nothing else is running).
const SERVER_NICE = Number(process.env.BENCH_SERVER_NICE ?? 10);
const LANDING_JS_TARGET_KB = 200;

// Lighthouse's default mobile network (slow 4G); used when the CPU multiplier is set (--calibrated, --trace).
const MOBILE_SLOW_4G = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i >= 0) {
    const value = process.argv[i + 1];
    if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
    return value;
  }
  const inline = process.argv.find((a) => a.startsWith(`${name}=`));
  return inline?.slice(name.length + 1);
}

interface LighthouseRun extends RunFigures {
  diagnosis: Diagnosis;
  report: string;
  /** renders of this run's page the host's server did not finish (a section, or the whole page, left to the browser:
   * over its render budget on a busy machine, or a remote that failed); 0 is the server-rendered page */
  notServerRendered?: number;
}

/** The host's server and the remotes' origins in a process of their own, apart from Lighthouse's. */
function startSiteApart() {
  return forkSite({
    args: ['--with-remotes'],
    env: { ...process.env, SITE_NICE: String(SERVER_NICE) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    describe: (code) => `the site's servers exited with ${code} during start-up`,
  });
}

/** The host's count of pages it did not fully render (GET /ssr-status). */
async function unfinishedRenders(site: string): Promise<number> {
  try {
    const status = (await (await fetch(`${site}/ssr-status`, { headers: opsAuthorization(localOpsToken()) })).json()) as { rendering: { sectionsLeftToBrowser: number; fallbacks: number } | null };
    return status.rendering ? status.rendering.sectionsLeftToBrowser + status.rendering.fallbacks : 0;
  } catch {
    return 0;
  }
}

interface LighthouseOptions {
  /** The mobile preset's network with this CPU multiplier instead of its 4x (--calibrated, --trace). */
  cpuSlowdownMultiplier?: number;
  /** Lighthouse's desktop preset as it ships (1350 px wide, dense 4G, no CPU slowdown); not with a multiplier. */
  desktop?: boolean;
  /** Where to keep the run's trace, and whether V8's sampling profiler runs (--trace, --profile). */
  trace?: { file: string; profile: boolean };
  /** Default: performance and SEO. */
  categories?: string[];
}

/** One Lighthouse run; by default Lighthouse's default config (the mobile preset, 4x CPU) as it ships. */
async function lighthouseRun(url: string, chromePath: string, reportFile: string, options: LighthouseOptions = {}): Promise<LighthouseRun> {
  const { cpuSlowdownMultiplier, trace, categories = ['performance', 'seo'] } = options;
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const desktop = options.desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...(process.env.BENCH_CHROME_FLAGS ?? '').split(' ').filter(Boolean),
    ],
  });
  const auxNice = process.env.BENCH_CHROME_AUX_NICE;
  const stopNicing = auxNice ? niceChromiumAux(chrome.pid, Number(auxNice)) : () => undefined;
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: categories, output: 'json', logLevel: 'error' },
      cpuSlowdownMultiplier === undefined
        ? desktop
        : {
            extends: 'lighthouse:default',
            settings: {
              throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier },
              ...(trace?.profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
            },
          },
    );
    const lhr = result!.lhr;
    writeFileSync(reportFile, JSON.stringify(lhr));
    if (trace) writeFileSync(trace.file, JSON.stringify((result!.artifacts as unknown as { Trace: unknown }).Trace));
    return { ...figuresOf(lhr as unknown as Lhr), diagnosis: diagnose(lhr as unknown as Lhr), report: reportFile };
  } finally {
    stopNicing();
    await chrome.kill();
  }
}

/** A run that failed outright (Chrome or Lighthouse threw): counted as a miss, the rest go on. */
function failedRun(error: unknown, report: string): LighthouseRun {
  const message = error instanceof Error ? error.message : String(error);
  return {
    benchmarkIndex: NaN, score: NaN, lcp: NaN, tbt: NaN, cls: NaN, bytes: NaN, ttfb: NaN, longestTask: NaN, longestTaskUrl: null,
    observed: { fcp: NaN, lcp: NaN, firstScript: null },
    failedRequests: [],
    seo: NaN,
    seoFailures: [],
    error: message,
    report,
    diagnosis: { lcpElement: null, lcpPhases: [], renderBlocking: [], longTasks: [], layoutShifts: [] },
  };
}

interface RouteResult {
  id: string;
  type: string;
  path: string;
  targets: Targets;
  median: { score: number; lcp: number; tbt: number; cls: number; longestTask: number; ttfb: number; bytes: number };
  /** the longest task of any run (the median above is what the target is checked on) */
  worstLongestTask: number;
  /** the SEO category's lowest score over the runs (it should not vary), and the audits that failed */
  seo: number;
  seoFailures: string[];
  pass: Checked;
  meetsAll: boolean;
  /** the run whose score is the median: its report and what it says about the LCP, blocking, long tasks, shifts */
  medianRun: { report: string; longestTaskUrl: string | null; observed: RunFigures['observed']; diagnosis: Diagnosis };
  runs: Omit<LighthouseRun, 'diagnosis'>[];
}

/** Each figure's median over a page's runs. */
function mediansOf(runs: RunFigures[]) {
  const of = (figure: (r: RunFigures) => number) => median(runs.map(figure));
  return {
    score: of((r) => r.score),
    lcp: of((r) => r.lcp),
    tbt: of((r) => r.tbt),
    cls: of((r) => r.cls),
    longestTask: of((r) => r.longestTask),
    ttfb: of((r) => r.ttfb),
    bytes: of((r) => r.bytes),
  };
}

async function measureRoute(route: RouteType, path: string, site: string, chromePath: string): Promise<RouteResult> {
  const url = `${site}${path}`;
  // One render before the runs: the first run meets warm render workers (the render cache keeps a page 10 s, so
  // later runs, a Lighthouse run apart, each get a fresh server render, as a visitor would).
  await (await fetch(url)).arrayBuffer();
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const report = join(BENCH_DIR, `lighthouse-${route.id}-${i + 1}.json`);
    const unfinishedBefore = await unfinishedRenders(site);
    const run = await lighthouseRun(url, chromePath, report).catch((error: unknown) => failedRun(error, report));
    run.notServerRendered = (await unfinishedRenders(site)) - unfinishedBefore;
    console.log(
      `  ${route.label} run ${i + 1}/${RUNS}: ${run.error ? `FAILED (${run.error.slice(0, 160)}) ` : ''}score ${run.score.toFixed(2)}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, longest task ${run.longestTask.toFixed(0)} ms; observed: painted at ${run.observed.fcp.toFixed(0)} ms, LCP at ${run.observed.lcp.toFixed(0)} ms, first script at ${run.observed.firstScript?.toFixed(0) ?? '-'} ms (benchmarkIndex ${run.benchmarkIndex.toFixed(0)})`,
    );
    if (run.notServerRendered) console.log('    ! the server did not finish rendering this page (the [ssr] line above says why): not the server-rendered page');
    if (run.failedRequests.length) console.log(`    ! ${run.failedRequests.length} requests failed, e.g. ${run.failedRequests.slice(0, 2).join(', ')}`);
    runs.push(run);
  }
  const m = mediansOf(runs);
  // Sorting puts NaN (failed runs) wherever; a failed median is a miss anyway.
  const medianRun = runs.find((r) => r.score === m.score) ?? runs[0]!;
  const targets = targetsFor(Boolean(route.landing));
  const pass = check(m, targets);
  return {
    id: route.id,
    type: route.label,
    path,
    targets,
    median: m,
    worstLongestTask: Math.max(...runs.map((r) => r.longestTask)),
    seo: Math.min(...runs.map((r) => r.seo)),
    seoFailures: [...new Set(runs.flatMap((r) => r.seoFailures))],
    pass,
    meetsAll: meetsAll(pass),
    medianRun: { report: medianRun.report, longestTaskUrl: medianRun.longestTaskUrl, observed: medianRun.observed, diagnosis: medianRun.diagnosis },
    runs: runs.map(({ diagnosis: _, ...rest }) => rest),
  };
}

/** Waits until React has taken over the server's HTML: the page's heading is a hydrated node. */
async function hydrated(page: import('playwright-core').Page) {
  await page.waitForFunction(
    () => {
      const h1 = document.querySelector('main h1');
      return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** Chromium driven by playwright-core, for what the bench measures itself (no Lighthouse). */
async function launchBrowser(chromePath: string) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

async function browserFigures(site: string, chromePath: string) {
  const browser = await launchBrowser(chromePath);
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; transferred: number; gzip: number }>[] = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const sizes = await req.sizes().catch(() => null);
          const body = (await (await req.response())?.body().catch(() => null)) ?? Buffer.alloc(0);
          // What the target counts: gzip at the level our server precompresses with (the browser got brotli).
          return { url: req.url(), transferred: sizes?.responseBodySize ?? 0, gzip: gzipSync(body, { level: 9 }).length };
        })(),
      );
    });
    await page.goto(`${site}/landing-page`, { waitUntil: 'networkidle' });
    // The server's page, hydrated: the app is live (and every script it needed has arrived).
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const downloaded = await Promise.all(scripts);
    const landingJs = {
      scripts: downloaded,
      requests: downloaded.length,
      gzipKb: downloaded.reduce((n, s) => n + s.gzip, 0) / 1024,
      transferredKb: downloaded.reduce((n, s) => n + s.transferred, 0) / 1024,
    };

    return { landingJs, visits: await clientNavigations(page) };
  } finally {
    await browser.close();
  }
}

type Visit = { remote: string; path: string; ms: number | null; error?: string };

/** The pages `clientNavigations` visits in turn from the landing page: each other remote's, then the catalog's again. */
const NAVIGATIONS = [
  ['directory', '/worldwide-directory'],
  ['content', '/help-center'],
  ['careers', '/career'],
  ['catalog (another page)', '/allServices'],
] as const;

/**
 * From the page `page` is on (the landing page, hydrated), a client-side navigation to each of NAVIGATIONS in turn, as
 * a click on one of the site's links makes (no document load; in French or Arabic with the `?lang=` its links carry):
 * the time until the new page's heading is there and its loading states are gone. A first visit to a remote loads
 * its code.
 */
async function clientNavigations(page: import('playwright-core').Page, lang: Language = DEFAULT_LANGUAGE): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const [remote, path] of NAVIGATIONS) {
    const to = pageUrl('', path, lang);
    const before = await page.locator('main h1').first().textContent();
    const started = Date.now();
    await page.evaluate((url) => {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    try {
      await page.waitForURL((url) => url.pathname === path);
      // The new page's heading (not the one still on screen from the page before).
      await page.waitForFunction(
        (previous) => {
          const h1 = document.querySelector('main h1');
          return Boolean(h1 && h1.textContent !== previous);
        },
        before,
        { timeout: 30_000 },
      );
      await page.locator('main [role="status"][aria-label]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
      visits.push({ remote, path, ms: Date.now() - started });
    } catch (error) {
      const h1 = await page.locator('main h1').first().textContent().catch(() => null);
      visits.push({ remote, path, ms: null, error: `${error instanceof Error ? error.message.split('\n')[0] : String(error)}; heading: ${JSON.stringify(h1)}` });
    }
  }
  return visits;
}

/**
 * --matrix: every route type in en, fr and ar under Lighthouse's mobile and desktop presets, and the client-side
 * navigations of `clientNavigations` in each language at phone and desktop width.
 */
async function matrixRuns(selected: RouteType[], apiUrl: string, host: string, chromePath: string) {
  const runs = Number(process.env.BENCH_RUNS ?? 1);
  const forms = ['mobile', 'desktop'] as const;
  const columns = forms.flatMap((form) => SUPPORTED_LANGUAGES.map((lang) => ({ form, lang })));
  console.log(`Lighthouse, ${selected.length} route types x en, fr, ar x mobile and desktop presets, ${runs} run(s) each`);
  const pages: { type: string; path: string; lang: string; form: string; score: number; lcp: number; tbt: number; cls: number; longestTask: number; meetsAll: boolean }[] = [];
  for (const route of selected) {
    const path = await route.path(apiUrl);
    for (const { form, lang } of columns) {
      const url = pageUrl(host, path, lang);
      await (await fetch(url)).arrayBuffer();
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        const report = join(BENCH_DIR, `lighthouse-matrix-${route.id}-${lang}-${form}-${i + 1}.json`);
        figures.push(await lighthouseRun(url, chromePath, report, { categories: ['performance'], desktop: form === 'desktop' }).catch((error: unknown) => failedRun(error, report)));
      }
      const { ttfb: _, bytes: __, ...m } = mediansOf(figures);
      const ok = meetsAll(check(m, targetsFor(Boolean(route.landing))));
      pages.push({ type: route.label, path, lang, form, ...m, meetsAll: ok });
      console.log(`  ${route.label} (${lang}, ${form}): score ${m.score.toFixed(2)}, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms, CLS ${m.cls.toFixed(3)} ${mark(ok)}`);
    }
  }

  // Client-side navigations: a phone is slower than this machine (4x, as Lighthouse's mobile preset assumes).
  const widths = [
    { width: 'phone', viewport: PHONE_VIEWPORT, cpu: 4 },
    { width: 'desktop', viewport: { width: 1280, height: 900 }, cpu: 1 },
  ] as const;
  const navigations: { lang: string; width: string; cpu: number; visits: Visit[] }[] = [];
  const browser = await launchBrowser(chromePath);
  try {
    for (const { width, viewport, cpu } of widths) {
      for (const lang of SUPPORTED_LANGUAGES) {
        // A new context each time: every remote's code is loaded for the first time, as on a first visit.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(pageUrl(host, '/landing-page', lang), { waitUntil: 'networkidle' });
        await hydrated(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        navigations.push({ lang, width, cpu, visits: await clientNavigations(page, lang) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  const labels = columns.map(({ form, lang }) => `${form} ${lang}`);
  const cell = (p: (typeof pages)[number] | undefined) => (p ? `${p.score.toFixed(2)} ${(p.lcp / 1000).toFixed(2)} s ${mark(p.meetsAll)}` : '-');
  const typeWidth = Math.max(10, ...selected.map((r) => r.label.length));
  console.log(`
Lighthouse, direct load, ${runs > 1 ? `median of ${runs}` : 'one run'} each: score and LCP (✓: score >= 0.95, landing 0.98; LCP <= 1.5 s; CLS <= 0.02; no task over 200 ms)`);
  console.log(`  ${'route type'.padEnd(typeWidth)}  ${labels.map((l) => l.padStart(16)).join('')}`);
  for (const route of selected) {
    const cells = columns.map(({ form, lang }) => cell(pages.find((p) => p.type === route.label && p.form === form && p.lang === lang)));
    console.log(`  ${route.label.padEnd(typeWidth)}  ${cells.map((c) => c.padStart(16)).join('')}`);
  }
  for (const form of forms) {
    const mine = pages.filter((p) => p.form === form);
    console.log(`  ${form} preset: ${mine.filter((p) => p.meetsAll).length} of ${mine.length} pages meet every target`);
  }

  console.log('\nClient-side navigation from the landing page, first visit to each remote (ms until the page is there)');
  const navLabels = navigations.map((n) => `${n.width}${n.cpu > 1 ? ` ${n.cpu}x` : ''} ${n.lang}`);
  console.log(`  ${''.padEnd(42)}${navLabels.map((l) => l.padStart(13)).join('')}`);
  for (const [remote, path] of NAVIGATIONS) {
    const cells = navigations.map((n) => {
      const visit = n.visits.find((v) => v.remote === remote);
      return visit?.ms == null ? 'failed' : `${visit.ms} ms`;
    });
    console.log(`  ${`${remote} ${path}`.padEnd(42)}${cells.map((c) => c.padStart(13)).join('')}`);
  }
  for (const n of navigations) for (const v of n.visits) if (v.error) console.log(`  ! ${n.width} ${n.lang} ${v.path}: ${v.error}`);
  const file = join(BENCH_DIR, 'web-matrix.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), runs, pages, navigations }, null, 2)}\n`);
  console.log(`\nFigures: ${file.slice(ROOT.length + 1)}`);
}

function printScripts(scripts: { url: string; gzip: number }[]) {
  console.log('Landing page scripts, largest first (KB gzip):');
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)}  ${s.url}`);
}

function printLongTasks(traceFile: string, multiplier: number) {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const { tasks } = longTasks(trace.traceEvents, 50 / multiplier);
  console.log(`Tasks of the trace (unthrottled) over ${(50 / multiplier).toFixed(1)} ms, i.e. long at ${multiplier}x:`);
  for (const task of tasks) {
    console.log(
      `\n${task.start.toFixed(0).padStart(6)} ms  task of ${task.duration.toFixed(1)} ms (${(task.duration * multiplier).toFixed(0)} ms at ${multiplier}x), ${task.cpu.toFixed(1)} ms of it on a CPU`,
    );
    for (const [kind, ms] of task.kinds.slice(0, 6)) console.log(`    ${ms.toFixed(1).padStart(6)}  ${kind}`);
    if (task.functions.length) console.log('    top functions (self time):');
    for (const [fn, ms] of task.functions.slice(0, 8)) console.log(`    ${ms.toFixed(1).padStart(6)}  ${fn}`);
    if (task.inclusive.length) console.log('    top functions (with what they call):');
    for (const [fn, ms] of task.inclusive.slice(0, 12)) console.log(`    ${ms.toFixed(1).padStart(6)}  ${fn}`);
  }
  // Lighthouse multiplies wall time: a task that waited for a core (other processes on this machine) counts as work.
  const all = mainThreadTasks(trace.traceEvents);
  const wall = all.reduce((sum, t) => sum + t.duration, 0);
  const cpu = all.reduce((sum, t) => sum + t.cpu, 0);
  const longOnCpu = all.filter((t) => t.cpu >= 50 / multiplier).length;
  console.log(
    `\nMain thread, every task: ${wall.toFixed(0)} ms of wall time, ${cpu.toFixed(0)} ms on a CPU (${(wall / Math.max(cpu, 1)).toFixed(2)}x); ` +
      `${tasks.length} tasks over ${(50 / multiplier).toFixed(1)} ms of wall time, ${longOnCpu} over it on the CPU`,
  );
  // An estimate beside Lighthouse's figure, not a replacement: the blocking time of the tasks after the observed first
  // paint, counted from the time each spent on a CPU rather than its wall time.
  const fcp = observedFcp(trace.traceEvents);
  if (fcp !== undefined) {
    const blocking = (ms: (t: (typeof all)[number]) => number) =>
      all.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, ms(t) * multiplier - 50), 0);
    console.log(
      `Blocking time after the observed first paint (${fcp.toFixed(0)} ms), each task at ${multiplier}x less 50 ms: ` +
        `${blocking((t) => t.duration).toFixed(0)} ms from wall times, ${blocking((t) => t.cpu).toFixed(0)} ms from CPU times ` +
        '(an estimate of the page on a machine where its main thread never waits for a core; not a Lighthouse figure)',
    );
  }
  console.log(`\nTrace: ${traceFile} (open it in Chromium's DevTools, Performance panel)`);
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

function printRouteTable(results: RouteResult[]) {
  const rows = results.map((r) => [
    r.type,
    r.path,
    `${r.median.score.toFixed(2)} ${mark(r.pass.score)}`,
    `${(r.median.lcp / 1000).toFixed(2)} s ${mark(r.pass.lcp)}`,
    `${r.median.tbt.toFixed(0)} ms`,
    `${r.median.cls.toFixed(3)} ${mark(r.pass.cls)}`,
    `${r.median.longestTask > 0 ? `${r.median.longestTask.toFixed(0)} ms` : '< 50 ms'} ${mark(r.pass.longestTask)}`,
    `${r.seo.toFixed(2)} ${mark(r.seo === 1)}`,
  ]);
  const head = ['route type', 'path', 'score', 'LCP', 'TBT', 'CLS', 'longest task', 'SEO'];
  const targets = ['', 'target:', '>= 0.95*', '<= 1.5 s', '', '<= 0.02', '<= 200 ms', '1.00'];
  const widths = head.map((h, i) => Math.max(h.length, targets[i]!.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(line(head));
  console.log(line(targets));
  for (const row of rows) console.log(line(row));
  console.log('  (* the landing page: >= 0.98; the longest main-thread task is at the preset\'s 4x CPU, from Lighthouse\'s long-tasks audit)');
}

/** --seo: Lighthouse's SEO category on every route type in every language, one run each, and what fails. */
async function seoRuns(selected: RouteType[], apiUrl: string, host: string, chromePath: string) {
  const rows: { type: string; path: string; lang: string; seo: number; failures: string[] }[] = [];
  for (const route of selected) {
    const path = await route.path(apiUrl);
    for (const lang of SUPPORTED_LANGUAGES) {
      const url = pageUrl(host, path, lang);
      const run = await lighthouseRun(url, chromePath, join(BENCH_DIR, `lighthouse-seo-${route.id}-${lang}.json`), { categories: ['seo'] });
      rows.push({ type: route.label, path, lang, seo: run.seo, failures: run.seoFailures });
      console.log(`  ${route.label} (${lang}): SEO ${run.seo.toFixed(2)}${run.seoFailures.length ? `, failing: ${run.seoFailures.join(', ')}` : ''}${run.error ? ` (${run.error})` : ''}`);
    }
  }
  const perfect = rows.filter((r) => r.seo === 1).length;
  console.log(`\nLighthouse SEO category, every route type in en, fr and ar: ${perfect} of ${rows.length} pages score 1.00`);
  const widths = [Math.max(...rows.map((r) => r.type.length)), 4];
  for (const route of selected) {
    const mine = rows.filter((r) => r.type === route.label);
    console.log(`  ${route.label.padEnd(widths[0]!)}  ${mine.map((r) => `${r.lang} ${r.seo.toFixed(2)} ${mark(r.seo === 1)}`).join('   ')}`);
  }
  writeFileSync(join(BENCH_DIR, 'web-seo.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), pages: rows }, null, 2)}\n`);
}

/** --a11y: Lighthouse's accessibility category on every route type in every language, one run each, and what fails. */
async function a11yRuns(selected: RouteType[], apiUrl: string, host: string, chromePath: string) {
  const rows: { type: string; path: string; lang: string; score: number; failures: string[] }[] = [];
  for (const route of selected) {
    const path = await route.path(apiUrl);
    for (const lang of SUPPORTED_LANGUAGES) {
      const url = pageUrl(host, path, lang);
      const report = join(BENCH_DIR, `lighthouse-a11y-${route.id}-${lang}.json`);
      const run = await lighthouseRun(url, chromePath, report, { categories: ['accessibility'] }).catch((error: unknown) => failedRun(error, report));
      const { score, failures } = run.error ? { score: NaN, failures: [] } : categoryOf(JSON.parse(readFileSync(report, 'utf8')) as Lhr, 'accessibility');
      rows.push({ type: route.label, path, lang, score, failures });
      console.log(`  ${route.label} (${lang}): accessibility ${score.toFixed(2)}${failures.length ? `, failing: ${failures.join(', ')}` : ''}${run.error ? ` (${run.error})` : ''}`);
    }
  }
  const perfect = rows.filter((r) => r.score === 1).length;
  console.log(`\nLighthouse accessibility category, every route type in en, fr and ar: ${perfect} of ${rows.length} pages score 1.00`);
  writeFileSync(join(BENCH_DIR, 'web-a11y.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), pages: rows }, null, 2)}\n`);
}

/** --first-layout: each route type's first style and layout at phone width, as served and all at once. */
async function firstLayoutRuns(selected: RouteType[], apiUrl: string, site: string, chromePath: string) {
  const browser = await launchBrowser(chromePath);
  const rows: ({ route: string; path: string } & FirstLayout)[] = [];
  try {
    console.log(
      `First style and layout of the server's HTML (no scripts) at ${PHONE_VIEWPORT.width}x${PHONE_VIEWPORT.height}, unthrottled, ms, median of fresh pages measured alternately: ` +
        'as served (the blocks of long lists laid out as they near the viewport) and with every block laid out at once',
    );
    console.log(`  ${'route type'.padEnd(20)} ${'path'.padEnd(36)} ${'deferred blocks'.padStart(15)} ${'as served'.padStart(9)} ${'all at once'.padStart(11)} ${'ratio'.padStart(5)}`);
    for (const route of selected) {
      const path = await route.path(apiUrl);
      const res = await fetch(`${site}${path}`);
      if (res.status !== 200) throw new Error(`${route.label}: GET ${path} answered ${res.status}`);
      const figures = await firstLayout(browser, `${site}${path}`, await res.text());
      rows.push({ route: route.id, path, ...figures });
      console.log(
        `  ${route.label.padEnd(20)} ${path.padEnd(36)} ${String(figures.deferredBlocks).padStart(15)} ${figures.served.toFixed(1).padStart(9)} ${figures.allAtOnce.toFixed(1).padStart(11)} ${(figures.served / figures.allAtOnce).toFixed(2).padStart(5)}`,
      );
    }
  } finally {
    await browser.close();
  }
  const file = join(BENCH_DIR, 'web-first-layout.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), loadAverage: loadavg()[0], viewport: PHONE_VIEWPORT, rows }, null, 2)}\n`);
  console.log(`Figures: ${file.slice(ROOT.length + 1)}`);
}

async function main() {
  Object.assign(process.env, BENCH_ENV);
  mkdirSync(BENCH_ENV.DATA_DIR!, { recursive: true });
  const only = argValue('--route');
  const selected = only ? [routeType(only)] : ROUTE_TYPES;
  const chromePath = ensureChromium();
  ensureApiBuilt();
  ensureHostBuilt();
  const remotes = privateDeployDir(SHARED_DEPLOY_DIR, BENCH_ENV.CARGORA_DEPLOY_DIR!);
  console.log(`[bench] remotes: ${Object.entries(remotes).map(([r, v]) => `${r} ${v.version}`).join(', ')}`);
  const api = await startApi({}, { logFile: join(BENCH_DIR, 'api.log') });
  const site = await startSiteApart();
  if (SERVER_NICE) setPriority(api.child.pid!, SERVER_NICE);
  console.log(
    `[bench] the site's servers and the API run in processes of their own at nice ${SERVER_NICE} (BENCH_SERVER_NICE): ` +
      "the phone Lighthouse simulates shares no CPU with them, this 2-core machine's Chromium does",
  );
  const host = site.url;
  try {
    await (await fetch(`${host}/landing-page`)).arrayBuffer();
    if (process.argv.includes('--js-only')) {
      // Quick look while working on bundle size: the landing page's scripts only, no Lighthouse.
      const { landingJs } = await browserFigures(host, chromePath);
      printScripts(landingJs.scripts);
      console.log(`Landing page JavaScript: ${landingJs.gzipKb.toFixed(1)} KB gzip in ${landingJs.requests} requests (${landingJs.transferredKb.toFixed(1)} KB as sent)`);
      return;
    }
    if (process.argv.includes('--seo')) {
      await seoRuns(selected, api.url, host, chromePath);
      return;
    }
    if (process.argv.includes('--a11y')) {
      await a11yRuns(selected, api.url, host, chromePath);
      return;
    }
    if (process.argv.includes('--matrix')) {
      await matrixRuns(selected, api.url, host, chromePath);
      return;
    }
    if (process.argv.includes('--first-layout')) {
      await firstLayoutRuns(selected, api.url, host, chromePath);
      return;
    }
    if (process.argv.includes('--trace')) {
      // Where the blocking time goes: one run at the given multiplier, its trace's long tasks explained. Lighthouse
      // simulates the slow phone from an unthrottled trace, multiplying each task's time, so a task of over
      // 50 ms / multiplier in the trace is a long task on the phone. --profile adds V8's sampling profiler (which
      // itself slows the page) to name the functions.
      const route = only ? routeType(only) : ROUTE_TYPES[0]!;
      const path = await route.path(api.url);
      await (await fetch(`${host}${path}`)).arrayBuffer();
      const multiplier = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
      const traceFile = join(BENCH_DIR, 'trace.json');
      const run = await lighthouseRun(`${host}${path}`, chromePath, join(BENCH_DIR, 'lighthouse-trace.json'), {
        cpuSlowdownMultiplier: multiplier,
        trace: { file: traceFile, profile: process.argv.includes('--profile') },
      });
      console.log(`${route.label} (${path}), ${multiplier}x CPU: score ${run.score.toFixed(2)}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}`);
      printLongTasks(traceFile, multiplier);
      return;
    }

    // Every route type: Lighthouse's default mobile preset, as it ships (no config: slow 4G and 4x CPU, simulated).
    // Lighthouse simulates the phone from the tasks it observes here: other work on this machine lengthens them.
    const loadBefore = loadavg()[0]!;
    // Every page first: its path (real ids from the API) and that the site serves it, before the long part.
    const paths = new Map<string, string>();
    for (const route of selected) {
      const path = await route.path(api.url);
      const res = await fetch(`${host}${path}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${route.label}: GET ${path} answered ${res.status}`);
      paths.set(route.id, path);
    }
    console.log(`Lighthouse, default mobile preset, ${RUNS} runs per route type (${selected.length} route types)`);
    const results: RouteResult[] = [];
    for (const route of selected) results.push(await measureRoute(route, paths.get(route.id)!, host, chromePath));

    // --calibrated: the landing page again, with the CPU multiplier this host's benchmarkIndex calls for (the median
    // over every run above), or BENCH_CPU_SLOWDOWN.
    let calibrated: { multiplier: number; benchmarkIndex: number | null; score: number; lcp: number; tbt: number; cls: number; bytes: number; runs: RunFigures[] } | null = null;
    if (process.argv.includes('--calibrated')) {
      const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
      const benchmarkIndex = process.env.BENCH_CPU_SLOWDOWN || !indexes.length ? null : median(indexes);
      const multiplier = benchmarkIndex === null ? Number(process.env.BENCH_CPU_SLOWDOWN ?? 4) : cpuSlowdownFor(benchmarkIndex);
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await lighthouseRun(`${host}/landing-page`, chromePath, join(BENCH_DIR, `lighthouse-calibrated-${i + 1}.json`), { cpuSlowdownMultiplier: multiplier });
        console.log(`  landing, calibrated run ${i + 1} (${multiplier}x CPU): score ${run.score.toFixed(2)}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}`);
        const { diagnosis: _, report: __, ...figures } = run;
        runs.push(figures);
      }
      calibrated = {
        multiplier,
        benchmarkIndex,
        score: median(runs.map((r) => r.score)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        bytes: median(runs.map((r) => r.bytes)),
        runs,
      };
    }

    const met = results.filter((r) => r.meetsAll).length;
    const misses = results.filter((r) => !r.meetsAll);
    const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
    const hostIndex = indexes.length ? median(indexes) : NaN;
    const load = { before: loadBefore, after: loadavg()[0]! };
    const figures: Record<string, unknown> = {
      measuredAt: new Date().toISOString(),
      gitSha: gitSha(),
      remotes,
      preset: 'Lighthouse default mobile preset (simulated slow 4G, 4x CPU), direct load',
      lighthouseRuns: RUNS,
      benchmarkIndex: hostIndex,
      loadAverage: load,
      routeTypes: results,
      summary: { meetEveryTarget: met, routeTypes: results.length, missing: misses.map((r) => r.id) },
      landingJs: null,
      clickToContent: null,
      calibrated,
    };
    const jsonFile = join(BENCH_DIR, only ? `web-${selected[0]!.id}.json` : 'web.json');
    const save = () => writeFileSync(jsonFile, `${JSON.stringify(figures, null, 2)}\n`);
    // Saved now, and again with the browser figures: what Lighthouse measured survives a failure below.
    save();

    let browser: Awaited<ReturnType<typeof browserFigures>> | null = null;
    try {
      browser = await browserFigures(host, chromePath);
      printScripts(browser.landingJs.scripts);
      figures.landingJs = { ...browser.landingJs, targetKb: LANDING_JS_TARGET_KB, pass: browser.landingJs.gzipKb <= LANDING_JS_TARGET_KB };
      figures.clickToContent = browser.visits;
    } catch (error) {
      figures.browserError = error instanceof Error ? error.message : String(error);
    }
    save();

    console.log(
      `\nLighthouse mobile, default preset (simulated slow 4G, 4x CPU; no calibration), direct load, median of ${RUNS} (Debian Chromium; this host's benchmarkIndex ${hostIndex.toFixed(0)}, load average ${load.before.toFixed(1)} -> ${load.after.toFixed(1)})`,
    );
    printRouteTable(results);
    console.log(`\n${met} of ${results.length} route types meet every target${misses.length ? ` (missing: ${misses.map((r) => r.type).join(', ')})` : ''}`);
    const unrendered = results.filter((r) => r.runs.some((run) => run.notServerRendered));
    if (unrendered.length) console.log(`! the server left some runs' page to the browser (render budget exceeded or a remote failed) on ${unrendered.map((r) => r.type).join(', ')}`);
    const broken = results.filter((r) => r.runs.some((run) => run.failedRequests.length));
    if (broken.length) console.log(`! requests failed while measuring ${broken.map((r) => r.type).join(', ')}: those figures are not the page visitors get (see failedRequests in ${jsonFile.slice(ROOT.length + 1)})`);
    if (hostIndex < 1000) console.log(`! this host's benchmarkIndex (${hostIndex.toFixed(0)}) is below 1,000, where Lighthouse warns that 4x stands for a far slower phone than its target (a busy machine: load average above)`);

    if (misses.length) {
      console.log('\nWhy (from the median run of each route type that misses a target):');
      for (const r of misses) {
        const missed = (Object.keys(r.pass) as (keyof Checked)[]).filter((k) => !r.pass[k]);
        console.log(`  ${r.type} (${r.path}) misses ${missed.join(', ')}; TTFB ${r.median.ttfb.toFixed(0)} ms; ${r.medianRun.report.slice(ROOT.length + 1)}`);
        const { fcp, firstScript } = r.medianRun.observed;
        if (firstScript !== null && Number.isFinite(fcp)) {
          console.log(`      observed (unthrottled): first paint at ${fcp.toFixed(0)} ms, first script requested at ${firstScript.toFixed(0)} ms: ${fcp <= firstScript ? 'painted before its JavaScript' : 'painted only after its JavaScript started, so the simulated LCP includes it'}`);
        }
        for (const l of describeDiagnosis(r.medianRun.diagnosis, host)) console.log(`      ${l}`);
      }
    }

    if (calibrated) {
      console.log(`
Landing page, Lighthouse mobile, slow 4G, CPU ${calibrated.multiplier}x (${calibrated.benchmarkIndex !== null ? `calibrated to this host's median benchmarkIndex ${calibrated.benchmarkIndex.toFixed(0)}` : 'fixed'}; median of ${RUNS})
  performance score      ${calibrated.score.toFixed(2)}
  LCP                    ${(calibrated.lcp / 1000).toFixed(2)} s
  TBT                    ${calibrated.tbt.toFixed(0)} ms
  CLS                    ${calibrated.cls.toFixed(3)}
  total bytes            ${(calibrated.bytes / 1024).toFixed(0)} KB`);
    }
    if (browser) {
      const { landingJs, visits } = browser;
      console.log(`
Landing page JavaScript, gzip (as transferred with brotli: ${landingJs.transferredKb.toFixed(1)} KB)
  ${landingJs.gzipKb.toFixed(1)} KB in ${landingJs.requests} requests   target <= ${LANDING_JS_TARGET_KB} KB ${mark(landingJs.gzipKb <= LANDING_JS_TARGET_KB)}
Click to content, first visit to each remote (client-side navigation, no throttling)`);
      for (const v of visits) console.log(`  ${v.remote.padEnd(24)} ${v.path.padEnd(22)} ${v.ms === null ? `no content (${v.error})` : `${v.ms} ms`}`);
    } else {
      console.log(`\nLanding page JavaScript and click to content: not measured (${String(figures.browserError)})`);
    }
    console.log(`\nFigures: ${jsonFile.slice(ROOT.length + 1)}; full Lighthouse reports: .cache/bench/lighthouse-<route type>-{1..${RUNS}}.json${calibrated ? ` and lighthouse-calibrated-{1..${RUNS}}.json` : ''}`);
  } finally {
    await site.stop();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
