import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { E2E_ENV, REMOTE_ORIGINS } from '../support/site';
import { remoteCli } from '../support/cli';

test.describe.configure({ mode: 'serial' });

type Manifest = Record<string, { version: string; url: string }>;
const readRemotes = (): Manifest => JSON.parse(readFileSync(join(E2E_ENV.CARGORA_DEPLOY_DIR, 'remotes.json'), 'utf8')) as Manifest;

/** The version folders of a remote the page downloaded files from. */
function trackVersions(page: Page, origin: string) {
  const versions = new Set<string>();
  page.on('request', (req) => {
    if (req.url().startsWith(origin)) versions.add(new URL(req.url()).pathname.split('/')[1]!);
  });
  return versions;
}

/**
 * Waits until the host's server renders /career with `version`: after remotes.json changes, the old generation serves
 * until the new one's first render thread has warmed up (host/server/render-pool.ts, within 2 s).
 */
async function untilServed(page: Page, version: string) {
  const served = async () => (await (await page.request.get('/career')).text()).includes(`/${version}/mf-manifest.json`);
  await expect.poll(served, { timeout: 15_000, intervals: [100] }).toBe(true);
}

test('release twice and roll back one remote; the other three stay as they were', async ({ page }) => {
  test.setTimeout(240_000);
  const before = readRemotes();
  const original = before.careers!.version;

  remoteCli('release', 'careers');
  const first = readRemotes().careers!.version;
  remoteCli('release', 'careers');
  const second = readRemotes().careers!.version;
  expect(new Set([original, first, second]).size).toBe(3);
  const after = readRemotes();
  for (const other of ['catalog', 'directory', 'content']) expect(after[other]).toEqual(before[other]);

  await untilServed(page, second);
  let versions = trackVersions(page, REMOTE_ORIGINS.careers);
  await page.goto('/career');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect([...versions]).toEqual([second]);

  const out = remoteCli('rollback', 'careers');
  expect(out).toContain(`${second} -> ${first}`);
  expect(readRemotes().careers!.version).toBe(first);
  for (const other of ['catalog', 'directory', 'content']) expect(readRemotes()[other]).toEqual(before[other]);

  await untilServed(page, first);
  versions = trackVersions(page, REMOTE_ORIGINS.careers);
  await page.reload();
  await expect(page.locator('main h1').first()).toBeVisible();
  expect([...versions]).toEqual([first]);

  const status = JSON.parse(remoteCli('status', '--json')) as { remotes: { remote: string; active: string; kept: string[]; manifest: { ok: boolean } }[] };
  const careers = status.remotes.find((r) => r.remote === 'careers')!;
  expect(careers.active).toBe(first);
  expect(careers.kept).toEqual(expect.arrayContaining([original, first, second]));
  expect(status.remotes.every((r) => r.manifest.ok)).toBe(true);

  remoteCli('rollback', 'careers', original);
  expect(readRemotes().careers!.version).toBe(original);
});

const sample: Record<string, string> = {
  catalog: '/allServices',
  directory: '/worldwide-directory',
  content: '/help-center',
  careers: '/career',
};

for (const [remote, origin] of Object.entries(REMOTE_ORIGINS)) {
  test(`with ${remote} unreachable the rest of the site keeps working, and Retry recovers`, async ({ page }) => {
    await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(sample[remote]!);
    const unavailable = page.locator(`[data-remote-unavailable="${remote}"]`);
    await expect(unavailable).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    // Another remote still works, through the top bar's links.
    const other = Object.keys(sample).find((r) => r !== remote)!;
    await page.goto(sample[other]!);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);

    // Back to the broken one, then it comes back and Retry recovers without a full reload.
    await page.goto(sample[remote]!);
    await expect(unavailable).toBeVisible();
    await page.unroute(`${origin}/**`);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(unavailable).toHaveCount(0);
    expect(navigations).toEqual([]);
  });
}

test("the top bar comes alive while the page remote's texts are still on their way, and the remote's part waits for them", async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|Minified React error|did not match/i.test(m.text())) problems.push(m.text().slice(0, 200));
  });
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${REMOTE_ORIGINS.catalog}/**/locales/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/allServices', { waitUntil: 'commit' });
  // The host hydrates with its own texts (the app marks <html data-app="ready"> once it has): the top bar works.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
  // The remote's part keeps the server's HTML until its texts are here, then hydrates it without a mismatch.
  expect(await page.evaluate(() => document.documentElement.dataset.page ?? null)).toBeNull();
  await expect(page.locator('main h1').first()).toBeVisible();
  release();
  await page.locator('html[data-page]').waitFor({ state: 'attached' });
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a remote answering 500 or serving broken JavaScript shows the fallback inside the layout', async ({ page }) => {
  // The browser loads a remote by its container script.
  await page.route(`${REMOTE_ORIGINS.content}/**/remoteEntry.js`, (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.goto('/help-center');
  await expect(page.locator('[data-remote-unavailable="content"]')).toBeVisible();
  await page.unroute(`${REMOTE_ORIGINS.content}/**/remoteEntry.js`);

  await page.route(`${REMOTE_ORIGINS.directory}/**/remoteEntry.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is not javascript (' }),
  );
  await page.goto('/worldwide-directory');
  await expect(page.locator('[data-remote-unavailable="directory"]')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test('a remote that hangs gives up after 120 seconds, then shows the fallback', async ({ page }) => {
  await page.clock.install();
  // Hold the careers container forever: the load must time out on our clock, not the network's.
  await page.route(`${REMOTE_ORIGINS.careers}/**/remoteEntry.js`, () => undefined);
  await page.goto('/career', { waitUntil: 'commit' });
  await expect(page.locator('footer')).toBeVisible();
  // The page is live (its scripts ran on the page's clock): the remote's load started as it hydrated.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const fallback = page.locator('[data-remote-unavailable="careers"]');
  // The load started while the page hydrated, a moment (of a loaded test machine's time) before this point. From here
  // the page's clock moves only when told: a slow machine's waiting below adds nothing to the 120 s. The pause is
  // half a second ahead of the page's time as read: on a loaded machine more than 10 ms could pass before the pause
  // arrives, and a pause in the past is refused ("Cannot fast-forward to the past", seen once in CI).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.clock.runFor(110_000);
  await expect(fallback).toHaveCount(0);
  // Meanwhile the server's HTML of the page stays on screen (that part of the page waits to hydrate).
  await expect(page.locator('main h1').first()).toHaveText('Careers at Cargora');
  await page.clock.runFor(12_000);
  await expect(fallback).toBeVisible();
});

test('a remote that throws while rendering is contained by its boundary', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A container whose App throws on render: what a bad release of the careers remote would do.
  await page.route(`${REMOTE_ORIGINS.careers}/**/remoteEntry.js`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: `var careers = {
        init: function () { return Promise.resolve(); },
        get: function () {
          return Promise.resolve(function () {
            return { __esModule: true, default: function BrokenCareers() { throw new Error('careers render failure'); } };
          });
        }
      };`,
    }),
  );
  await page.goto('/career');
  const fallback = page.locator('[data-remote-unavailable="careers"]');
  await expect(fallback).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await page.goto('/help-center');
  await expect(page.locator('main h1').first()).toBeVisible();
});
