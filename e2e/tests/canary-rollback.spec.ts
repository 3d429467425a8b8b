// Automatic rollback (issue 50), against the e2e site (CANARY_MIN_LOADS=20): a canary of careers whose server build
// throws is aborted by the host's decider within 30 s of both arms reaching 20 loads, with the reason in
// `npm run remote -- status --json` and in the operator's console; a healthy canary goes through its stages (windows
// of 4 s) to every visitor, and the console shows its arms as charts, in Chromium.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { E2E_ENV, SITE, asOperator, visit } from '../support/site';
import { remoteCli } from '../support/cli';
import { publishCopy, stableVersion } from '../support/publish';

test.describe.configure({ mode: 'serial' });

interface Decision {
  action: string;
  reason: string;
  version: string;
}
interface RemoteStatus {
  remote: string;
  active: string;
  canary: { version: string; percent: number } | null;
  lastDecision: Decision | null;
}
const statusOf = (remote: string): RemoteStatus =>
  (JSON.parse(remoteCli('status', '--json')) as { remotes: RemoteStatus[] }).remotes.find(
    (r) => r.remote === remote,
  )!;
/**
 * Buckets (the cargora_bucket cookie) on each arm of a careers canary at every stage up to 50%: the canary's at 1%
 * already, the stable one's still at 50%. Found by the rule (sha256 of `careers:<bucket>`) and checked with the server.
 */
async function armBuckets(canary: string): Promise<{ canary: number[]; stable: number[] }> {
  const position = (bucket: number) =>
    createHash('sha256').update(`careers:${bucket}`).digest().readUInt32BE(0) / 2 ** 32;
  const found = { canary: [] as number[], stable: [] as number[] };
  for (let bucket = 0; bucket < 10_000 && (found.canary.length < 3 || found.stable.length < 3); bucket += 1) {
    if (position(bucket) < 0.01 && found.canary.length < 3) found.canary.push(bucket);
    if (position(bucket) > 0.6 && found.stable.length < 3) found.stable.push(bucket);
  }
  for (const [arm, buckets] of Object.entries(found)) {
    for (const bucket of buckets) {
      const served = (
        JSON.parse((await visit('/remotes.json', { cookie: `cargora_bucket=${bucket}` })).body) as Record<string, { version: string }>
      ).careers!.version;
      expect(served === canary ? 'canary' : 'stable', `bucket ${bucket}`).toBe(arm);
    }
  }
  return found;
}

/** Every careers version the host serves now (its stable and canary ones): a canary has reached it once listed. */
async function careersVersionsServed(): Promise<string[]> {
  const all = JSON.parse((await visit('/remotes.json?versions=all')).body) as Record<string, { versions: string[] }>;
  return all.careers!.versions;
}

let page = 0;
/** One careers page rendered by the server for a visitor of `bucket` (a new address each time: no page kept). */
async function visitCareers(bucket: number) {
  page += 1;
  await visit(`/jobs-details/e2e-canary-${Date.now()}-${page}`, { cookie: `cargora_bucket=${bucket}` });
}

test.afterAll(() => {
  if (statusOf('careers').canary) remoteCli('abort', 'careers', '--reason', 'e2e clean-up');
});

