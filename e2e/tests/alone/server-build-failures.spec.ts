// A remote's server build that throws or never finishes: the host leaves that section to the browser and still answers
// with the rest of the page. Run in the "alone" project, after every other test: a build that hangs holds a render
// thread of the shared site for the whole render budget (SSR_BUDGET_MS) each time, and the pages other tests asked
// for at that moment would wait behind it. To run this file by itself: `npx playwright test tests/alone --no-deps`.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../../support/test';
import { E2E_ENV, asOperator } from '../../support/site';
import { remoteCli } from '../../support/cli';
import { mainOf, waitForVersion } from '../../support/html';
import { publishCopy, stableVersion } from '../../support/publish';

test('a server build that throws or hangs is left to the browser: the rest of the page is still rendered, with status 200', async ({ request, page }) => {
  test.setTimeout(120_000);
  const original = stableVersion('content');
  const statusOf = async () => ((await (await request.get('/ssr-status', { headers: asOperator() })).json()) as { rendering: { sectionsLeftToBrowser: number } }).rendering.sectionsLeftToBrowser;
  const cases = {
    throws: "throw new Error('a broken server build');",
    // A container whose App never finishes rendering: the render budget gives up on it.
    hangs:
      'const never = new Promise(() => {}); function HangingContent() { throw never; }' +
      ' module.exports = { init() {}, get: () => Promise.resolve(() => ({ default: HangingContent })) };',
  };
  const published: string[] = [];
  try {
    for (const [name, build] of Object.entries(cases)) {
      const version = publishCopy('content', { serverBuild: build });
      published.push(version);
      const left = await statusOf();
      remoteCli('rollback', 'content', version);
      const { html } = await waitForVersion(request, `/help-center?case=${name}`, 'content', version);
      const res = await request.get(`/help-center?case=${name}-2`);
      expect(res.status(), name).toBe(200);
      for (const page of [html, await res.text()]) {
        expect(page, name).toContain('<header');
        expect(page, name).toContain('<footer');
        // The section is the browser's: its loading state in the HTML, marked for client rendering.
        expect(mainOf(page), name).toContain('role="status"');
        expect(mainOf(page), name).not.toContain('Help Center');
      }
      expect(await statusOf(), name).toBeGreaterThan(left);
      // In the browser the same version's own build renders the page.
      await page.goto(`/help-center?case=${name}-3`);
      await expect(page.locator('main h1').first()).toHaveText('Help Center');
    }
  } finally {
    remoteCli('rollback', 'content', original);
    for (const version of published) rmSync(join(E2E_ENV.CARGORA_DEPLOY_DIR, 'content', version), { recursive: true, force: true });
  }
  await waitForVersion(request, '/help-center', 'content', original);
});
