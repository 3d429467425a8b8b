// `npm run bench:web`: builds and serves the production site, then measures what a visitor meets on every route type
// (issue #14's performance section): Lighthouse's default mobile preset (simulated slow 4G, 4x CPU, no calibration),
// a direct load, median of BENCH_RUNS (3) runs, per route type, against the issue's targets; the landing page's
// JavaScript (gzip); click-to-content times for a first visit to each other remote. Prints one table and writes
// every figure to .cache/bench/web.json. Prints figures; asserts nothing.
//
//   --route <type>  only that route type (landing, all-services, category, service-detail, storefront, directory,
//                   country, state, blog-index, blog-post, help-center, help-article, careers, job); figures go to
//                   .cache/bench/web-<type>.json, leaving the full run's web.json alone
//   --against [ref] the same figures of another commit (default c780be4, main before issue 46), built in a git worktree
//                   of its own (.cache/bench/against-<sha>/, lib/baseline.ts) and served beside the checked-out site on
//                   ports of its own; the runs alternate between the two and each figure is printed in one table, both
//                   columns and their ratio (checked-out ÷ baseline). Works with the default run, --calibrated,
//                   --js-only, --long-tasks and --inp.
//   --calibrated    also every route type with the CPU multiplier calibrated to this host's benchmarkIndex (the median
//                   of the default runs; BENCH_CPU_SLOWDOWN fixes the multiplier)
//   --js-only       the landing page's scripts only, no Lighthouse
//   --long-tasks    no Lighthouse: the longest main-thread task while each route type loads in unthrottled Chromium
//                   (a trace), median of BENCH_RUNS; target <= 50 ms (web/long-tasks.ts)
//   --inp           no Lighthouse: INP (web-vitals) at 4x CPU of opening the filters, changing the currency, opening
//                   the login dialog and going from the landing page to a service; target <= 200 ms (web/inp.ts)
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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { ensureApiBuilt, ensureHostBuilt, gitSha } from '@cargora/scripts/build';
import { ensureChromium } from '@cargora/scripts/chromium';
import { ROOT } from '@cargora/scripts/paths';
import { cpuSlowdownFor } from './lib/cpu-calibration';
import { ROUTE_TYPES, routeType } from './lib/bench-routes';
import { median } from './lib/median';
import { describeDiagnosis, type Checked } from './lib/lighthouse-report';
import { BENCH_ENV, BENCH_DIR, RUNS, SERVER_NICE, LANDING_JS_TARGET_KB, argValue } from './web/settings';
import { lighthouseRun, type RouteResult, type RunTarget, measureRoute } from './web/lighthouse-runs';
import { browserFigures } from './web/navigations';
import { matrixRuns } from './web/matrix';
import { printScripts, printLongTasks, mark, printRouteTable, printSideBySide, printLighthouseSideBySide, LANDING_JS_FIGURE } from './web/report';
import { startSites } from './web/sites';
import { longTaskRuns } from './web/long-tasks';
import { inpRuns } from './web/inp';
import { seoRuns, a11yRuns } from './web/category-runs';
import { firstLayoutRuns } from './web/first-layout-runs';

