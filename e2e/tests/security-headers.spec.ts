import { expect, test } from '../support/test';
import { HOST_PATHS, REMOTE_ROUTES } from '@cargora/shared/server';
import { cspReports, recordViolations } from '../support/csp';
import { fillRoute, realParams, type RouteParams } from '../support/fixtures';
import { REMOTE_ORIGINS, SITE } from '../support/site';

const PROBE = 'csp-probe';
let params: RouteParams;
test.beforeAll(async ({ request }) => {
  params = await realParams(request);
});

/** Every public route of the route table: the remotes' and the host's own (not /home, which needs a session). */
const publicPaths = () => [
  ...REMOTE_ROUTES.map((route) => fillRoute(route.path, route.id, params)),
  ...Object.values(HOST_PATHS).filter((path) => path !== HOST_PATHS.home),
];

test('every public route renders under the Content-Security-Policy without a single violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  const violations = await recordViolations(page);
  for (const path of publicPaths()) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self' 'nonce-");
    await expect(page.locator('h1').first(), path).toBeVisible();
    // Lazily loaded parts (footer, below-the-fold sections) come with scrolling.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(violations, path).toEqual([]);
  }
  const reports = (await cspReports(request)).filter((r) => !r.documentUri.includes(PROBE));
  expect(reports).toEqual([]);
});

test('the policy is enforced: an injected inline script is refused, seen by the page and by the collector', async ({ page, request }) => {
  const violations = await recordViolations(page);
  await page.goto(`/landing-page?${PROBE}=1`);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(async () => (await cspReports(request)).some((r) => r.documentUri.includes(PROBE) && r.violatedDirective.startsWith('script-src'))).toBe(true);
});

test('the host and every remote origin send the security headers; remotes stay readable by the site', async ({ request }) => {
  const remotes = (await (await request.get(`${SITE}/remotes.json`)).json()) as Record<string, { url: string }>;
  const checks = [
    { name: 'host page', url: `${SITE}/landing-page` },
    { name: 'host asset', url: `${SITE}/remotes.json` },
    ...Object.entries(remotes).map(([name, release]) => ({ name, url: release.url })),
  ];
  expect(checks.length).toBe(2 + Object.keys(REMOTE_ORIGINS).length);
  for (const { name, url } of checks) {
    const res = await request.get(url, { headers: { Origin: SITE } });
    expect(res.status(), name).toBe(200);
    const headers = res.headers();
    expect(headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], name).toBe('DENY');
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], name).toBeUndefined(); // plain HTTP here
    // helmet's own (issue 46): set on the host and on every remote origin alike.
    expect(headers['x-permitted-cross-domain-policies'], name).toBe('none');
    expect(headers['origin-agent-cluster'], name).toBe('?1');
    if (name in REMOTE_ORIGINS) {
      expect(headers['access-control-allow-origin'], name).toBe('*');
      // The host's pages (another origin) load the remotes' scripts, styles, manifests and translations.
      expect(headers['cross-origin-resource-policy'], name).toBe('cross-origin');
    }
  }
});

test('a page kept by the render cache still gets a nonce of its own, on its policy and on every inline tag', async ({ request }) => {
  const path = '/allServices?page=2';
  const answers = [await request.get(path), await request.get(path)];
  expect(answers[1]!.headers()['server-timing']).toContain('cache');
  const nonces = await Promise.all(
    answers.map(async (res) => {
      expect(res.status()).toBe(200);
      const policy = res.headers()['content-security-policy']!;
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)![1]!;
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      const attributes = [...(await res.text()).matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(attributes.length).toBeGreaterThan(2);
      expect(new Set(attributes)).toEqual(new Set([nonce]));
      return nonce;
    }),
  );
  expect(nonces[1]).not.toBe(nonces[0]);
});

test('the site refuses to render inside another origin’s frame', async ({ page }) => {
  const other = 'http://127.0.0.1:3199/';
  await page.route(other, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>elsewhere</title><iframe src="${SITE}/landing-page" width="800" height="600"></iframe>` }),
  );
  await page.goto(other);
  await page.waitForTimeout(2_000);
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(framed).toBeDefined();
  // Chromium replaces a refused frame with its error page: none of the site's document is in it.
  expect(framed!.url()).toMatch(/^chrome-error:/);
  expect(await framed!.locator('#root').count()).toBe(0);
});
