// `npm run bench:web`: builds and serves the production site, then prints Lighthouse's mobile
// figures for the landing page (median of 3), the landing page's JavaScript, and click-to-content
// times for a first visit to each other remote. Prints figures; asserts nothing.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureApiBuilt, ensureHostBuilt, ensureRemotesReleased } from './lib/build';
import { startApi } from './lib/api-process';
import { startStaticServers } from './lib/servers';
import { ensureChromium } from './lib/chromium';
import { ROOT } from './lib/paths';

const BENCH_ENV: Record<string, string> = {
  HOST_PORT: '3300',
  CATALOG_PORT: '3301',
  DIRECTORY_PORT: '3302',
  CONTENT_PORT: '3303',
  CAREERS_PORT: '3304',
  API_PORT: '4400',
  FILES_PORT: '4500',
  CARGORA_DEPLOY_DIR: join(ROOT, '.cache', 'bench', 'deploy'),
  DATA_DIR: join(ROOT, '.cache', 'bench', 'data'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-only-secret',
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

async function lighthouseRun(url: string, chromePath: string): Promise<LighthouseFigures> {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: lhr.categories.performance?.score ?? NaN,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

async function browserFigures(site: string, chromePath: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; bytes: number }[] = [];
    page.on('requestfinished', async (req) => {
      if (req.resourceType() !== 'script') return;
      const sizes = await req.sizes().catch(() => null);
      scripts.push({ url: req.url(), bytes: sizes?.responseBodySize ?? 0 });
    });
    await page.goto(`${site}/landing-page`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    const landingJs = { requests: scripts.length, gzipKb: scripts.reduce((n, s) => n + s.bytes, 0) / 1024 };

    const visits: { remote: string; path: string; ms: number }[] = [];
    for (const [remote, path] of [
      ['directory', '/worldwide-directory'],
      ['content', '/help-center'],
      ['careers', '/career'],
      ['catalog (another page)', '/allServices'],
    ] as const) {
      const started = Date.now();
      // A client-side navigation, as a click on one of the site's links does (no document load).
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForURL(`**${path}`);
      await page.locator('main h1').first().waitFor();
      await page.locator('main [role="status"]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
      visits.push({ remote, path, ms: Date.now() - started });
    }
    return { landingJs, visits };
  } finally {
    await browser.close();
  }
}

async function main() {
  Object.assign(process.env, BENCH_ENV);
  mkdirSync(BENCH_ENV.DATA_DIR!, { recursive: true });
  const chromePath = ensureChromium();
  ensureApiBuilt();
  ensureHostBuilt();
  ensureRemotesReleased(BENCH_ENV.CARGORA_DEPLOY_DIR);
  const api = await startApi({}, { logFile: join(ROOT, '.cache', 'bench', 'api.log') });
  const site = await startStaticServers();
  try {
    const url = `${site.urls.host}/landing-page`;
    await fetch(url);
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await lighthouseRun(url, chromePath);
      console.log(`  lighthouse run ${i + 1}: score ${run.score.toFixed(2)}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}`);
      runs.push(run);
    }
    const { landingJs, visits } = await browserFigures(site.urls.host!, chromePath);
    console.log(`
Landing page, Lighthouse mobile (median of ${RUNS}, Debian Chromium)      target
  performance score      ${median(runs.map((r) => r.score)).toFixed(2)}                          >= 0.95
  LCP                    ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s                        <= 2.0 s
  TBT                    ${median(runs.map((r) => r.tbt)).toFixed(0)} ms                          <= 150 ms
  CLS                    ${median(runs.map((r) => r.cls)).toFixed(3)}                         <= 0.05
  total bytes            ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(0)} KB
Landing page JavaScript (as transferred, gzip)
  ${landingJs.gzipKb.toFixed(1)} KB in ${landingJs.requests} requests                                  <= 200 KB
Click to content, first visit to each remote (client-side navigation, no throttling)`);
    for (const v of visits) console.log(`  ${v.remote.padEnd(24)} ${v.path.padEnd(22)} ${v.ms} ms`);
  } finally {
    await site.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
