// The developer's override (issue 50), in Chromium against the e2e site: an operator signs in to /ops, overrides the
// catalog in their browser with a published version and then with a "dev server" (the catalog's files from another
// origin, 127.0.0.1 instead of localhost, allowed by the page's policy): either is rendered in the browser only (the
// server leaves the catalog's section to it) and sends no telemetry; another browser sees none of it; "Clear override"
// ends it.
import { opsToken } from '@cargora/shared/server';
import { expect, test, type Page } from '../support/test';
import { E2E_ENV, REMOTE_ORIGINS, SITE } from '../support/site';
import { publishCopy, stableVersion } from '../support/publish';

const PAGE = '/landing-page';

async function signIn(page: Page) {
  const res = await page.request.post(`${SITE}/ops/session`, { form: { token: opsToken(process.env, E2E_ENV.DATA_DIR) }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  await page.goto(`${SITE}/ops`);
  await expect(page.getByRole('heading', { name: "Developer's override" })).toBeVisible();
}

async function override(page: Page, field: 'Published version' | 'or dev server URL', value: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Override catalog in this browser' }) });
  await form.getByLabel(field).fill(value);
  await form.getByRole('button', { name: 'Override catalog in this browser' }).click();
  await expect(page.getByRole('status')).toHaveText('catalog overridden in this browser');
}

test('an operator loads another catalog version, then a dev server, in their browser only', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  await signIn(page);

  // A published version: the server leaves the catalog to the browser, which loads that version and reports nothing.
  const telemetry: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/telemetry\/(remote-load|page-event)$/.test(r.url()) && (r.postData() ?? '').includes('"catalog"')) telemetry.push(r.postData()!);
  });
  const version = publishCopy('catalog');
  await override(page, 'Published version', version);
  // The browser loads the version's container, beside the manifest the override names.
  const container = page.waitForRequest((r) => r.url() === `${REMOTE_ORIGINS.catalog}/${version}/remoteEntry.js`);
  const res = await page.goto(`${SITE}${PAGE}`);
  expect(res!.status()).toBe(200);
  expect(res!.headers()['x-cargora-override']).toBe(`catalog=${version}`);
  // The page's section is the layout's fallback, marked for the browser to render (React's `<!--$!-->`).
  expect(await res!.text()).toContain('<!--$!-->');
  await container;
  await expect(page.locator('main h1').first()).toBeVisible();

  // Nobody else.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherRes = await otherPage.goto(`${SITE}${PAGE}`);
  expect(otherRes!.headers()['x-cargora-override']).toBeUndefined();
  expect(await otherPage.content()).not.toContain(version);
  await other.close();

  // A dev server: another origin serving the catalog's build; the page leaves the catalog to the browser.
  const dev = `${REMOTE_ORIGINS.catalog.replace('localhost', '127.0.0.1')}/${stableVersion('catalog')}/mf-manifest.json`;
  await page.goto(`${SITE}/ops`);
  await override(page, 'or dev server URL', dev);
  const devContainer = page.waitForRequest((r) => r.url() === new URL('remoteEntry.js', dev).href);
  const devRes = await page.goto(`${SITE}${PAGE}`);
  expect(devRes!.status()).toBe(200);
  expect(devRes!.headers()['x-cargora-override']).toBe(`catalog=${dev}`);
  expect(devRes!.headers()['content-security-policy']).toContain(new URL(dev).origin);
  await devContainer;
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(errors).toEqual([]);
  expect(telemetry).toEqual([]);

  // Cleared.
  await page.goto(`${SITE}/ops`);
  await page.getByRole('button', { name: 'Clear override' }).click();
  await expect(page.getByRole('status')).toHaveText('Override cleared');
  const cleared = await page.goto(`${SITE}${PAGE}`);
  expect(cleared!.headers()['x-cargora-override']).toBeUndefined();
});