test('a broken canary is aborted within 30 s of both arms having CANARY_MIN_LOADS loads, and says why', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  if (statusOf('careers').canary) remoteCli('abort', 'careers', '--reason', 'before the rollback test');
  const broken = publishCopy('careers', { broken: true });
  remoteCli('canary', 'careers', broken);
  expect(statusOf('careers').canary).toMatchObject({ version: broken, percent: 1 });
  await expect.poll(careersVersionsServed).toContain(broken);
  const buckets = await armBuckets(broken);

  // 20 loads on each arm (and a few more, for the host's counts to reach the API), then the clock starts.
  const minLoads = Number(E2E_ENV.CANARY_MIN_LOADS);
  for (let i = 0; i < minLoads + 2; i += 1) {
    await visitCareers(buckets.canary[i % 3]!);
    await visitCareers(buckets.stable[i % 3]!);
  }
  const reached = Date.now();
  await expect.poll(() => statusOf('careers').canary, { timeout: 30_000, intervals: [1000] }).toBeNull();
  expect(Date.now() - reached).toBeLessThan(30_000);
  const { lastDecision, active } = statusOf('careers');
  expect(lastDecision).toMatchObject({
    action: 'abort',
    version: broken,
    reason: expect.stringMatching(/^failure rate \d+\.\d\d% vs \d+\.\d\d% stable/),
  });
  expect(active).not.toBe(broken);

  // The console says the same, to an operator only.
  const visitor = await browser.newContext();
  expect((await (await visitor.newPage()).goto(`${SITE}/ops`))!.status()).toBe(404);
  await visitor.close();
  const context = await browser.newContext({ extraHTTPHeaders: asOperator() });
  const ops = await context.newPage();
  await ops.goto(`${SITE}/ops`);
  const row = ops
    .getByRole('table', { name: 'Canary decisions, newest first' })
    .getByRole('row')
    .filter({ hasText: broken })
    .first();
  await expect(row).toContainText('abort');
  await expect(row).toContainText(lastDecision!.reason);
  await context.close();
});

test('a healthy canary goes through its stages to every visitor; the console charts its arms', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const before = stableVersion('careers');
  const healthy = publishCopy('careers');
  process.env.CANARY_STAGE_WINDOW_MS = '4000';
  try {
    remoteCli('canary', 'careers', healthy);
  } finally {
    delete process.env.CANARY_STAGE_WINDOW_MS;
  }
  await expect.poll(careersVersionsServed).toContain(healthy);
  const buckets = await armBuckets(healthy);
  for (let i = 0; i < 24; i += 1) {
    await visitCareers(buckets.canary[i % 3]!);
    await visitCareers(buckets.stable[i % 3]!);
  }

  // The operator's console, in Chromium, while it runs: both arms as charts with their tables.
  const context = await browser.newContext({ extraHTTPHeaders: asOperator() });
  const ops = await context.newPage();
  await ops.goto(`${SITE}/ops`);
  await expect(
    ops.getByRole('heading', { level: 1, name: 'Operations: remote releases and canaries' }),
  ).toBeVisible();
  const careers = ops.getByRole('region', { name: 'careers' });
  await expect(careers.getByRole('img', { name: 'careers: failure rate per minute' })).toBeVisible();
  await expect(careers.getByRole('img', { name: 'careers: p75 LCP per minute' })).toBeVisible();
  await careers.getByText('careers: failure rate per minute as a table').click();
  await expect(careers.getByRole('table', { name: 'careers: failure rate per minute' })).toBeVisible();
  await expect(
    careers.getByRole('button', { name: `Promote careers ${healthy} to every visitor` }),
  ).toBeVisible();
  await context.close();

  // Visitors keep coming until the decider has advanced it 1 → 10 → 50 → 100% and promoted it.
  await expect
    .poll(
      async () => {
        await visitCareers(buckets.canary[0]!);
        await visitCareers(buckets.stable[0]!);
        return stableVersion('careers');
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(healthy);
  expect(before).not.toBe(healthy);
  const log = readFileSync(join(E2E_ENV.CARGORA_DEPLOY_DIR, 'canary-log.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Decision)
    .filter((d) => d.version === healthy);
  expect(log.map((d) => d.action)).toEqual(['start', 'advance', 'advance', 'advance', 'promote']);
  expect(
    log
      .filter((d) => d.action === 'advance')
      .map((d) => /(\d+)% → (\d+)%/.exec(d.reason)?.slice(1).join('→')),
  ).toEqual(['1→10', '10→50', '50→100']);
  expect(statusOf('careers').canary).toBeNull();
});
