// bench:ssr's printed figures.
import os from 'node:os';
import { median } from '../lib/median';
import { NO_WARMUP, DURATION, WARMUP, CONNECTIONS, SETTLE, SPACED_PAUSE_MS, COMMAND, loadAverages } from './settings';
import { warmUps } from './processes';
import { caseLabel, type DatasetFigures, type SsrCase } from './measure';
import { printSideBySide } from '../lib/side-by-side';
import { type MemoryFigures } from './memory-cycles';

export function table(header: string[], rows: string[][], leftColumns = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return `${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`;
}

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : value.toFixed(0)}` : '-';
export const pct = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(part > 0 && part < whole / 1000 ? 3 : 1)}%` : '-';

export function summarizeLog(lines: string[]): string[] {
  const counts = new Map<string, number>();
  // The same failure for different URLs counts once (ids and numbers aside).
  for (const line of lines) {
    const key = line.replace(/\d+/g, 'N').slice(0, 220);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([line, n]) => `${String(n).padStart(6)} x ${line}`);
}

export function printFigures(datasets: DatasetFigures[], memories: MemoryFigures[]) {
  const builds = [...new Set([...datasets.flatMap((d) => d.cases.map((c) => c.build)), ...memories.map((m) => m.build)])];
  /** The page, and with --against the build too. */
  const pageOf = (c: SsrCase) => (builds.length > 1 ? `${c.page}, ${c.build}` : c.page);
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
      pageOf(c),
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
        `  ${pageOf(c)}, ${caseLabel(c)}: ${r.responses} responses rendered for them: waiting for a render worker p50 ${ms(r.queue.p50)} / p99 ${ms(r.queue.p99)} ms, ` +
          `the render itself p50 ${ms(r.render.p50)} / p99 ${ms(r.render.p99)} ms`,
      );
    }
    for (const c of d.cases) {
      const codes = Object.entries(c.load.statuses)
        .filter(([code]) => code !== '200')
        .map(([code, n]) => `${n} x ${code}`);
      if (codes.length || c.load.timeouts || c.load.errors) {
        console.log(
          `  ! ${pageOf(c)}, ${caseLabel(c)}: ${[...codes, c.load.timeouts ? `${c.load.timeouts} timeouts` : '', c.load.errors ? `${c.load.errors} errors` : ''].filter(Boolean).join(', ')}`,
        );
      }
      if (c.sectionsLeftToBrowser || c.fallbacks)
        console.log(`  ! ${pageOf(c)}, ${caseLabel(c)}: last failure: ${c.lastFailure}`);
    }
  }
  for (const memory of memories) {
    const base = memory.samples[0]!.rssMb;
    console.log(
      `\n${builds.length > 1 ? `${memory.build}: ` : ''}Memory of the host server process (RSS from /ssr-status; its render workers count in it) over ${memory.cycles} release/rollback cycles of ` +
        `the catalog remote (${memory.versions[0]} released as ${memory.versions.slice(1).join(' and ')} in turn, copies of it under other names, and rolled back), light traffic ` +
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
    const switchLine = (what: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return (
        `  ${what}: median ${ms(median(sorted))} ms, p90 ${ms(sorted[Math.floor(sorted.length * 0.9)] ?? NaN)} ms, max ${ms(sorted[sorted.length - 1] ?? NaN)} ms ` +
        `(target 2000 ms; ${sorted.filter((t) => t > 2000).length} over)`
      );
    };
    console.log(
      switchLine(
        `release -> first HTML naming the new version (/landing-page with a query of its own per switch, so rendered by the new generation, not from the cache; ${memory.switchMs.length} releases, each right after a rollback${memory.switchTimeouts ? `, ${memory.switchTimeouts} switches not within 30 s` : ''})`,
        memory.switchMs,
      ),
    );
    if (memory.rollbackMs?.length) console.log(switchLine(`rollback right after each release, the same`, memory.rollbackMs));
    const spaced = [...memory.spacedSwitchMs].sort((a, b) => a - b);
    console.log(
      `  releases and rollbacks in turn, ${spaced.length} switches ${SPACED_PAUSE_MS / 1000} s apart after the cycles (as an operator makes them; the spare threads started): ` +
        `median ${ms(median(spaced))} ms, max ${ms(spaced[spaced.length - 1] ?? NaN)} ms (${spaced.filter((t) => t > 2000).length} over 2000 ms)`,
    );
    const slowest = memory.switchMs
      .map((t, i) => [t, i + 1] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 5)
      .map(
        ([t, n]) =>
          `#${n} ${ms(t)} ms${memory.shellsWhileSwitching[2 * (n - 1)] ? ` (${memory.shellsWhileSwitching[2 * (n - 1)]} shells)` : ''}`,
      );
    console.log(`  slowest releases (in order of the run, 1 per cycle): ${slowest.join(', ')}`);
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
  printTargets(datasets, memories, builds);
  const logLines = [
    ...datasets.flatMap((d) => d.cases.flatMap((c) => c.hostLogLines)),
    ...memories.flatMap((m) => m.hostLogLines),
  ];
  console.log(
    `\nHost server log during the measured runs: ${logLines.length} lines${logLines.length ? ' (most frequent first; whole log: .cache/bench/ssr/host.log)' : ''}`,
  );
  for (const line of summarizeLog(logLines).slice(0, 8)) console.log(line);
  console.log('\nFigures as JSON: .cache/bench/ssr.json');
}

/**
 * Issue 46's server figures, one table each, a column per build (with --against: the checked-out build, the baseline,
 * their ratio): p99 TTFB warm (<= 150 ms) and cold (<= 400 ms) of each page kind and data set, and the host's memory
 * growth over the release/rollback cycles (<= 50 MB).
 */
function printTargets(datasets: DatasetFigures[], memories: MemoryFigures[], builds: string[]) {
  const ttfb = (cold: boolean) => {
    const rows = datasets.flatMap((d) => {
      const own = d.cases.filter((c) => (c.cache === 'cold') === cold);
      const keys = [...new Set(own.map((c) => `${c.page}|${caseLabel(c)}`))];
      return keys.map((key) => ({
        name: `${d.dataset}, ${key.replace('|', ', ')}`,
        values: builds.map((b) => own.find((c) => c.build === b && `${c.page}|${caseLabel(c)}` === key)?.load.ttfb.p99 ?? NaN),
      }));
    });
    const target = cold ? 400 : 150;
    if (rows.length) {
      printSideBySide(
        { title: `HTML p99 TTFB at ${CONNECTIONS} connections, render cache ${cold ? 'cold' : 'warm'}`, format: (v) => `${ms(v)} ms`, target: { text: `<= ${target} ms`, met: (v) => v <= target } },
        builds,
        rows,
      );
    }
  };
  ttfb(false);
  ttfb(true);
  if (memories.length) {
    printSideBySide(
      { title: `Host server RSS growth over ${memories[0]!.cycles} release/rollback cycles (median after - median before)`, format: (v) => `${v >= 0 ? '+' : ''}${v.toFixed(1)} MB`, target: { text: '<= 50 MB', met: (v) => v <= 50 }, ratio: false },
      builds,
      [{ name: 'growth', values: builds.map((b) => memories.find((m) => m.build === b)?.growthMb ?? NaN) }],
    );
  }
}
