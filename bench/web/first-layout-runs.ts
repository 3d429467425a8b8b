// bench:web --first-layout: each route type's first style and layout at phone width.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { gitSha } from '@cargora/scripts/build';
import { ROOT } from '@cargora/scripts/paths';
import { type RouteType } from '../lib/bench-routes';
import { firstLayout, PHONE_VIEWPORT, type FirstLayout } from '../lib/first-layout';
import { BENCH_DIR } from './settings';
import { launchBrowser } from './navigations';

/** --first-layout: each route type's first style and layout at phone width, as served and all at once. */
export async function firstLayoutRuns(selected: RouteType[], apiUrl: string, site: string, chromePath: string) {
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
