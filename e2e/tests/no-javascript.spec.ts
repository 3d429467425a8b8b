// A visitor without JavaScript reaches every public page through the server's HTML: each journey is real links, and
// the lists' filters, sort and pages are links and GET forms.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { API } from '../support/site';

test.use({ javaScriptEnabled: false });

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`);
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const main = (page: Page) => page.locator('main');
const h1 = (page: Page) => main(page).locator('h1');
/** Follows the first link of the main content whose href starts with `prefix`; returns its text. */
async function follow(page: Page, prefix: string, urlPattern: RegExp): Promise<string> {
  const link = main(page).locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  const text = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(urlPattern);
  return text;
}

test('no script runs: the pages are the server’s HTML', async ({ page }) => {
  await page.goto('/landing-page');
  await expect(h1(page)).toHaveText('Ship anything, anywhere, with trusted agents');
  // Nothing hydrated the page.
  await expect(page.locator('html[data-app]')).toHaveCount(0);
});

test('landing → category → service → the agent’s storefront', async ({ page }) => {
  await page.goto('/landing-page');
  await main(page).getByRole('link', { name: /^Customs Services/ }).click();
  await expect(page).toHaveURL(/\/categories\/customsServices$/);
  await expect(h1(page)).toHaveText('Customs Services');

  const title = await follow(page, '/with-cargora-protection/', /\/with-cargora-protection\/\d+$/);
  await expect(h1(page)).toHaveText(title);

  const agent = await follow(page, '/storefront/', /\/storefront\/[^/]+$/);
  await expect(h1(page)).toHaveText(agent);
  await expect(main(page).locator('a[href^="/with-cargora-protection/"]').first()).toBeVisible();
});

test('the landing page’s search is a GET form', async ({ page }) => {
  await page.goto('/landing-page');
  const form = page.getByRole('search', { name: 'Search services' });
  await form.getByLabel('Category').selectOption('warehouseServices');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/allServices\?category=warehouseServices/);
  await expect(h1(page)).toHaveText('All services');
  await expect(page.getByRole('search', { name: 'Filters' }).getByLabel('Category')).toHaveValue('warehouseServices');
});

test('directory → country → region → storefront', async ({ page }) => {
  await page.goto('/worldwide-directory');
  await expect(h1(page)).toHaveText('Worldwide agent directory');

  await follow(page, '/country-directory-page/', /\/country-directory-page\/[^/]+$/);
  const country = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(h1(page)).toHaveText(`Agents in ${country}`);

  await follow(page, '/company-details/', /\/company-details\/[^/]+\/[^/]+$/);
  const state = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(h1(page)).toHaveText(`Companies in ${state}, ${country}`);

  const agent = await follow(page, '/storefront/', /\/storefront\/[^/]+$/);
  await expect(h1(page)).toHaveText(agent);
});

test('the directory’s country index filters with its GET form', async ({ page, request }) => {
  const counts = await api<{ items: { country: string }[] }>(request, '/misc/agent/count');
  const country = counts.items[0]!.country;
  await page.goto('/worldwide-directory');
  await page.getByLabel('Find a country').fill(country);
  await page.getByRole('button', { name: 'Show countries' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]filter=${encodeURIComponent(country).replace(/%20/g, '\\+')}`));
  await expect(main(page).locator(`a[href="/country-directory-page/${encodeURIComponent(country)}"]`)).toBeVisible();
});

test('blog index → post', async ({ page }) => {
  await page.goto('/cargorareads');
  await expect(h1(page)).toHaveText('Cargora Reads');
  const title = await follow(page, '/popularblogs/', /\/popularblogs\/\d+$/);
  await expect(h1(page)).toHaveText(title);
});

