// The privacy policy tells the truth: after a visitor's whole journey (browsing, preferences, compare, a quote, a
// form without JavaScript, signing in and out), every cookie of the site and every key in its local and session
// storage is one the policy names, and every name the policy lists is one the site really sets.
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { signInThroughTheSite } from '../support/sign-in';

/** The names the rendered policy lists: its cookies section's paragraphs each start with them, e.g. "a, b and c (…". */
async function policyNames(page: Page): Promise<string[]> {
  await page.goto('/privacy-policy-page');
  const section = page.locator('main section, main').filter({ has: page.getByRole('heading', { name: 'Cookies and local storage' }) }).last();
  const paragraphs = await section.locator('p').allTextContents();
  const names: string[] = [];
  for (const text of paragraphs) {
    const head = /^([\w-]+(?:(?:, | and )[\w-]+)*) \(/.exec(text.trim());
    if (head) names.push(...head[1]!.split(/, | and /));
  }
  return names;
}

/** What the site holds in this browser now: its cookies and its storage keys (local and session). */
async function held(page: Page, context: BrowserContext): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const cookies = (await context.cookies(origin)).map((c) => c.name);
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  return [...cookies, ...keys];
}

test('every cookie and storage key after a journey is in the privacy policy, and the policy lists nothing unused', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const listed = await policyNames(page);
  expect(listed).toEqual(expect.arrayContaining(['cargora_prefs', 'cargora_csrf', 'accessToken', 'userData']));
  const seen = new Set<string>();
  const look = async () => {
    for (const name of await held(page, context)) seen.add(name);
  };

  // Browsing, the preferences, compare.
  await page.goto('/allServices?sort=rating');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const bar = page.getByRole('banner');
  const currency = bar.getByRole('combobox', { name: 'Currency' });
  await currency.click();
  await currency.fill('EUR');
  await bar.getByRole('option', { name: /^EUR\b/ }).click();
  await bar.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await bar.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.locator('main').getByLabel(/comparateur/i).first().check();
  await look();

  // A page with a form (its anti-forgery cookie), then signed in and out.
  await page.goto('/apply-jobs?careerId=1&lang=en');
  await look();
  await signInThroughTheSite(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => held(page, context)).toEqual(expect.arrayContaining(['accessToken', 'userData']));
  await look();
  await page.getByRole('button', { name: /Log out|Se déconnecter/ }).click();
  await look();
  expect(await held(page, context)).not.toContain('accessToken');

  const unlisted = [...seen].filter((name) => !listed.includes(name));
  expect(unlisted, 'held by the browser but not in the privacy policy').toEqual([]);
  const unused = listed.filter((name) => !seen.has(name));
  expect(unused, 'in the privacy policy but never set').toEqual([]);

  // And no cookie of another site.
  const other = (await context.cookies()).filter((c) => !/^(localhost|127\.0\.0\.1)$/.test(c.domain));
  expect(other).toEqual([]);
  void browser;
});
