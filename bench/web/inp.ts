// bench:web --inp: issue 46's interactions, their Interaction to Next Paint as the web-vitals package measures it in
// the page (onINP, every change reported, entries from 16 ms: the browser's least), in Chromium (playwright-core) with
// the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) from the navigation on. Each interaction on a fresh page once
// it is hydrated and the network idle, its controls found by their accessible names; BENCH_RUNS (3) times, the sites in
// turn; the median of each. Target: <= 200 ms each.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { gitSha } from '@cargora/scripts/build';
import { median } from '../lib/median';
import { BENCH_DIR, RUNS } from './settings';
import { hydrated, launchBrowser } from './navigations';
import { printSideBySide } from './report';
import { type Site } from './sites';

export const INP_TARGET_MS = 200;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };
/** After the interaction: its next paint, at 4x, is reported well within this. */
const REPORT_WAIT_MS = 1500;

interface Interaction {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  act: (page: Page) => Promise<void>;
}

const serviceLink = 'a[href*="/with-cargora-protection/"]';

export const INTERACTIONS: Interaction[] = [
  {
    // The filters are a disclosure, open on wide screens once hydrated and closed on phones: opened on a phone.
    name: 'open the filters, /allServices (412 px)',
    path: '/allServices',
    viewport: PHONE,
    act: async (page) => {
      await page.getByRole('search', { name: 'Filters' }).getByText('Filters', { exact: true }).click();
    },
  },
  {
    // The top bar's currency field (a combobox on wide screens; in the drawer on phones): open it, pick the euro.
    name: 'change the currency, top bar (1280 px)',
    path: '/landing-page',
    viewport: DESKTOP,
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Currency' }).click();
      await page.getByRole('option', { name: /^EUR\b/ }).click();
    },
  },
  {
    name: 'open the login dialog, top bar (1280 px)',
    path: '/landing-page',
    viewport: DESKTOP,
    act: async (page) => {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    // A service of the landing page's newest services (a section that renders as it nears the viewport): its link.
    name: 'landing page -> a service (1280 px)',
    path: '/landing-page',
    viewport: DESKTOP,
    act: async (page) => {
      const link = page.locator(`main ${serviceLink}`).first();
      for (let i = 0; i < 30 && (await link.count()) === 0; i += 1) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(300);
      }
      // Scrolling is no interaction, but its work must not land on the click's: settled first.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      // Its name from the DOM's text (innerText is empty while the card's content-visibility skips its rendering).
      const name = (await link.getAttribute('aria-label')) ?? ((await link.textContent()) ?? '').trim();
      await page.getByRole('link', { name, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/with-cargora-protection/'));
      await page.locator('main h1').first().waitFor();
    },
  },
];

// The package's UMD build (its public entry for require): in a page without a module system it defines `webVitals`.
const WEB_VITALS = require.resolve('web-vitals');

/** One interaction on a fresh page: the INP web-vitals reports (0 when no interaction reached 16 ms). */
async function measureInteraction(browser: Awaited<ReturnType<typeof launchBrowser>>, site: Site, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ viewport: interaction.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript({ path: WEB_VITALS });
    await page.addInitScript(() => {
      const inp: number[] = [];
      Object.assign(window, { benchInp: inp });
      (window as unknown as { webVitals: typeof import('web-vitals') }).webVitals.onINP((metric) => inp.push(metric.value), { reportAllChanges: true, durationThreshold: 0 });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${site.host}${interaction.path}`, { waitUntil: 'load', timeout: 120_000 });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await interaction.act(page);
    await page.waitForTimeout(REPORT_WAIT_MS);
    const values = await page.evaluate(() => (window as unknown as { benchInp: number[] }).benchInp);
    return values.length ? Math.max(...values) : 0;
  } finally {
    await context.close();
  }
}

export async function inpRuns(sites: Site[], chromePath: string) {
  const browser = await launchBrowser(chromePath);
  const rows: { name: string; runs: number[][] }[] = [];
  try {
    console.log(`INP (web-vitals), Chromium at ${CPU_SLOWDOWN}x CPU, ${RUNS} runs per interaction${sites.length > 1 ? ` on ${sites.map((s) => s.label).join(' and ')} in turn` : ''}`);
    for (const interaction of INTERACTIONS) {
      const runs: number[][] = sites.map(() => []);
      for (let i = 0; i < RUNS; i += 1) {
        for (const [k, site] of sites.entries()) {
          const inp = await measureInteraction(browser, site, interaction).catch((error: unknown) => {
            console.log(`  ${interaction.name}, ${site.label}: FAILED (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
            return NaN;
          });
          runs[k]!.push(inp);
          console.log(`  ${interaction.name}${sites.length > 1 ? `, ${site.label}` : ''} run ${i + 1}/${RUNS}: INP ${inp.toFixed(0)} ms`);
        }
      }
      rows.push({ name: interaction.name, runs });
    }
  } finally {
    await browser.close();
  }
  printSideBySide(
    {
      title: `INP (web-vitals) at ${CPU_SLOWDOWN}x CPU, median of ${RUNS} (0: no interaction of 16 ms or more)`,
      format: (ms) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'failed'),
      target: { text: `<= ${INP_TARGET_MS} ms`, met: (ms) => ms <= INP_TARGET_MS },
    },
    sites.map((s) => s.label),
    rows.map((r) => ({ name: r.name, values: r.runs.map((runs) => median(runs)) })),
  );
  writeFileSync(join(BENCH_DIR, 'web-inp.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), cpuSlowdown: CPU_SLOWDOWN, sites: sites.map((s) => s.label), interactions: rows }, null, 2)}\n`);
  console.log('\nFigures: .cache/bench/web-inp.json');
}
