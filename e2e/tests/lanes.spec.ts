// Lane pages and no dead ends (issue 49): a lane page without JavaScript shows its services, its price and transit
// ranges and the lane index chart (SVG in the server's HTML); an empty search offers what exists nearby and a quote
// request to agents serving the lane.
import { expect, test, type APIRequestContext } from '../support/test';
import { placeSlug } from '@cargora/shared/server';
import { API } from '../support/site';

interface PopularRoute {
  originCountry: string;
  destinationCountry: string;
  serviceCount: number;
}

const slug = placeSlug;

async function busiestRoute(request: APIRequestContext): Promise<PopularRoute> {
  const res = await request.get(`${API}/misc/popular/international-routes?limit=1`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.items[0] as PopularRoute;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a lane page shows its services, price and transit ranges, agents and the index chart', async ({ page, request }) => {
    const route = await busiestRoute(request);
    await page.goto(`/lanes/${slug(route.originCountry)}/${slug(route.destinationCountry)}`);
    await expect(page.getByRole('heading', { level: 1, name: `${route.originCountry} to ${route.destinationCountry}` })).toBeVisible();
    const figures = page.getByTestId('lane-figures');
    await expect(figures).toContainText(/Price of a standard load.*\$[\d,]+ to \$[\d,]+ \(median \$[\d,]+\)/);
    await expect(figures).toContainText(/Transit time/);
    const chart = page.getByRole('img', { name: new RegExp(`Median price of a standard load from ${route.originCountry}`) });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await chart.locator('path').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L/);
    await expect(page.getByRole('heading', { name: /services on this lane, cheapest first/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Agents serving this lane' })).toBeVisible();
  });

  test('a popular route links to its lane page', async ({ page }) => {
    await page.goto('/international-routes-page');
    const link = page.getByRole('region', { name: 'Popular international routes' }).getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/lanes\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });
});

test('an empty search offers alternatives and a quote request to agents on the lane', async ({ page, request }) => {
  const route = await busiestRoute(request);
  // A mode the busiest lane does not have makes an empty search of a served lane.
  const lane = (await (await request.get(`${API}/misc/lanes/${slug(route.originCountry)}/${slug(route.destinationCountry)}`)).json()).data as {
    modes: { mode: string }[];
  };
  const missing = ['rail', 'road', 'multimodal', 'air', 'sea'].find((m) => !lane.modes.some((x) => x.mode === m))!;
  const query = new URLSearchParams({ origin: route.originCountry, destination: route.destinationCountry, mode: missing });
  await page.goto(`/allServices?${query}`);
  const offer = page.getByTestId('search-alternatives');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('heading', { name: 'Other transport modes on this route' })).toBeVisible();
  await expect(offer.getByRole('heading', { name: 'Agents serving this route' })).toBeVisible();
  const quote = offer.getByRole('link', { name: 'Request a quote from these agents' });
  // One request to all of them (the whole flow: group-quote.spec.ts).
  await expect(quote).toHaveAttribute('href', /^\/request-quotes\?agents=\d+(,\d+)*&/);
  await quote.click();
  await expect(page.getByRole('textbox', { name: /Origin/ }).first()).toBeVisible();
});
