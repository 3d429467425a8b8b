// Issue 13, browser side: a slow or unreachable API ends in a sentence with Retry, and the
// login-success message counts only from a tab the site opened, at its origin, with a token the API accepts.
// page.route here only delays or aborts requests (the network); every answer comes from the real API.
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Route } from '../support/test';
import { API, E2E_ENV, SITE } from '../support/site';
import { DEMO, demoSession, openCustomerSite, sessionCookie } from '../support/sign-in';

const API_ORIGIN = new URL(API).origin;
const CUSTOMER_ORIGIN = new URL(E2E_ENV.CUSTOMER_SITE_URL).origin;
const FOREIGN_ORIGIN = 'http://localhost:5300'; // no site runs there

const SENTENCES = {
  timeout: 'The server is taking too long to answer. Please try again in a moment.',
  unreachable: {
    en: 'We cannot reach the Cargora server right now. Check your connection and try again.',
    fr: 'Impossible de joindre le serveur de Cargora pour le moment. Vérifiez votre connexion et réessayez.',
  },
  retry: { en: 'Try again', fr: 'Réessayer' },
  refused: 'We could not confirm your sign-in. Please sign in again.',
};
const RAW_AXIOS_TEXT = /Network Error|status code \d|timeout of \d+ms/;

async function firstBlogPost(request: APIRequestContext) {
  const res = await request.get(`${API}/misc/blogs?pageSize=1&lang=en`);
  const body = (await res.json()) as { data: { items: { id: number; title: string }[] } };
  return body.data.items[0]!;
}


/**
 * A client-side navigation, as a click on one of the site's links does. A page loaded directly arrives rendered by
 * the server (which asked the API itself): what the browser's own requests meet shows on the pages it goes to next.
 */
