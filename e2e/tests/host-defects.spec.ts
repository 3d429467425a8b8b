// Issue 48's smaller host defects, as a visitor meets them: the error pages answer their status, the theme follows
// the device's dark preference from the server's first paint (before any script) to the hydrated page, and the
// footer's support contact is a link that goes somewhere.
import { expect, test } from '../support/test';

const DARK_BACKGROUND = 'rgb(15, 19, 27)'; // theme.ts: dark.background #0f131b
const LIGHT_BACKGROUND = 'rgb(246, 247, 249)'; // theme.ts: light.background #f6f7f9
const background = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the error pages answer their own status: /401 is 401, /404 is 404', async ({ request }) => {
  for (const [path, status] of [['/401', 401], ['/404', 404], ['/no-such-page', 404]] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(status);
    expect(await res.text(), path).toContain(`>${status === 401 ? 401 : 404}</h1>`);
  }
});

test('a device that prefers dark gets the dark theme from the server\'s HTML on, without a script and after hydration', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/help-center');
    expect(await background(page), `javascript ${javaScriptEnabled}`).toBe(DARK_BACKGROUND);
    if (javaScriptEnabled) {
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      expect(await background(page)).toBe(DARK_BACKGROUND);
    }
    await context.close();
  }
  const light = await browser.newContext({ colorScheme: 'light' });
  const page = await light.newPage();
  await page.goto('/help-center');
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  await light.close();
});

test('the footer\'s support contact is a link to the contact details', async ({ page }) => {
  await page.goto('/help-center');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/legal-notice/);
  await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
});
