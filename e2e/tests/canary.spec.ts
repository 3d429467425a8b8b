// Canary releases (issue 50), in Chromium against the e2e site: a canary of the directory remote at 50% keeps one
// browser on its arm over 20 navigations (the server's HTML and the remote entry the browser loads alike), and a page
// left open across three releases and a rollback loads every file it asks for (skew protection). The directory: no
// other spec releases it or checks its version (federation-ops releases careers, server-rendering content), so the
// specs may run side by side.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { E2E_ENV, REMOTE_ORIGINS, visit } from '../support/site';
import { remoteCli } from '../support/cli';
import { publishCopy } from '../support/publish';
import { renderedVersions, type Manifest } from '../support/html';

test.describe.configure({ mode: 'serial' });

const REMOTE = 'directory';

const readRemotes = (): Manifest => JSON.parse(readFileSync(join(E2E_ENV.CARGORA_DEPLOY_DIR, 'remotes.json'), 'utf8')) as Manifest;
const canaryOf = (remote: string): { version: string; percent: number } | null => {
  const status = JSON.parse(remoteCli('status', '--json')) as { remotes: { remote: string; canary: { version: string; percent: number } | null }[] };
  return status.remotes.find((r) => r.remote === remote)!.canary;
};

/** The directory version a server-rendered page's HTML names for the browser. */
const namedVersion = (html: string): string => renderedVersions(html)[REMOTE]!.version;

/** The directory version folders the page downloaded files from. */
function remoteVersions(page: Page) {
  const versions = new Set<string>();
  page.on('request', (req) => {
    if (req.url().startsWith(REMOTE_ORIGINS[REMOTE])) versions.add(new URL(req.url()).pathname.split('/')[1]!);
  });
  return versions;
}

/** A navigation inside the open page (the router's, no document load), until the route `id` has rendered. */
async function clientNavigate(page: Page, path: string, id: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction((route) => document.documentElement.dataset.page === route, id, { timeout: 30_000 });
  await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
}

/** Scripts and JSON (entries, chunks, manifests, texts) that failed or answered 4xx/5xx. */
function failedLoads(page: Page) {
  const failed: string[] = [];
  const scriptOrJson = (url: string) => /\.(m?js|json)(\?|$)/.test(new URL(url).pathname);
  page.on('requestfailed', (req) => {
    if (scriptOrJson(req.url())) failed.push(`${req.url()}: ${req.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (res) => {
    if (scriptOrJson(res.url()) && res.status() >= 400) failed.push(`${res.url()}: ${res.status()}`);
  });
  return failed;
}

test.afterAll(() => {
  if (canaryOf(REMOTE)) remoteCli('abort', REMOTE, '--reason', 'e2e clean-up');
});

test('a canary at 50% splits fresh visitors and keeps one browser on its arm over 20 navigations', async ({ page }) => {
  test.setTimeout(300_000);
  const stable = readRemotes()[REMOTE]!.version;
  // A new published version of the directory (a copy of the stable one: the tool's build is tested by federation-ops)
  // served to half of the visitors.
  remoteCli('canary', REMOTE, publishCopy(REMOTE), '--percent', '50');
  const canary = canaryOf(REMOTE);
  expect(canary).toMatchObject({ percent: 50 });
  expect(canary!.version).not.toBe(stable);
  expect(readRemotes()[REMOTE]!.version).toBe(stable);

  // 200 fresh visitors (no cookie): each gets a bucket, and the versions of its arm. Both arms, each 35-65%.
  let onCanary = 0;
  await expect
    .poll(async () => {
      onCanary = 0;
      for (let i = 0; i < 200; i += 1) {
        const res = await visit('/remotes.json');
        expect(res.setCookies.some((c) => c.startsWith('cargora_bucket='))).toBe(true);
        if ((JSON.parse(res.body) as Manifest)[REMOTE]!.version === canary!.version) onCanary += 1;
      }
      // (The host looks at canary.json every 250 ms: polled until it has.)
      return onCanary > 0;
    })
    .toBe(true);
  expect(onCanary).toBeGreaterThanOrEqual(70);
  expect(onCanary).toBeLessThanOrEqual(130);

  // One browser: its first page gives it its bucket and arm.
  const loaded = remoteVersions(page);
  const first = await page.goto('/worldwide-directory');
  const arm = namedVersion(await first!.text());
  expect([stable, canary!.version]).toContain(arm);
  expect((await page.context().cookies()).find((c) => c.name === 'cargora_bucket')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect([...loaded]).toEqual([arm]);

  // 20 navigations: full page loads (the server's HTML) and the router's, within the directory and through other remotes.
  const routes = [
    ['/newly-registered-agents', 'newlyRegisteredAgents'],
    ['/help-center', 'helpCenter'],
    ['/worldwide-directory', 'worldwideDirectory'],
    ['/allServices', 'allServices'],
  ] as const;
  for (let i = 0; i < 20; i += 1) {
    const [path, id] = routes[i % routes.length]!;
    if (i % 2 === 0) {
      const res = await page.goto(path);
      expect(namedVersion(await res!.text())).toBe(arm);
    } else {
      await clientNavigate(page, path, id);
    }
  }
  expect([...loaded]).toEqual([arm]);
});

test('a page open across three releases and a rollback loads every file it asks for, then moves on when reloaded', async ({ page }) => {
  test.setTimeout(600_000);
  if (canaryOf(REMOTE)) remoteCli('abort', REMOTE, '--reason', 'before the skew test');
  const failed = failedLoads(page);
  const loaded = remoteVersions(page);
  const res = await page.goto('/help-center');
  // The version the page was given (named by its HTML): the live one may have moved since it was rendered.
  const opened = namedVersion(await res!.text());

  const released: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    // A version published beside the open page's, made active as a release (no build: `release <remote> <version>`).
    remoteCli('release', REMOTE, publishCopy(REMOTE));
    released.push(readRemotes()[REMOTE]!.version);
    // The open page goes on: into the directory (first time: its entry and chunks, of the version the page was given),
    // through its other routes and another remote.
    await clientNavigate(page, i % 2 ? '/newly-registered-agents' : '/worldwide-directory', i % 2 ? 'newlyRegisteredAgents' : 'worldwideDirectory');
    await clientNavigate(page, '/help-center', 'helpCenter');
  }
  expect(new Set([opened, ...released]).size).toBe(4);
  remoteCli('rollback', REMOTE);
  expect(readRemotes()[REMOTE]!.version).toBe(released[1]);
  await clientNavigate(page, '/newly-registered-agents', 'newlyRegisteredAgents');
  await clientNavigate(page, '/worldwide-directory', 'worldwideDirectory');

  // Every load of the open page was of the version it was given, and none failed.
  expect(failed).toEqual([]);
  expect([...loaded]).toEqual([opened]);

  // The next full navigation moves to the current version.
  await expect.poll(async () => namedVersion(await (await page.request.get('/worldwide-directory')).text()), { timeout: 15_000 }).toBe(released[1]);
  loaded.clear();
  await page.reload();
  await expect(page.locator('main h1').first()).toBeVisible();
  expect([...loaded]).toEqual([released[1]]);
  expect(failed).toEqual([]);
});