async function main() {
  Object.assign(process.env, BENCH_ENV);
  mkdirSync(BENCH_ENV.DATA_DIR!, { recursive: true });
  const only = argValue('--route');
  const selected = only ? [routeType(only)] : ROUTE_TYPES;
  const chromePath = ensureChromium();
  ensureApiBuilt();
  ensureHostBuilt();
  // The checked-out site, and with --against the baseline's beside it (web/sites.ts).
  const sites = await startSites();
  const labels = sites.map((s) => s.label);
  const api = { url: sites[0]!.api };
  console.log(
    `[bench] the site's servers and the API run in processes of their own at nice ${SERVER_NICE} (BENCH_SERVER_NICE): ` +
      "the phone Lighthouse simulates shares no CPU with them, this 2-core machine's Chromium does",
  );
  const host = sites[0]!.host;
  try {
    for (const site of sites) await (await fetch(`${site.host}/landing-page`)).arrayBuffer();
    if (process.argv.includes('--js-only')) {
      // Quick look while working on bundle size: the landing page's scripts only, no Lighthouse.
      const sizes: number[] = [];
      for (const site of sites) {
        const { landingJs } = await browserFigures(site.host, chromePath);
        if (sites.length > 1) console.log(`\n${site.label}:`);
        printScripts(landingJs.scripts);
        console.log(`Landing page JavaScript: ${landingJs.gzipKb.toFixed(1)} KB gzip in ${landingJs.requests} requests (${landingJs.transferredKb.toFixed(1)} KB as sent)`);
        sizes.push(landingJs.gzipKb);
      }
      printSideBySide(LANDING_JS_FIGURE, labels, [{ name: 'landing page', values: sizes }]);
      return;
    }
    if (process.argv.includes('--long-tasks')) {
      await longTaskRuns(selected, sites, chromePath);
      return;
    }
    if (process.argv.includes('--inp')) {
      await inpRuns(sites, chromePath);
      return;
    }
    // The runs of one kind each, the first of these options given (in this order) choosing.
    const kinds = { '--seo': seoRuns, '--a11y': a11yRuns, '--matrix': matrixRuns, '--first-layout': firstLayoutRuns };
    const kind = Object.entries(kinds).find(([option]) => process.argv.includes(option));
    if (kind) {
      await kind[1](selected, api.url, host, chromePath);
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
    // Every page first: its path on each site (real ids from its API) and that the site serves it, before the long part.
    const targets = new Map<string, RunTarget[]>();
    for (const route of selected) {
      const onSites: RunTarget[] = [];
      for (const site of sites) {
        const path = await route.path(site.api);
        const res = await fetch(`${site.host}${path}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${site.label}, ${route.label}: GET ${path} answered ${res.status}`);
        onSites.push({ site, path });
      }
      targets.set(route.id, onSites);
    }
    console.log(`Lighthouse, default mobile preset, ${RUNS} runs per route type (${selected.length} route types)${sites.length > 1 ? `, on ${labels.join(' and ')} in turn` : ''}`);
    // perSite[site][route type]
    const perSite: RouteResult[][] = sites.map(() => []);
    for (const route of selected) (await measureRoute(route, targets.get(route.id)!, chromePath)).forEach((r, k) => perSite[k]!.push(r));
    const results = perSite[0]!;

    // --calibrated: every route type again, with the CPU multiplier this host's benchmarkIndex calls for (the median
    // over every run above, both sites'), or BENCH_CPU_SLOWDOWN.
    let calibrated: { multiplier: number; benchmarkIndex: number | null; perSite: RouteResult[][] } | null = null;
    if (process.argv.includes('--calibrated')) {
      const indexes = perSite.flat().flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
      const benchmarkIndex = process.env.BENCH_CPU_SLOWDOWN || !indexes.length ? null : median(indexes);
      const multiplier = benchmarkIndex === null ? Number(process.env.BENCH_CPU_SLOWDOWN ?? 4) : cpuSlowdownFor(benchmarkIndex);
      console.log(`\nLighthouse, mobile preset with the CPU multiplier calibrated: ${multiplier}x${benchmarkIndex === null ? ' (BENCH_CPU_SLOWDOWN)' : ` for the median benchmarkIndex ${benchmarkIndex.toFixed(0)}`}`);
      calibrated = { multiplier, benchmarkIndex, perSite: sites.map(() => []) };
      for (const route of selected) {
        const onSites = await measureRoute(route, targets.get(route.id)!, chromePath, { cpuSlowdownMultiplier: multiplier }, '-calibrated');
        onSites.forEach((r, k) => calibrated!.perSite[k]!.push(r));
      }
    }

    const met = results.filter((r) => r.meetsAll).length;
    const misses = results.filter((r) => !r.meetsAll);
    const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
    const hostIndex = indexes.length ? median(indexes) : NaN;
    const load = { before: loadBefore, after: loadavg()[0]! };
    const figures: Record<string, unknown> = {
      measuredAt: new Date().toISOString(),
      gitSha: gitSha(),
      sites: sites.map((s) => s.label),
      preset: 'Lighthouse default mobile preset (simulated slow 4G, 4x CPU), direct load',
      lighthouseRuns: RUNS,
      benchmarkIndex: hostIndex,
      loadAverage: load,
      routeTypes: results,
      baseline: sites.length > 1 ? { label: sites[1]!.label, routeTypes: perSite[1] } : null,
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
    const landingJsKb: number[] = [];
    try {
      browser = await browserFigures(host, chromePath);
      printScripts(browser.landingJs.scripts);
      figures.landingJs = { ...browser.landingJs, targetKb: LANDING_JS_TARGET_KB, pass: browser.landingJs.gzipKb <= LANDING_JS_TARGET_KB };
      figures.clickToContent = browser.visits;
      landingJsKb.push(browser.landingJs.gzipKb);
      for (const site of sites.slice(1)) landingJsKb.push((await browserFigures(site.host, chromePath)).landingJs.gzipKb);
      figures.landingJsKbPerSite = landingJsKb;
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

    printLighthouseSideBySide(
      `Lighthouse mobile, default preset (4x CPU), direct load, median of ${RUNS}${sites.length > 1 ? `, ${labels.join(' and ')} in turn; ratio = ${labels[0]} ÷ ${labels[1]}` : ''}; benchmarkIndex of every run: ${perSite.flat().flatMap((r) => r.runs.map((run) => run.benchmarkIndex.toFixed(0))).join(' ')}`,
      labels,
      perSite,
      true,
    );
    if (calibrated) {
      printLighthouseSideBySide(
        `Lighthouse mobile, slow 4G, CPU ${calibrated.multiplier}x (${calibrated.benchmarkIndex !== null ? `calibrated to this host's median benchmarkIndex ${calibrated.benchmarkIndex.toFixed(0)}` : 'fixed'}), median of ${RUNS}; benchmarkIndex of every run: ${calibrated.perSite.flat().flatMap((r) => r.runs.map((run) => run.benchmarkIndex.toFixed(0))).join(' ')} (the targets are set at 4x: none checked here)`,
        labels,
        calibrated.perSite,
        false,
      );
    }
    if (landingJsKb.length) printSideBySide(LANDING_JS_FIGURE, labels, [{ name: 'landing page', values: landingJsKb }]);
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
    console.log(`\nFigures: ${jsonFile.slice(ROOT.length + 1)}; full Lighthouse reports: .cache/bench/lighthouse-<route type>${calibrated ? '[-calibrated]' : ''}${sites.length > 1 ? '[-baseline]' : ''}-{1..${RUNS}}.json`);
  } finally {
    for (const site of sites) await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
