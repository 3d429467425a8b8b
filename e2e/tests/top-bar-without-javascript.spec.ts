// Without JavaScript the top bar still leads everywhere: its menus are native disclosures, the phone drawer opens as
// the target of its Menu link, Login is a link to the sign-in page, and the catalogue's Book and add-to-compare work.
import { expect, test, type APIRequestContext } from '../support/test';
import { API, E2E_ENV } from '../support/site';

test.use({ javaScriptEnabled: false });

async function services(request: APIRequestContext, count: number): Promise<{ id: number; title: string }[]> {
  const res = await request.get(`${API}/misc/services?pageSize=${count}&category=internationalTransport`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { items: { id: number; title: string }[] } }).data.items;
}

test('on a phone the Menu link opens the drawer with its links, the preferences and sign-in, and closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/allServices?page=2');
  const bar = page.getByRole('banner');
  const drawer = page.locator('#site-drawer');
  await expect(drawer.getByRole('link', { name: 'Agent Directory' })).toBeHidden();
  await bar.getByRole('link', { name: 'Menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Agent Directory' })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2FallServices%3Fpage%3D2');
  // The categories open as a disclosure inside it.
  await drawer.getByText('Categories').click();
  await expect(drawer.getByRole('link', { name: 'Customs Services' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Close menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Agent Directory' })).toBeHidden();

  await bar.getByRole('link', { name: 'Menu' }).click();
  await drawer.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/\/allServices\?page=2$/);
});

test('on a desktop the Menu and "Agents and plans" open as disclosures, and Login leads to the sign-in page', async ({ page }) => {
  await page.goto('/allServices');
  const bar = page.getByRole('banner');
  const menu = bar.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeHidden();
  await bar.locator('summary', { hasText: /^Menu/ }).click();
  await expect(menu.getByRole('link', { name: 'Help' })).toBeVisible();
  await menu.getByText('Categories').click();
  await menu.getByRole('link', { name: 'Warehouse Services' }).click();
  await expect(page).toHaveURL(/\/categories\/warehouseServices$/);

  await bar.locator('summary', { hasText: 'Agents and plans' }).click();
  const agentSite = bar.getByRole('link', { name: /Become an Agent/ });
  await expect(agentSite).toHaveAttribute('href', new RegExp(`^${E2E_ENV.AGENT_SITE_URL}`));
  await expect(agentSite).toHaveAttribute('target', '_blank');
  await bar.getByRole('link', { name: 'Subscription Packages' }).click();
  await expect(page).toHaveURL(/\/subscription/);

  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // The sign-in page, rendered on the server, offers the sign-in that works without scripts.
  await expect(page.getByRole('heading', { level: 1, name: 'Customer sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Customer site/ })).toHaveAttribute('href', new RegExp(`^${E2E_ENV.CUSTOMER_SITE_URL}`));
  await expect(page.locator('form input[type="password"]')).toHaveCount(0);
});

test('Book is a link to the customer site with the service, and ticked services are compared', async ({ page, request }) => {
  const [first] = await services(request, 1);
  await page.goto(`/without-cargora-protection/${first!.id}`);
  const book = page.getByRole('link', { name: /Book this service/ });
  const href = new URL((await book.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(`${E2E_ENV.CUSTOMER_SITE_URL}/book`);
  expect(href.searchParams.get('service')).toBe(String(first!.id));
  expect(href.searchParams.get('protection')).toBe('without');

  await page.goto('/allServices');
  const cards = page.locator('main article');
  const titles: string[] = [];
  for (const card of [cards.nth(0), cards.nth(1)]) {
    titles.push((await card.getByRole('heading').first().textContent())!.trim());
    await card.getByRole('checkbox', { name: 'Add to compare' }).check();
  }
  await page.getByRole('button', { name: 'Compare the services you ticked' }).click();
  await expect(page).toHaveURL(/\/compare-services\?ids=\d+&ids=\d+$/);
  for (const title of titles) await expect(page.locator('main').getByText(title).first()).toBeVisible();
});
