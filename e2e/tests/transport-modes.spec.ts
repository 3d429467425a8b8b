// Searching by how the goods travel and by city or port (issue #16): the mode filter and the place suggestions,
// against the real API's data.
import { expect, test } from '../support/test';
import { API } from '../support/site';

interface ServiceRow {
  id: number;
  title: string;
  mode: string;
  originCity: string;
  originCountry: string;
}

async function services(request: import('@playwright/test').APIRequestContext, query: string) {
  const res = await request.get(`${API}/misc/services?${query}`);
  expect(res.status(), query).toBe(200);
  return ((await res.json()) as { data: { items: ServiceRow[]; total: number } }).data;
}

test('filtering by sea and by a port name gives only matching services', async ({ page, request }) => {
  // A port that sea services leave from, as the places API names it.
  const [sea] = (await services(request, 'mode=sea&pageSize=1')).items;
  expect(sea, 'the seed has sea services').toBeDefined();
  const port = sea!.originCity;
  const places = await request.get(`${API}/misc/places?q=${encodeURIComponent(port.slice(0, 4))}&side=origin`);
  expect(places.status()).toBe(200);
  const place = ((await places.json()) as { data: { items: { name: string; kind: string }[] } }).data.items.find((p) => p.name === port);
  expect(place, `${port} is suggested`).toBeDefined();

  await page.goto('/allServices');
  const main = page.getByRole('main');
  await main.getByLabel('Transport mode').selectOption('sea');
  await expect(page).toHaveURL(/[?&]mode=sea/);

  // The origin suggestions: type the start of the port's name, pick it with the keyboard.
  const origin = main.getByRole('combobox', { name: /^Origin/ });
  await origin.fill(port.slice(0, 4));
  const option = page.getByRole('option', { name: new RegExp(`^${port}\\b`) }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`[?&]origin=${encodeURIComponent(port).replace(/%20/g, '(\\+|%20)')}`));

  // Exactly what the API has for sea services from that port, and every card says both.
  const expected = await services(request, `mode=sea&origin=${encodeURIComponent(port)}&pageSize=12`);
  expect(expected.total).toBeGreaterThan(0);
  for (const row of expected.items) {
    expect(row.mode).toBe('sea');
    expect(row.originCity.toLowerCase()).toBe(port.toLowerCase());
  }
  await expect(main.getByText(`Services found: ${expected.total}`)).toBeVisible();
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(expected.items.length);
  for (const card of await cards.all()) {
    await expect(card).toContainText('Sea freight');
    await expect(card).toContainText(port);
  }
  // Another mode from the same port is not among them.
  const air = await services(request, `mode=air&origin=${encodeURIComponent(port)}&pageSize=50`);
  for (const row of air.items) await expect(main.getByRole('link', { name: row.title, exact: true })).toHaveCount(0);
});

test('the mode and a port also filter without JavaScript, as a GET form', async ({ browser, request }) => {
  const [sea] = (await services(request, 'mode=sea&pageSize=1')).items;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/allServices');
    const main = page.getByRole('main');
    const filters = page.getByRole('search', { name: 'Filters' });
    // Folded on the server (it cannot know the screen): the browser's own disclosure opens it.
    await filters.locator('summary').click();
    await filters.getByLabel('Transport mode').selectOption('sea');
    await filters.getByRole('textbox', { name: /^Origin/ }).fill(sea!.originCity);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]mode=sea/);
    const expected = await services(request, `mode=sea&origin=${encodeURIComponent(sea!.originCity)}&pageSize=12`);
    await expect(main.getByText(`Services found: ${expected.total}`)).toBeVisible();
  } finally {
    await context.close();
  }
});
