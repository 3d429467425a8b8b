import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { API, E2E_ENV, REMOTE_ORIGINS, asOperator } from '../support/site';
import { renderedVersions } from '../support/html';

type Manifest = Record<string, { version: string; url: string }>;
interface Row {
  remote: string;
  version: string;
  outcome: string;
  count: number;
  averageMs: number;
  lastMessage: string;
}

const liveVersion = (remote: string) =>
  (JSON.parse(readFileSync(join(E2E_ENV.CARGORA_DEPLOY_DIR, 'remotes.json'), 'utf8')) as Manifest)[remote]!.version;

async function telemetryRows(): Promise<Row[]> {
  const res = await fetch(`${API}/misc/telemetry/remote-load?pageSize=100`, { headers: asOperator() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { items: Row[] } }).data.items;
}

// The README's runbook ("a bad release?") reads this endpoint: what the browser sends must reach it.
test('a remote that fails in the browser is counted at the API with its name and live version', async ({ page }) => {
  const version = liveVersion('directory');
  const errorsBefore = (await telemetryRows()).find((r) => r.remote === 'directory' && r.version === version && r.outcome === 'error')?.count ?? 0;
  const catalogOk = (r: Row) => r.remote === 'catalog' && r.version === liveVersion('catalog') && r.outcome === 'ok';
  const okBefore = (await telemetryRows()).find(catalogOk)?.count ?? 0;

  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/telemetry/remote-load') && req.method() === 'POST') posts.push(req.postData() ?? '');
  });
  // A bad release: the live version's entry is not JavaScript.
  await page.route(`${REMOTE_ORIGINS.directory}/${version}/remoteEntry.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is not javascript (' }),
  );
  await page.goto('/worldwide-directory');
  await expect(page.locator('[data-remote-unavailable="directory"]')).toBeVisible();

  // One report for the one failed load (its retries are not reported separately), accepted by the API.
  await expect.poll(async () => (await telemetryRows()).find((r) => r.remote === 'directory' && r.version === version && r.outcome === 'error')?.count ?? 0).toBe(errorsBefore + 1);
  const failure = posts.map((p) => JSON.parse(p) as { remote: string; ms?: number }).filter((p) => p.remote === 'directory');
  expect(failure).toHaveLength(1);
  expect(Number.isInteger(failure[0]!.ms)).toBe(true);

  // A good load is counted too, with whole milliseconds.
  await page.goto('/allServices');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(async () => (await telemetryRows()).find(catalogOk)?.count ?? 0).toBeGreaterThan(okBefore);
  const catalog = (await telemetryRows()).find(catalogOk)!;
  expect(catalog.averageMs).toBeGreaterThanOrEqual(0);
});

/** How many boundaryError events the API counted for a remote version in the last hour (operators). */
async function boundaryErrors(remote: string, version: string): Promise<number> {
  const since = new Date(Date.now() - 3600_000).toISOString();
  const res = await fetch(`${API}/misc/telemetry/measurements?remote=${remote}&version=${version}&since=${encodeURIComponent(since)}`, { headers: asOperator() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { counts: { boundaryError: number } } }).data.counts.boundaryError;
}

// Issue 50: a remote's page that throws while rendering in the browser, shown by its route's error boundary, is one
// boundaryError of the remote's live version (what a canary is judged on), not an uncaught error as well.
test('a page that throws while rendering in the browser is counted once as a boundaryError of its version', async ({ page }) => {
  const events: { remote: string; version: string; kind: string }[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/telemetry/page-event') && req.method() === 'POST') events.push(JSON.parse(req.postData() ?? '{}') as (typeof events)[number]);
  });
  // A post whose API answer has no body: its page throws while rendering. Only the browser asks for it this way (a
  // client navigation from the blog's index, which the server rendered).
  await page.route(/\/api\/v1\/misc\/blogs\/\d+(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { id: 1, title: 'Broken', lang: 'en' } }) }),
  );
  await page.goto('/cargorareads');
  // The content version this page runs (named by the server's HTML; other specs release content meanwhile, and a page
  // stays on the versions it started with).
  const version = await page.evaluate(
    () => (JSON.parse(document.getElementById('cargora-remotes')!.textContent!) as Record<string, { version: string }>).content!.version,
  );
  const before = await boundaryErrors('content', version);
  await page.locator('main a[href^="/popularblogs/"]').first().click();
  await expect(page).toHaveURL(/\/popularblogs\/\d+/);
  await expect.poll(() => events.filter((e) => e.kind === 'boundaryError').length).toBe(1);
  expect(events.filter((e) => e.kind !== 'LCP' && e.kind !== 'INP' && e.kind !== 'CLS')).toEqual([{ remote: 'content', version, kind: 'boundaryError' }]);
  await expect.poll(() => boundaryErrors('content', version)).toBe(before + 1);
});

// The web-vitals library is fetched by a sampled page load only (every load here: VITALS_SAMPLE_RATE is 1), after the
// page started: its LCP still reaches the API, for the remote and version of the page the visitor landed on.
test("a sampled page load fetches web-vitals and sends its LCP for the landing page's remote", async ({ page }) => {
  const events: { remote: string; version: string; kind: string; value?: number }[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/telemetry/page-event') && req.method() === 'POST') events.push(JSON.parse(req.postData() ?? '{}') as (typeof events)[number]);
  });
  const res = await page.goto('/allServices');
  await expect(page.locator('main h1').first()).toBeVisible();
  const version = renderedVersions(await res!.text()).catalog!.version;
  // web-vitals reports the LCP once the visitor interacts.
  await expect.poll(async () => {
    await page.locator('main h1').first().click();
    return events.filter((e) => e.kind === 'LCP');
  }).toEqual([{ remote: 'catalog', version, kind: 'LCP', value: expect.any(Number) as unknown }]);
});
