import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { API, E2E_ENV, REMOTE_ORIGINS, asOperator } from '../support/site';

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