test('help center → topic → article, the search and the FAQ answers', async ({ page }) => {
  await page.goto('/help-center');
  await expect(h1(page)).toHaveText('Help Center');
  // Without a script to open them, every answer is shown.
  await expect(page.getByRole('region', { name: 'What is Cargora?' })).toBeVisible();

  const topic = await follow(page, '/help-center/sub-help?topic=', /\/help-center\/sub-help\?topic=\d+$/);
  await expect(h1(page)).toHaveText(topic);
  const article = await follow(page, '/help-center/sub-help/', /\/help-center\/sub-help\/\d+$/);
  await expect(h1(page)).toHaveText(article);

  await page.goto('/help-center');
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('customs');
  await main(page).getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/help-center\?q=customs$/);
  await expect(main(page).getByText(/Articles found for “customs”/)).toBeVisible();
  await expect(main(page).locator('li a[href^="/help-center/sub-help/"]').first()).toBeVisible();
});

test('careers → job, and the job filters as a GET form', async ({ page, request }) => {
  await page.goto('/career');
  await expect(h1(page)).toHaveText('Careers at Cargora');
  const jobs = await api<{ items: { department: string }[] }>(request, '/misc/careers?pageSize=100');
  const department = jobs.items[0]!.department;
  const count = jobs.items.filter((j) => j.department === department).length;
  const filters = page.getByRole('search', { name: 'Filter open positions' });
  await filters.getByLabel('Department').selectOption(department);
  await filters.getByRole('button', { name: 'Show jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]department=${encodeURIComponent(department).replace(/%20/g, '\\+')}`));
  await expect(main(page).getByText(`Matching positions: ${count}`)).toBeVisible();

  const title = await follow(page, '/jobs-details/', /\/jobs-details\/\d+$/);
  await expect(h1(page)).toHaveText(title);
});

test('all services: a filter (GET form), the sort (GET form) and a page link', async ({ page, request }) => {
  const customs = await api<{ total: number }>(request, '/misc/services?category=customsServices&pageSize=12');
  const pages = Math.ceil(customs.total / 12);
  expect(pages).toBeGreaterThan(1);

  await page.goto('/allServices?sort=rating');
  const filters = page.getByRole('search', { name: 'Filters' });
  // Folded on the server (it cannot know the screen): the browser's own disclosure opens it.
  await filters.locator('summary').click();
  await filters.getByLabel('Category').selectOption('customsServices');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]category=customsServices/);
  // The sort was kept by the form's hidden field.
  await expect(page).toHaveURL(/[?&]sort=rating/);
  await expect(main(page).getByText(`Services found: ${customs.total}`)).toBeVisible();

  const firstPage = await main(page).locator('h3 a').first().textContent();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]category=customsServices/);
  await expect(pagination.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(main(page).locator('h3 a').first()).not.toHaveText(firstPage ?? '');

  // A new order keeps the filter and starts again at page 1.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.getByRole('button', { name: 'Apply sort order' }).click();
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(page).toHaveURL(/[?&]category=customsServices/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(pagination.getByText(`Page 1 of ${pages}`)).toBeVisible();
});

test('an unknown category is a 404 page in place, with a link back', async ({ page }) => {
  const response = await page.goto('/categories/spaceTravel');
  expect(response?.status()).toBe(404);
  await expect(h1(page)).toHaveText('404');
  await main(page).getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/landing-page$/);
  await expect(h1(page)).toHaveText('Ship anything, anywhere, with trusted agents');
});

test('a language chosen in the URL stays on the pages its links lead to', async ({ page }) => {
  for (const [lang, dir] of [['fr', 'ltr'], ['ar', 'rtl']] as const) {
    await page.context().clearCookies();
    await page.goto(`/allServices?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await follow(page, '/with-cargora-protection/', /\/with-cargora-protection\/\d+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
  }
  // Without `?lang=` no preference is written: a first visit stays in the default language, and gets no cookie at all
  // (the release bucket, `cargora_bucket`, is given only while a canary runs; none runs here).
  await page.context().clearCookies();
  await page.goto('/allServices');
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
});
