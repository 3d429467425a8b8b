import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { API } from '../support/site';

interface ServiceLite {
  id: number;
  title: string;
  priceUsd: number;
  protectionFee: string;
}
interface PageOf<T> {
  items: T[];
  total: number;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`);
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const cardTitles = (page: Page) => page.locator('main h3 a');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a search from the landing page lands on the filtered list, and the shared URL restores it', async ({ page, request, browser }) => {
  const routes = await api<{ items: { originCountry: string; destinationCountry: string; serviceCount: number }[] }>(
    request,
    '/misc/popular/international-routes?limit=1',
  );
  const route = routes.items[0]!;
  const expected = await api<PageOf<ServiceLite>>(
    request,
    `/misc/services?category=internationalTransport&origin=${encodeURIComponent(route.originCountry)}&destination=${encodeURIComponent(route.destinationCountry)}`,
  );
  expect(expected.total).toBeGreaterThan(0);

  await page.goto('/landing-page');
  const form = page.getByRole('search', { name: 'Search services' });
  await form.getByLabel('Category').selectOption('internationalTransport');
  await form.getByRole('combobox', { name: 'From (city, port or country)' }).fill(route.originCountry);
  await form.getByRole('combobox', { name: 'To (city, port or country)' }).fill(route.destinationCountry);
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/categories\/internationalTransport\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('origin')).toBe(route.originCountry);
  expect(url.searchParams.get('destination')).toBe(route.destinationCountry);
  await expect(page.getByText(`Services found: ${expected.total}`)).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText(expected.items[0]!.title);

  // Someone opening the shared link sees the same results.
  const other = await browser.newPage();
  await other.goto(page.url());
  await expect(other.getByText(`Services found: ${expected.total}`)).toBeVisible();
  await expect(cardTitles(other).first()).toHaveText(expected.items[0]!.title);
  await other.close();
});

test('sorting and paging follow the API, live in the URL, and Back walks through them', async ({ page }) => {
  const listAnswer = (check: (url: URL) => boolean) =>
    page.waitForResponse((res) => res.url().includes('/api/v1/misc/services?') && check(new URL(res.url())));
  const firstTitle = async (answer: Promise<import('@playwright/test').Response>) => {
    const res = await answer;
    const body = (await res.json()) as { data: PageOf<ServiceLite> };
    return { url: new URL(res.url()), title: body.data.items[0]!.title, prices: body.data.items.map((i) => i.priceUsd) };
  };

  await page.goto('/categories/customsServices');
  await expect(cardTitles(page).first()).toBeVisible();
  const sorted = listAnswer((u) => u.searchParams.get('sort') === 'price_asc');
  await page.getByLabel('Sort by').selectOption('price_asc');
  const first = await firstTitle(sorted);
  expect(first.url.searchParams.get('category')).toBe('customsServices');
  expect(first.prices).toEqual([...first.prices].sort((a, b) => a - b));
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(cardTitles(page).first()).toHaveText(first.title);

  const paged = listAnswer((u) => u.searchParams.get('page') === '2');
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  const second = await firstTitle(paged);
  expect(second.url.searchParams.get('sort')).toBe('price_asc');
  expect(Math.min(...second.prices)).toBeGreaterThanOrEqual(Math.max(...first.prices));
  await expect(page).toHaveURL(/page=2/);
  await expect(cardTitles(page).first()).toHaveText(second.title);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cardTitles(page).first()).toHaveText(first.title);
});

test('three services added to compare show side by side with the best price marked', async ({ page }) => {
  // Services of one lane and category (a price is marked lowest only among those): the busiest container lane.
  await page.goto('/allServices?origin=Shanghai&destination=Rotterdam&mode=sea&sort=rating');
  await expect(cardTitles(page).first()).toBeVisible();
  const titles = await cardTitles(page).allTextContents();
  const boxes = page.locator('main').getByLabel('Add to compare');
  for (let i = 0; i < 3; i += 1) await boxes.nth(i).check();
  const tray = page.getByRole('region', { name: 'Compare tray' }).or(page.locator('[aria-label="Compare tray"]'));
  await expect(tray.getByText('Compare (3/4)')).toBeVisible();
  await tray.getByRole('link', { name: 'Compare' }).click();

  await expect(page).toHaveURL(/\/compare-services\?ids=\d+(%2C|,)\d+(%2C|,)\d+/);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  // Services of one lane may share a title (three agents' FCL Shanghai → Rotterdam): each title has a column.
  for (const title of titles.slice(0, 3)) await expect(table.getByRole('columnheader', { name: new RegExp(escapeRegExp(title)) }).first()).toBeVisible();
  const priceRow = table.getByRole('row', { name: /Price/ }).first();
  await expect(priceRow.getByText('Lowest price')).toBeVisible();

  // The tray follows the visitor across a reload.
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('compareServices')))!)).toHaveLength(3);
});

test('the compare page shows the services in the page’s language', async ({ page, request }) => {
  const english = (await api<PageOf<ServiceLite>>(request, '/misc/services?pageSize=2&lang=en')).items;
  const ids = english.map((s) => s.id);
  const french = await Promise.all(ids.map((id) => api<ServiceLite>(request, `/misc/services/${id}?lang=fr`)));
  // Seeded services are written in each language: the French titles are not the English ones.
  expect(french.map((s) => s.title)).not.toEqual(english.map((s) => s.title));
  await page.goto(`/compare-services?ids=${ids.join(',')}&lang=fr`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  for (const { title } of french) await expect(table.getByRole('columnheader', { name: new RegExp(escapeRegExp(title)) })).toBeVisible();
  for (const { title } of english) await expect(table).not.toContainText(title);
});

test('a service with and without protection shows the matching price breakdown', async ({ page, request }) => {
  const protectedOnes = await api<PageOf<ServiceLite>>(request, '/misc/services?protection=with&pageSize=1');
  const service = protectedOnes.items[0]!;
  // Protection is insurance priced on the declared value of the goods (here USD 40,000), not on the price.
  await page.goto(`/with-cargora-protection/${service.id}?value=40000&valueCur=USD`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
  await expect(page.getByText(`Cargo protection (${service.protectionFee} of the declared value, $40,000)`)).toBeVisible();
  await expect(page.getByText('Total').first()).toBeVisible();

  await page.getByRole('link', { name: 'Without protection' }).first().click();
  // The load, its declared value with it, stays in the address.
  await expect(page).toHaveURL(new RegExp(`/without-cargora-protection/${service.id}\\?value=40000&valueCur=USD$`));
  await expect(page.getByText(/^Cargo protection \(/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
});

test('an unknown category answers 404 in place, with a way back to the landing page', async ({ page }) => {
  const response = await page.goto('/categories/spaceTravel');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/categories\/spaceTravel$/);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Category not found')).toBeVisible();
  // Inside the layout, unlike the bare 404 of an unknown path.
  await expect(page.locator('footer')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/landing-page$/);
});

test('a service that does not exist gets a clear message inside the layout', async ({ page }) => {
  await page.goto('/with-cargora-protection/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test("the host's start-up scripts are all named in the page, fetched once each, and added after the first paint", async ({ page, request, baseURL }) => {
  const html = await (await request.get('/landing-page')).text();
  // No <script src> in the page: its loader adds them once the page has painted.
  expect(html).not.toMatch(/<script[^>]* src=/);
  const named = [...new Set([...html.matchAll(/"(\/js\/[\w.]+\.js)"/g)].map((m) => new URL(m[1]!, baseURL).href))];
  expect(named.some((url) => /\/js\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);

  await page.addInitScript(() => {
    const startup = { frame: 0, script: 0 };
    (window as unknown as { __startup: typeof startup }).__startup = startup;
    requestAnimationFrame(() => (startup.frame = performance.now()));
    new MutationObserver((records, observer) => {
      if (records.some((r) => Array.from(r.addedNodes).some((n) => n instanceof HTMLScriptElement && n.src))) {
        startup.script = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const hostScripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && req.url().startsWith(new URL(baseURL!).origin)) hostScripts.push(req.url());
  });
  await page.goto('/landing-page');
  await expect(page.locator('main [role="search"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Everything the host ran to start was named in the page (nothing found out late by webpack), and fetched once.
  expect(new Set(hostScripts.slice(0, named.length))).toEqual(new Set(named));
  expect(new Set(hostScripts).size).toBe(hostScripts.length);
  // None ran before the browser had produced a frame of the page (the server's first paint).
  const timing = await page.evaluate(() => (window as unknown as { __startup: { frame: number; script: number } }).__startup);
  expect(timing.frame).toBeGreaterThan(0);
  expect(timing.script).toBeGreaterThanOrEqual(timing.frame);
});

test('the footer arrives in the HTML of the page, with its links', async ({ page, request }) => {
  const html = await (await request.get('/landing-page')).text();
  const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
  expect(footer).toContain('href="/help-center"');
  await page.goto('/landing-page');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Help center' });
  await expect(link).toHaveAttribute('href', '/help-center');
  await expect(page.getByRole('contentinfo')).not.toHaveAttribute('aria-busy', 'true');
});
