// bench:web --long-tasks: issue 46's "no main-thread task over 50 ms unthrottled during load": each route type loaded
// in Chromium (playwright-core) with no CPU or network throttling, a fresh browser context each time, while Chromium
// records a trace; the longest task of the page's main thread from navigation until the page is hydrated and the
// network idle (lib/trace-tasks.ts reads the trace). Median of BENCH_RUNS (3) per route type, the sites in turn.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitSha } from '@cargora/scripts/build';
import { type RouteType } from '../lib/bench-routes';
import { median } from '../lib/median';
import { mainThreadTasks, type TraceEvent } from '../lib/trace-tasks';
import { BENCH_DIR, RUNS } from './settings';
import { hydrated, launchBrowser } from './navigations';
import { printSideBySide } from './report';
import { type Site } from './sites';

export const LONG_TASK_TARGET_MS = 50;

/** What Chromium records for the main thread's tasks and the navigation (Lighthouse records these too). */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', '__metadata'];
/** After the page is hydrated and the network idle: what the page still does at once (lazy parts, effects). */
const SETTLE_MS = 1000;

interface LoadTasks {
  /** ms, wall time */
  longest: number;
  /** ms: the task that spent the most time on a CPU, that time (wall time also counts the waits for a core, which
   * other work on this shared machine causes) */
  longestCpu: number;
  /** tasks over 50 ms */
  over: number;
}

/** One load of `url` in a fresh context: the page's main-thread tasks from navigation to hydrated + network idle. */
async function loadTasks(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string): Promise<LoadTasks> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let loaded: unknown = null;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
    } catch (error) {
      loaded = error;
    }
    // Tracing is stopped whatever happened: the browser takes no other trace while one runs.
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (loaded) throw loaded;
    const tasks = mainThreadTasks(trace.traceEvents).filter((t) => t.start >= 0);
    const longest = tasks.reduce((a, b) => (b.duration > a.duration ? b : a), { start: 0, duration: 0, cpu: 0 });
    return { longest: longest.duration, longestCpu: Math.max(0, ...tasks.map((t) => t.cpu)), over: tasks.filter((t) => t.duration > LONG_TASK_TARGET_MS).length };
  } finally {
    await context.close();
  }
}

export async function longTaskRuns(selected: RouteType[], sites: Site[], chromePath: string) {
  const browser = await launchBrowser(chromePath);
  const rows: { type: string; paths: string[]; runs: LoadTasks[][] }[] = [];
  try {
    console.log(`Longest main-thread task during load, unthrottled Chromium, ${RUNS} loads per route type${sites.length > 1 ? ` on ${sites.map((s) => s.label).join(' and ')} in turn` : ''}`);
    for (const route of selected) {
      const paths = await Promise.all(sites.map((site) => route.path(site.api)));
      const runs: LoadTasks[][] = sites.map(() => []);
      for (let i = 0; i < RUNS; i += 1) {
        for (const [k, site] of sites.entries()) {
          const run = await loadTasks(browser, `${site.host}${paths[k]}`);
          runs[k]!.push(run);
          console.log(
            `  ${route.label}${sites.length > 1 ? `, ${site.label}` : ''} run ${i + 1}/${RUNS}: longest task ${run.longest.toFixed(0)} ms (longest CPU time of a task ${run.longestCpu.toFixed(0)} ms), ${run.over} over ${LONG_TASK_TARGET_MS} ms`,
          );
        }
      }
      rows.push({ type: route.label, paths, runs });
    }
  } finally {
    await browser.close();
  }
  const labels = sites.map((s) => s.label);
  printSideBySide(
    {
      title: `Longest main-thread task during load, unthrottled (wall time), median of ${RUNS}`,
      format: (ms) => `${ms.toFixed(0)} ms`,
      target: { text: `<= ${LONG_TASK_TARGET_MS} ms`, met: (ms) => ms <= LONG_TASK_TARGET_MS },
    },
    labels,
    rows.map((r) => ({ name: r.type, values: r.runs.map((runs) => median(runs.map((run) => run.longest))) })),
  );
  printSideBySide(
    { title: 'Longest task by its time on a CPU (without the waits for a core: this machine is shared), median', format: (ms) => `${ms.toFixed(0)} ms` },
    labels,
    rows.map((r) => ({ name: r.type, values: r.runs.map((runs) => median(runs.map((run) => run.longestCpu))) })),
  );
  const file = join(BENCH_DIR, 'web-long-tasks.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), sites: labels, routeTypes: rows }, null, 2)}\n`);
  console.log(`\nFigures: .cache/bench/web-long-tasks.json`);
}
