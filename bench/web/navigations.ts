// bench:web's own browser figures (playwright-core): the landing page's scripts and client-side navigations.
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, pageUrl, type Language } from '@cargora/shared/server';

/** Waits until React has taken over the server's HTML: the page's heading is a hydrated node. */
export async function hydrated(page: import('playwright-core').Page) {
  await page.waitForFunction(
    () => {
      const h1 = document.querySelector('main h1');
      return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** Chromium driven by playwright-core, for what the bench measures itself (no Lighthouse). */
export async function launchBrowser(chromePath: string) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

export async function browserFigures(site: string, chromePath: string) {
  const browser = await launchBrowser(chromePath);
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; transferred: number; gzip: number }>[] = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const sizes = await req.sizes().catch(() => null);
          const body = (await (await req.response())?.body().catch(() => null)) ?? Buffer.alloc(0);
          // What the target counts: gzip at the level our server precompresses with (the browser got brotli).
          return { url: req.url(), transferred: sizes?.responseBodySize ?? 0, gzip: gzipSync(body, { level: 9 }).length };
        })(),
      );
    });
    await page.goto(`${site}/landing-page`, { waitUntil: 'networkidle' });
    // The server's page, hydrated: the app is live (and every script it needed has arrived).
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const downloaded = await Promise.all(scripts);
    const landingJs = {
      scripts: downloaded,
      requests: downloaded.length,
      gzipKb: downloaded.reduce((n, s) => n + s.gzip, 0) / 1024,
      transferredKb: downloaded.reduce((n, s) => n + s.transferred, 0) / 1024,
    };

    return { landingJs, visits: await clientNavigations(page) };
  } finally {
    await browser.close();
  }
}

export type Visit = { remote: string; path: string; ms: number | null; error?: string };

/** The pages `clientNavigations` visits in turn from the landing page: each other remote's, then the catalog's again. */
export const NAVIGATIONS = [
  ['directory', '/worldwide-directory'],
  ['content', '/help-center'],
  ['careers', '/career'],
  ['catalog (another page)', '/allServices'],
] as const;

/**
 * From the page `page` is on (the landing page, hydrated), a client-side navigation to each of NAVIGATIONS in turn, as
 * a click on one of the site's links makes (no document load; in French or Arabic with the `?lang=` its links carry):
 * the time until the new page's heading is there and its loading states are gone. A first visit to a remote loads
 * its code.
 */
export async function clientNavigations(page: import('playwright-core').Page, lang: Language = DEFAULT_LANGUAGE): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const [remote, path] of NAVIGATIONS) {
    const to = pageUrl('', path, lang);
    const before = await page.locator('main h1').first().textContent();
    const started = Date.now();
    await page.evaluate((url) => {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    try {
      await page.waitForURL((url) => url.pathname === path);
      // The new page's heading (not the one still on screen from the page before).
      await page.waitForFunction(
        (previous) => {
          const h1 = document.querySelector('main h1');
          return Boolean(h1 && h1.textContent !== previous);
        },
        before,
        { timeout: 30_000 },
      );
      await page.locator('main [role="status"][aria-label]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
      visits.push({ remote, path, ms: Date.now() - started });
    } catch (error) {
      const h1 = await page.locator('main h1').first().textContent().catch(() => null);
      visits.push({ remote, path, ms: null, error: `${error instanceof Error ? error.message.split('\n')[0] : String(error)}; heading: ${JSON.stringify(h1)}` });
    }
  }
  return visits;
}
