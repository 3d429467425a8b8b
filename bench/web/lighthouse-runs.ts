// bench:web's Lighthouse runs: one run through Lighthouse's node API, and a route type's runs with their medians.
// Lighthouse's node API, not @lhci/cli's `lhci collect`: lhci 0.14.0 runs the Lighthouse it pins (12.1.0) as a CLI
// child process, so its figures would come from another Lighthouse than this package's (12.8), it gives back no
// trace (--trace), no Chromium pid (BENCH_CHROME_AUX_NICE) and no point between runs to read the host's unfinished
// renders (notServerRendered); the runs here need all three.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localOpsToken } from '@cargora/scripts/paths';
import { niceChromiumAux } from '../lib/nice-chromium';
import { type RouteType } from '../lib/bench-routes';
import { median } from '../lib/median';
import { opsAuthorization } from '@cargora/shared/server';
import { check, diagnose, figuresOf, meetsAll, targetsFor, type Checked, type Diagnosis, type Lhr, type RunFigures, type Targets } from '../lib/lighthouse-report';
import { BENCH_DIR, RUNS, MOBILE_SLOW_4G } from './settings';

export interface LighthouseRun extends RunFigures {
  diagnosis: Diagnosis;
  report: string;
  /** renders of this run's page the host's server did not finish (a section, or the whole page, left to the browser:
   * over its render budget on a busy machine, or a remote that failed); 0 is the server-rendered page */
  notServerRendered?: number;
}
/** The host's count of pages it did not fully render (GET /ssr-status). */
export async function unfinishedRenders(site: string, token = localOpsToken()): Promise<number> {
  try {
    const status = (await (await fetch(`${site}/ssr-status`, { headers: opsAuthorization(token) })).json()) as { rendering: { sectionsLeftToBrowser: number; fallbacks: number } | null };
    return status.rendering ? status.rendering.sectionsLeftToBrowser + status.rendering.fallbacks : 0;
  } catch {
    return 0;
  }
}

export interface LighthouseOptions {
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
export async function lighthouseRun(url: string, chromePath: string, reportFile: string, options: LighthouseOptions = {}): Promise<LighthouseRun> {
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
export function failedRun(error: unknown, report: string): LighthouseRun {
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

export interface RouteResult {
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
export function mediansOf(runs: RunFigures[]) {
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

/** A site's page: where the runs go, and the operator credential its /ssr-status takes. */
export interface RunTarget {
  site: { id: string; label: string; host: string; opsToken: string };
  path: string;
}

/**
 * RUNS Lighthouse runs of one route type on each target (the checked-out site, and with --against the baseline's),
 * alternating: run 1 on each, then run 2 on each... so that both meet the machine at the same moments. `options`
 * (the calibrated multiplier) and `tag` (in the reports' names) apply to every run.
 */
export async function measureRoute(route: RouteType, targets: RunTarget[], chromePath: string, options: LighthouseOptions = {}, tag = ''): Promise<RouteResult[]> {
  // One render before the runs: the first run meets warm render workers (the render cache keeps a page 10 s, so
  // later runs, a Lighthouse run apart, each get a fresh server render, as a visitor would).
  for (const { site, path } of targets) await (await fetch(`${site.host}${path}`)).arrayBuffer();
  const runs: LighthouseRun[][] = targets.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [k, { site, path }] of targets.entries()) {
      const report = join(BENCH_DIR, `lighthouse-${route.id}${tag}${site.id === 'this' ? '' : `-${site.id}`}-${i + 1}.json`);
      const unfinishedBefore = await unfinishedRenders(site.host, site.opsToken);
      const run = await lighthouseRun(`${site.host}${path}`, chromePath, report, options).catch((error: unknown) => failedRun(error, report));
      run.notServerRendered = (await unfinishedRenders(site.host, site.opsToken)) - unfinishedBefore;
      console.log(
        `  ${route.label}${targets.length > 1 ? `, ${site.label}` : ''}${options.cpuSlowdownMultiplier ? ` (${options.cpuSlowdownMultiplier}x CPU)` : ''} run ${i + 1}/${RUNS}: ${run.error ? `FAILED (${run.error.slice(0, 160)}) ` : ''}score ${run.score.toFixed(2)}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, longest task ${run.longestTask.toFixed(0)} ms; observed: painted at ${run.observed.fcp.toFixed(0)} ms, LCP at ${run.observed.lcp.toFixed(0)} ms, first script at ${run.observed.firstScript?.toFixed(0) ?? '-'} ms (benchmarkIndex ${run.benchmarkIndex.toFixed(0)})`,
      );
      if (run.notServerRendered) console.log('    ! the server did not finish rendering this page (the [ssr] line above says why): not the server-rendered page');
      if (run.failedRequests.length) console.log(`    ! ${run.failedRequests.length} requests failed, e.g. ${run.failedRequests.slice(0, 2).join(', ')}`);
      runs[k]!.push(run);
    }
  }
  return targets.map(({ path }, k) => routeResult(route, path, runs[k]!));
}

/** A route type's runs on one site: each figure's median, checked against the targets. */
function routeResult(route: RouteType, path: string, runs: LighthouseRun[]): RouteResult {
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