async function navigateInApp(page: Page, path: string) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('a slow or unreachable API', () => {
  test('a section shows the time-out sentence with Retry after 15 s, and Retry recovers', async ({ page, request }) => {
    const post = await firstBlogPost(request);
    let slow = true;
    const held: Route[] = [];
    await page.clock.install();
    await page.route(
      (url) => url.origin === API_ORIGIN && url.pathname === `/api/v1/misc/blogs/${post.id}`,
      (route) => (slow ? void held.push(route) : route.continue()),
    );
    await page.goto('/help-center');
    await expect(page.locator('main h1')).toHaveText('Help Center');
    await navigateInApp(page, `/popularblogs/${post.id}`);
    await expect.poll(() => held.length).toBe(1);
    const alert = page.getByRole('main').getByRole('alert');

    // The page's clock ran on (in real time) from the request's start until now: a few seconds of slack
    // keep a loaded machine from firing the 15 s deadline inside the first step.
    await page.clock.fastForward(12_000);
    await expect(alert).toHaveCount(0);
    await page.clock.fastForward(4_000);
    await expect(alert).toContainText(SENTENCES.timeout);
    await expect(alert).not.toContainText(RAW_AXIOS_TEXT);

    slow = false;
    await alert.getByRole('button', { name: SENTENCES.retry.en }).click();
    await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
    await expect(alert).toHaveCount(0);
    // The page gave the held request up long ago; let it go quietly.
    for (const route of held) await route.abort().catch(() => undefined);
  });

  for (const lng of ['en', 'fr'] as const) {
    test(`an unreachable API reads as a sentence, not "Network Error" (${lng})`, async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('i18nextLng', language), lng);
      await page.goto('/help-center');
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.route(`${API_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
      await navigateInApp(page, '/cargorareads');
      const alerts = page.getByRole('main').getByRole('alert');
      await expect(alerts.first()).toContainText(SENTENCES.unreachable[lng]);
      await expect(alerts.first().getByRole('button', { name: SENTENCES.retry[lng] })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(RAW_AXIOS_TEXT);
    });
  }
});

test.describe('the login-success message', () => {
  const signInSite = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1>`;

  /** The customer and agent sites (and a foreign one) are someone else's: a page stands in for each. */
  async function standInSites(context: BrowserContext) {
    const routed = new Set([E2E_ENV.CUSTOMER_SITE_URL, E2E_ENV.AGENT_SITE_URL, FOREIGN_ORIGIN].map((url) => new URL(url).origin));
    await context.route((url) => routed.has(url.origin), (route) => route.fulfill({ contentType: 'text/html', body: signInSite('Sign-in') }));
  }


  const loginSuccess = (token: string) => ({
    type: 'login-success',
    token,
    user: { id: 999, email: 'someone-else@cargora.test', name: 'Not From The API', role: 'agent' },
  });

  /** Posts login-success to the window that opened `tab` (what the real sign-in sites do). */
  async function postToOpener(tab: Page, token: string) {
    await tab.evaluate(([message, target]) => window.opener.postMessage(message, target), [loginSuccess(token), SITE] as const);
  }

  function countCurrentUserCalls(page: Page) {
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`${API}/auth/me`) || req.url().startsWith(`${API}/auth/session`)) calls.push(req.url());
    });
    return calls;
  }

  // The session's token, where the site keeps it: the API's HttpOnly cookie (never local storage).
  const storedToken = async (page: Page) => {
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    return (await sessionCookie(page.context()))?.value ?? null;
  };

  test('is ignored from another origin and from a window the site did not open', async ({ page, context, request }) => {
    await standInSites(context);
    const token = (await demoSession(request)).token;

    // A foreign page, then a page at the customer site's own origin, each open Cargora and post to it.
    for (const origin of [FOREIGN_ORIGIN, CUSTOMER_ORIGIN]) {
      const opener = await context.newPage();
      await opener.goto(`${origin}/`);
      const [cargora] = await Promise.all([
        context.waitForEvent('page'),
        opener.evaluate((url) => void ((window as unknown as { cargora: Window | null }).cargora = window.open(url)), `${SITE}/landing-page`),
      ]);
      const calls = countCurrentUserCalls(cargora);
      await expect(cargora.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
      await opener.evaluate(
        ([message]) => (window as unknown as { cargora: Window }).cargora.postMessage(message, '*'),
        [loginSuccess(token)] as const,
      );
      await cargora.waitForTimeout(500);
      expect(calls).toEqual([]);
      expect(await storedToken(cargora)).toBeNull();
      await cargora.close();
      await opener.close();
    }

    // The tab the site opened, once it has moved to another origin.
    await page.goto('/landing-page');
    const calls = countCurrentUserCalls(page);
    const tab = await openCustomerSite(page, context);
    await tab.goto(`${FOREIGN_ORIGIN}/`);
    await postToOpener(tab, token);
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);
    expect(await storedToken(page)).toBeNull();
  });

  test('from the opened tab with a token the API refuses stores nothing and says so', async ({ page, context }) => {
    await standInSites(context);
    await page.goto('/landing-page');
    const tab = await openCustomerSite(page, context);
    const refused = page.waitForResponse((res) => res.url() === `${API}/auth/session`);
    await postToOpener(tab, 'forged.token.value');
    expect((await refused).status()).toBe(401);
    await expect(page.getByText(SENTENCES.refused)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await expect(page).toHaveURL(/\/landing-page$/);
  });

  test('from the opened tab with a real token stores the API’s user and goes to the redirect', async ({ page, context, request }) => {
    await standInSites(context);
    const token = (await demoSession(request)).token;
    await page.goto('/login?redirect=%2Fhome');
    const tab = await openCustomerSite(page, context);
    await postToOpener(tab, token);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /Welcome, Dana Demo/ })).toBeVisible();
    expect(await storedToken(page)).toBe(token);
    // The user the API returned, not the one the message claimed.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData')))!)).toMatchObject({ email: DEMO.email });
  });
});
