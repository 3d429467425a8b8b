// bench:web's printed figures: scripts, a trace's long tasks, the route table.
import { readFileSync } from 'node:fs';
import { longTasks, mainThreadTasks, observedFcp, type TraceEvent } from '../lib/trace-tasks';
import { type RouteResult } from './lighthouse-runs';
import { mark, printSideBySide, type SideBySideFigure } from '../lib/side-by-side';

export { mark, printSideBySide };

export function printScripts(scripts: { url: string; gzip: number }[]) {
  console.log('Landing page scripts, largest first (KB gzip):');
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)}  ${s.url}`);
}

export function printLongTasks(traceFile: string, multiplier: number) {
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


export function printRouteTable(results: RouteResult[]) {
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

/** Issue 46's Lighthouse targets at the default 4x CPU, and its rule against the baseline for LCP and TBT. */
export const LIGHTHOUSE_FIGURES = {
  score: { title: 'performance score', format: (v: number) => v.toFixed(2), target: { text: '>= 0.95', met: (v: number) => v >= 0.95 } },
  lcp: { title: 'LCP', format: (v: number) => `${(v / 1000).toFixed(2)} s`, target: { text: '<= 1.5 s', met: (v: number) => v <= 1500 }, ratioAtMostOne: true },
  tbt: { title: 'TBT', format: (v: number) => `${v.toFixed(0)} ms`, target: { text: '<= 200 ms', met: (v: number) => v <= 200 }, ratioAtMostOne: true },
  cls: { title: 'CLS', format: (v: number) => v.toFixed(3), target: { text: '<= 0.02', met: (v: number) => v <= 0.02 } },
} satisfies Record<string, SideBySideFigure>;

/** The four Lighthouse tables: route types' medians on each site (results[site][route type]). */
export function printLighthouseSideBySide(heading: string, sites: string[], results: RouteResult[][], withTargets: boolean) {
  console.log(`\n${heading}`);
  for (const [key, figure] of Object.entries(LIGHTHOUSE_FIGURES)) {
    const k = key as keyof typeof LIGHTHOUSE_FIGURES;
    const rows = results[0]!.map((r, i) => ({ name: r.type, values: results.map((site) => site[i]!.median[k]) }));
    printSideBySide({ ...figure, title: `  ${figure.title}, median`, target: withTargets ? figure.target : undefined }, sites, rows);
  }
}

/** Issue 46: the landing page's JavaScript with React 19, gzip. */
export const LANDING_JS_FIGURE: SideBySideFigure = {
  title: 'Landing page JavaScript, gzip (level 9, as the server precompresses)',
  format: (kb) => `${kb.toFixed(1)} KB`,
  target: { text: '<= 200 KB', met: (kb) => kb <= 200 },
};
