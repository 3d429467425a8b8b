import { expect, test } from '../support/test';

const currency = (page: import('@playwright/test').Page) => page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
const language = (page: import('@playwright/test').Page) => page.getByRole('banner').getByRole('combobox', { name: /Language|Langue|اللغة/ });

async function chooseCurrency(page: import('@playwright/test').Page, code: string) {
  await currency(page).click();
  await currency(page).fill(code);
  await page.getByRole('banner').getByRole('option', { name: new RegExp(`^${code}\\b`) }).click();
}

test('the chosen currency changes prices and survives a reload', async ({ page }) => {
  await page.goto('/newly-added-servicepage');
  const firstPrice = page.locator('main').getByText(/\$\s?[\d,]+/).first();
  await expect(firstPrice).toBeVisible();
  await currency(page).click();
  const list = page.getByRole('banner').getByRole('listbox', { name: 'Currency' });
  await expect(list).toBeVisible();
  expect((await list.boundingBox())!.height).toBeLessThanOrEqual(200);
  await page.keyboard.press('Escape');
  await chooseCurrency(page, 'EUR');
  await expect(page.locator('main').getByText(/€/).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('EUR');
  await page.reload();
  // The code, the same in the server's HTML and after hydration (no flicker).
  await expect(currency(page)).toHaveValue('EUR');
  await page.mouse.wheel(0, 100);
  await expect(currency(page)).toHaveValue('EUR');
  await expect(page.locator('main').getByText(/€/).first()).toBeVisible();
  await chooseCurrency(page, 'USD');
});

test('a page carries the rates it shows: the whole table only once the visitor picks a currency it has none for', async ({ page }) => {
  const tableReads: string[] = [];
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/misc/exchange-rates')) tableReads.push(req.url());
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/newly-added-servicepage');
  await expect(page.locator('main').getByText(/\$\s?[\d,]+/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Reading asks for no table, and so loads no HTTP client either (no script but the start-up's and the page's).
  expect(tableReads).toEqual([]);
  const loaded = scripts.length;
  await chooseCurrency(page, 'JPY');
  await expect(page.locator('main').getByText(/¥\s?[\d,]+/).first()).toBeVisible();
  expect(tableReads).toHaveLength(1);
  expect(scripts.length).toBeGreaterThan(loaded);
  await chooseCurrency(page, 'USD');
});

test('French translates the site and Arabic turns it right-to-left', async ({ page }) => {
  await page.goto('/landing-page');
  await language(page).selectOption('fr');
  await page.getByRole('banner').getByRole('button', { name: /^(Apply|Appliquer|تطبيق)$/ }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The footer loads as the visitor scrolls towards it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByText('Centre d\'aide')).toBeVisible();

  await language(page).selectOption('ar');

  await page.getByRole('banner').getByRole('button', { name: /^(Apply|Appliquer|تطبيق)$/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await language(page).selectOption('en');

  await page.getByRole('banner').getByRole('button', { name: /^(Apply|Appliquer|تطبيق)$/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('display settings are remembered', async ({ page }) => {
  await page.goto('/help-center');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Display settings' }).click();
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await footer.getByLabel('Theme', { exact: true }).selectOption('dark');
  await footer.getByLabel('Theme colour').selectOption('green');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(before);
  await page.reload();
  const settings = JSON.parse((await page.evaluate(() => localStorage.getItem('settings')))!);
  expect(settings).toMatchObject({ mode: 'dark', themeColor: 'green' });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(before);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Display settings' }).click();
  await expect(page.getByRole('contentinfo').getByLabel('Theme', { exact: true })).toHaveValue('dark');
  await expect(page.getByRole('contentinfo').getByLabel('Theme colour')).toHaveValue('green');
});

test('the top bar is transparent on the landing page until scrolled, and on small screens a drawer replaces it', async ({ page }) => {
  await page.goto('/landing-page');
  const bar = page.getByRole('banner');
  await expect(bar).toHaveAttribute('data-transparent', 'true');
  await page.mouse.wheel(0, 800);
  await expect(bar).toHaveAttribute('data-transparent', 'false');
  await page.goto('/allServices');
  await expect(bar).toHaveAttribute('data-transparent', 'false');

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(bar.getByRole('combobox', { name: 'Currency' })).toBeHidden();
  await bar.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.locator('#site-drawer');
  await expect(drawer.getByRole('link', { name: 'Agent Directory' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Agent Directory' }).click();
  await expect(page).toHaveURL(/\/worldwide-directory$/);
});

test('the Menu lists Home, the eight category entries, Agent Directory and Help', async ({ page }) => {
  await page.goto('/allServices');
  const bar = page.getByRole('banner');
  await bar.getByRole('button', { name: /^Menu/ }).click();
  const menu = bar.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await menu.getByRole('button', { name: /Categories/ }).click();
  for (const name of ['All Services', 'International Transport', 'Domestic Transport CityWide', 'Domestic Transport CitytoCity', 'Customs Services', 'Warehouse Services', 'Port Agency Services', 'Brokerage Services']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Customs Services' }).click();
  await expect(page).toHaveURL(/\/categories\/customsServices$/);
});

test('ArrowDown on the focused language list changes nothing until the visitor applies it', async ({ page }) => {
  await page.goto('/allServices');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await language(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(language(page)).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
