// bench:ssr's release/rollback cycles: the host server's memory and switch times under light traffic.
import { manifestUrl } from '@cargora/scripts/build';
import { activate } from '@cargora/scripts/deploy';
import { type SsrStatus } from '@cargora/host/server';
import { median } from '../lib/median';
import { WORKERS, quick, CYCLES, SPACED_SWITCHES, SPACED_PAUSE_MS, sleep, mb } from './settings';
import { startHost, type LoadResult, startLoad } from './processes';
import { replacements } from './measure';
import { type SsrBuild } from './builds';

export interface MemoryFigures {
  /** The build measured: this (checked out), or the baseline of --against. */
  build: string;
  versions: [string, string, string];
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
    generationsStarted: number;
    cachedPages: number;
  }[];
  peakRssMb: number;
  growthMb: number;
  /** Releases, back to back with the rollbacks (each to a version no generation has: new threads). */
  switchMs: number[];
  /** Rollbacks, right after each release (to the generation that release replaced). */
  rollbackMs: number[];
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

/**
 * The page was rendered with `version`: the remote versions its HTML names for the browser (those of the generation
 * that rendered it, one per render) give it. Read from the list itself: the builds compared differ in what they preload.
 */
export const namesVersion = (html: string, version: string) => {
  const remotes = /<script[^>]*\bid="cargora-remotes"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return remotes.includes(`/${version}/mf-manifest.json`) && remotes.includes(`"version":"${version}"`);
};

/**
 * `build`'s host under light traffic while its catalog is released and rolled back CYCLES times through its deploy
 * directory's remotes.json (scripts/lib/deploy.ts's activate, what `npm run remote -- release|rollback` call). Run
 * with the build's variables in process.env (the manifests' URLs name its ports).
 */
export async function memoryCycles(
  build: SsrBuild,
  sample: { serviceIds: number[]; agentIds: string[] },
): Promise<MemoryFigures> {
  const { versions, deployDir } = build;
  activate(deployDir, 'catalog', versions.first, manifestUrl('catalog', versions.first), 'rollback');
  const host = await startHost(build, `${build.label}: memory over release/rollback cycles`);
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
      generationsStarted: s.rendering!.generationsStarted,
      cachedPages: s.cache,
    });
    return s;
  };
  /**
   * Before and after are compared alike: one generation's workers, the old ones ended, the one kept for a rollback
   * too (the host keeps it a minute; at most 90 s).
   */
  const steady = async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const r = (await host.status()).rendering!;
      if ((r.workers <= WORKERS && (r.previousThreads ?? 0) === 0) || Date.now() > deadline) return;
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
  const rollbackMs: number[] = [];
  const spacedSwitchMs: number[] = [];
  const shellsWhileSwitching: number[] = [];
  let switchCount = 0;
  let switchTimeouts = 0;
  let trafficResult: LoadResult;
  let rendering: SsrStatus['rendering'];
  try {
    await traffic.measuring;
    // Warm-up: every traffic page rendered and cached, the JIT warm.
    await sleep(quick ? 3000 : 8000);
    await steady();
    await take('before (after warm-up; median of 5 s)', 5);
    const switchTo = async (version: string, into = switchMs) => {
      const started = performance.now();
      activate(deployDir, 'catalog', version, manifestUrl('catalog', version), 'rollback');
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
    // Each cycle releases a version the host has no generation of (the two copies in turn: the one released the cycle
    // before was replaced by the rollback and kept, so a release of it would be a rollback), then rolls it back.
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      await switchTo(cycle % 2 === 1 ? versions.second : versions.third);
      await switchTo(versions.first, rollbackMs);
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
      await switchTo([versions.second, versions.first, versions.third, versions.first][i % 4]!, spacedSwitchMs);
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
    build: build.label,
    versions: [versions.first, versions.second, versions.third],
    cycles: CYCLES,
    trafficPaths,
    samples,
    peakRssMb: mb(peak),
    growthMb: samples[samples.length - 1]!.rssMb - baseline,
    switchMs,
    rollbackMs,
    spacedSwitchMs,
    shellsWhileSwitching,
    switchTimeouts,
    workersReplaced: replacements(host.log.slice(logFrom)),
    traffic: trafficResult,
    rendering,
    hostLogLines: host.log.slice(logFrom),
  };
}
