// A shipper prices their load (issue 49): one 40' HC from Shanghai to Rotterdam by sea, sorted by the all-in price of
// that load, the same figure with its line items on the service's page, in EUR after a currency change, and the quote
// request filled with it (its type and declared value changed there, and said back in the confirmation); an air load
// priced on its chargeable weight; the load form without JavaScript.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { API } from '../support/site';

interface PricedService {
  id: number;
  title: string;
  loadPrice?: { totalUsd: number; chargeable?: { kg?: number } } | { unavailable: string };
}

const LANE = { origin: 'Shanghai', destination: 'Rotterdam', mode: 'sea' };
const ONE_40HC = { load: '40HC', n: '1' };

/** The services the API lists for `params`, as the site asks for them. */
async function listed(request: APIRequestContext, params: Record<string, string>): Promise<PricedService[]> {
  const res = await request.get(`${API}/misc/services`, { params: { pageSize: 12, ...params } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { items: PricedService[] } }).data.items;
}

const totalOf = (s: PricedService) => (s.loadPrice && 'totalUsd' in s.loadPrice ? s.loadPrice.totalUsd : null);
/** "$2,480 1 × 40' HC, all-in" → 2480: the first amount of a text. */
const amountOf = (text: string) => Number((/\d[\d,]*(\.\d+)?/.exec(text)?.[0] ?? '').replace(/,/g, ''));
/** A shown price is the API's total (its lines each rounded as shown: within a dollar). */
const near = (text: string | null, totalUsd: number) => expect(Math.abs(amountOf(text ?? '') - totalUsd)).toBeLessThanOrEqual(1);

async function chooseCurrency(page: Page, code: string) {
  const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
  await currency.click();
  await currency.fill(code);
  await page.getByRole('banner').getByRole('option', { name: new RegExp(`^${code}\\b`) }).click();
}

test('one 40\' HC from Shanghai to Rotterdam: sorted by its all-in price, the same total on the detail, in EUR, and in the quote', async ({ page, request }) => {
  const expected = (await listed(request, { ...LANE, ...ONE_40HC, sort: 'price_asc' })).filter((s) => totalOf(s) !== null);
  expect(expected.length, 'the seed stocks Shanghai → Rotterdam with 40\' HC services').toBeGreaterThan(1);

  await page.goto(`/allServices?origin=${LANE.origin}&destination=${LANE.destination}&mode=${LANE.mode}&sort=price_asc`);
  const form = page.getByTestId('load-form');
  // The form answers once its part of the page has hydrated.
  await expect(async () => {
    await form.getByRole('combobox', { name: 'Load', exact: true }).selectOption('40HC');
    await form.getByRole('textbox', { name: 'Number of containers or pieces' }).fill('1');
    await form.getByRole('button', { name: 'Price this load' }).click();
    await expect(page).toHaveURL(/load=40HC/, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });

  const prices = page.locator('main').getByTestId('load-price');
  await expect(prices.first()).toContainText("1 × 40' HC, all-in");
  const shown = (await prices.allTextContents()).map(amountOf);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  // The cheapest all-in price the API computed for this load leads the list.
  const first = expected[0]!;
  await expect(page.locator('main article').first().getByRole('heading')).toHaveText(first.title);
  near(String(shown[0]), totalOf(first)!);

  await page.locator('main article').first().getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/with-cargora-protection/${first.id}\\?.*load=40HC`));
  const card = page.getByTestId('load-price-card');
  await expect(card.getByTestId('load-total')).toContainText('$');
  near(await card.getByTestId('load-total').textContent(), totalOf(first)!);
  await expect(card.getByRole('term').first()).toHaveText(/Freight|Minimum charge/);
  await expect(card.getByTestId('load-validity')).toContainText(/Firm price, valid until|The tariff expired/);

  await chooseCurrency(page, 'EUR');
  await expect(card.getByTestId('load-total')).toContainText('€');

  // The quote request starts from the load, its type and count editable, the declared value in the visitor's currency.
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const quote = page.locator('form', { has: page.getByRole('button', { name: 'Send request' }) });
  await expect(quote.getByLabel('Container type')).toHaveValue('40HC');
  await expect(quote.getByLabel(/^Containers/)).toHaveValue('1');
  await expect(quote.getByLabel('Currency of the value')).toHaveValue('EUR');
  await quote.getByLabel('Container type').selectOption('20');
  await quote.getByLabel(/^Containers/).fill('2');
  await quote.getByLabel(/^Declared value of the goods/).fill('45000');
  await quote.getByLabel(/^Ready date/).fill(new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10));
  await quote.getByLabel(/^Cargo description/).fill('Toys in cartons');
  await quote.getByLabel(/^Weight/).fill('9000');
  await quote.getByLabel(/^Your name/).fill('Ada Shipper');
  await quote.getByLabel(/^E-mail/).fill('ada@example.com');
  await quote.getByRole('button', { name: 'Send request' }).click();
  const receipt = page.getByRole('region', { name: 'Your request has been sent' });
  await expect(receipt.getByTestId('quote-reference')).toBeVisible();
  await expect(receipt).toContainText(/2 × 20' container, declared value €45,000/);
  await chooseCurrency(page, 'USD');
});

test('an air load is priced on its chargeable weight when its volume weighs more', async ({ page, request }) => {
  // 100 kg in one 120 × 100 × 100 cm piece: 1.2 m³ weighs 200 kg by air (1:6,000), more than the goods.
  const load = { load: 'pkg', n: '1', kg: '100', l: '120', w: '100', h: '100' };
  const air = (await listed(request, { mode: 'air', ...load })).find((s) => s.loadPrice && 'chargeable' in s.loadPrice && s.loadPrice.chargeable?.kg);
  expect(air, 'an air service priced per chargeable kg').toBeDefined();
  expect(air!.loadPrice).toMatchObject({ chargeable: { kg: 200 } });
  await page.goto(`/with-cargora-protection/${air!.id}?${new URLSearchParams(load).toString()}`);
  await expect(page.getByTestId('load-chargeable')).toContainText('Priced on a chargeable weight of 200 kg');
  near(await page.getByTestId('load-total').textContent(), totalOf(air!)!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the load form is a GET form: the list comes back priced for the load', async ({ page }) => {
    await page.goto(`/allServices?origin=${LANE.origin}&destination=${LANE.destination}`);
    const form = page.getByTestId('load-form');
    await form.getByRole('combobox', { name: 'Load', exact: true }).selectOption('40HC');
    await form.getByRole('textbox', { name: 'Number of containers or pieces' }).fill('1');
    await form.getByRole('button', { name: 'Price this load' }).click();
    await expect(page).toHaveURL(/[?&]load=40HC/);
    await expect(page).toHaveURL(/origin=Shanghai/);
    await expect(page.locator('main').getByTestId('load-price').first()).toContainText("1 × 40' HC, all-in");
    await expect(page.getByTestId('load-form').getByRole('combobox', { name: 'Load', exact: true })).toHaveValue('40HC');
  });
});
