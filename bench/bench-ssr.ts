// `npm run bench:ssr`: the host server's server-rendered HTML under load, beside the API's own figures for the same
// data, at the default seed and at 1,000,000 services; then the host server's memory over release/rollback cycles of
// the catalog remote under light traffic. Prints figures (and writes them to .cache/bench/ssr.json); asserts nothing.
//
//   npm run bench:ssr [-- --quick] [--duration 10] [--warmup 3] [--connections 50] [--cycles 50] [--services 1000000|0]
//                     [--only cycles|large|cold] [--page storefront] [--settle 30] [--workers 2] [--no-warmup]
//                     [--releases 50] [--against [ref]]
//
// --quick: 3 s per run, 1 s warm-up, 10 cycles. --services 0 skips the large database. --only cycles: the release/
// rollback cycles alone (memory and switch times), at the default seed; --releases N: the same with N cycles (the
// host's RSS before and after; issue 46: growth <= 50 MB); --only large: the large database alone;
// --only cold: the default seed's cold render cache alone (no API figures, no cycles). --page: one page kind.
// --settle: the cold render cache is measured twice, just started (10 pages, then the warm-up) and again after this
// many seconds more of the same load ("settled": V8 has optimized the render code; 0 skips it, as --quick does).
// --against [ref]: every case also on another commit (default c780be4, main before issue 46), built in a git worktree
// of its own (lib/baseline.ts) with its own ports, database and deploy directory; both hosts run at once and each case
// is measured on one, then the other; the p99 TTFB (warm <= 150 ms, cold <= 400 ms) and memory growth tables show
// both columns and their ratio (checked-out ÷ baseline). The cycles run on each build in turn.
// --workers: SSR_WORKERS (2). A host is loaded once its GET /ready says its render workers have warmed up (as a load
// balancer waits: host/server/warm-up.ts, SSR_WARMUP_RENDERS pages each); --no-warmup: a host loaded the moment it
// listens, its workers as cold as they start (SSR_WARMUP_RENDERS=0).
// The host server runs in a process of its own (scripts/lib/ssr-host-child.ts), started once per setting, so its
// /ssr-status memory is the host server's alone; the load generator is another process
// (bench/lib/ssr-load-worker.mjs, Node's own HTTP client with keep-alive connections); the API is the built API (scripts/lib/api-process.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ensureApiBuilt, ensureHostBuilt, manifestUrl } from '@cargora/scripts/build';
import { activate } from '@cargora/scripts/deploy';
import { ROOT } from '@cargora/scripts/paths';
import { BENCH_DIR, SSR_DIR, BENCH_ENV, NO_WARMUP, DEPLOY_DIR, ONLY_CYCLES, ONLY_LARGE, ONLY_COLD, DURATION, WARMUP, CONNECTIONS, CYCLES, SETTLE, LARGE, COMMAND, loadAverages, noteLoad } from './ssr/settings';
import { hostLogFile, warmUps } from './ssr/processes';
import { sampleData } from './ssr/data';
import { ssrBuilds } from './ssr/builds';
import { inEnv } from './lib/baseline';
import { type BuildApi, type DatasetFigures, benchDataset } from './ssr/measure';
import { type MemoryFigures, memoryCycles } from './ssr/memory-cycles';
import { summarizeLog, printFigures } from './ssr/report';

async function main() {
  Object.assign(process.env, BENCH_ENV);
  mkdirSync(BENCH_ENV.DATA_DIR!, { recursive: true });
  mkdirSync(DEPLOY_DIR, { recursive: true });
  writeFileSync(hostLogFile, '');
  ensureApiBuilt();
  ensureHostBuilt();
  // The checked-out build, and with --against the baseline's (ssr/builds.ts).
  const builds = await ssrBuilds();
  noteLoad('after the builds');
  const datasets: DatasetFigures[] = [];
  const memory: MemoryFigures[] = [];
  /** Each build's API (its own database, or DATABASE_URL), with its variables; stopped after `fn`. */
  const withApis = async (env: Record<string, string>, fn: (apis: BuildApi[]) => Promise<void>) => {
    const apis: BuildApi[] = [];
    try {
      for (const build of builds) {
        const logFile = join(build.id === 'this' ? SSR_DIR : build.env.DATA_DIR!, 'api.log');
        apis.push({ build, api: await inEnv(build.env, () => build.startApi(env, { logFile })) });
      }
      await fn(apis);
    } finally {
      for (const { api } of apis) await api.stop();
    }
  };

  if (!ONLY_LARGE) {
    console.log('[bench:ssr] default seed: starting the API (seeds its database on first run)');
    await withApis({}, async (apis) => {
      const cycles = async () => {
        for (const { build, api } of apis) {
          const sample = await sampleData(api.url);
          console.log(`[bench:ssr] memory${apis.length > 1 ? `, ${build.label}` : ''}: ${CYCLES} release/rollback cycles of the catalog remote`);
          noteLoad(`before the cycles${apis.length > 1 ? ` of ${build.label}` : ''}`);
          const figures = await inEnv(build.env, () =>
            memoryCycles(build, { serviceIds: sample.services.map((s) => s.id), agentIds: sample.agents.map((a) => a.userId) }),
          );
          memory.push(figures);
        }
      };
      if (ONLY_CYCLES) await cycles();
      else datasets.push(await benchDataset('default seed', apis, ONLY_COLD ? null : cycles));
    });
  }
  if (LARGE > 0 && !ONLY_CYCLES && !ONLY_COLD) {
    const database = join(ROOT, 'api', 'data', `bench-${LARGE}.sqlite`);
    if (!existsSync(database)) {
      console.log(
        `[bench:ssr] ${database} does not exist: build it once with pnpm --filter @cargora/api run bench -- --services ${LARGE}; skipping the large database`,
      );
    } else {
      console.log(`[bench:ssr] ${LARGE.toLocaleString('en')} services: starting the API on ${database}${builds.length > 1 ? ' (both builds\' APIs read it)' : ''}`);
      noteLoad(`before ${LARGE.toLocaleString('en')} services`);
      await withApis({ DATABASE_URL: database }, async (apis) => {
        datasets.push(await benchDataset(`${LARGE.toLocaleString('en')} services`, apis, null));
      });
    }
  }
  noteLoad('at the end');
  // Each deploy directory as it was: the first catalog version active.
  for (const build of builds) {
    await inEnv(build.env, () => activate(build.deployDir, 'catalog', build.versions.first, manifestUrl('catalog', build.versions.first), 'rollback'));
  }
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
