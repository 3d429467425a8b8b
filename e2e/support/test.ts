// The browser tests' `test`: Playwright's, with `page.goto` and `page.reload` waiting until the page is live.
// Pages arrive server-rendered and visible before their scripts run; a control used before it has hydrated would
// do nothing (as for a visitor clicking very early). The app marks <html data-app="ready"> once hydrated, and the
// remote's page <html data-page> once its part has hydrated too.
import { test as base, type Page } from '@playwright/test';
import { SITE } from './site';

export * from '@playwright/test';

const SITE_ORIGIN = new URL(SITE).origin;

async function whenLive(page: Page) {
  await page.waitForFunction(
    () => {
      // A page the server makes without the app (the operations console) has nothing to hydrate.
      if (!document.getElementById('root')) return true;
      const marks = document.documentElement.dataset;
      if (marks.app !== 'ready') return false;
      // A remote that could not load shows its fallback: live too.
      if (document.querySelector('[data-remote-unavailable]')) return true;
      // A footer in the server's HTML hydrates once its chunk has arrived.
      if (document.querySelector('footer:not([aria-busy])') && marks.footer !== 'ready') return false;
      const state = document.getElementById('cargora-state')?.textContent;
      if (!state) return true;
      try {
        return !(JSON.parse(state) as { remote?: string | null }).remote || Boolean(marks.page);
      } catch {
        return true;
      }
    },
    undefined,
    { timeout: 20_000 },
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    // What the page said went wrong (console errors, uncaught exceptions), printed with a failed test's report: a
    // failure seen once in a CI run (an error screen instead of the expected one) then says which error it was.
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') said.push(`console.error at ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => said.push(`uncaught at ${page.url()}: ${error.stack ?? error.message}`));
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const live = async <T,>(response: T) => {
        // Another site's page (a stand-in sign-in or customer site, a framing page) has no such marks.
        if (new URL(page.url()).origin !== SITE_ORIGIN) return response;
        // A page that never becomes live (a remote that is down on purpose) is the test's to check; it is named in the
        // run's output, so a page that stops saying it is live (and costs every test that opens it 20 s) shows.
        await whenLive(page).catch(() => console.warn(`[e2e] ${page.url()} was not live (hydrated, its marks on <html>) after 20 s`));
        return response;
      };
      // waitUntil 'commit' asks for the bare navigation (a test that holds the page's scripts back on purpose).
      page.goto = async (url, options) => (options?.waitUntil === 'commit' ? goto(url, options) : live(await goto(url, options)));
      page.reload = async (options) => live(await reload(options));
    }
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && said.length) {
      await testInfo.attach('page errors', { body: said.join('\n'), contentType: 'text/plain' });
      console.log(`[e2e] ${testInfo.title}: what the page reported\n${said.slice(-20).join('\n')}`);
    }
  },
});
