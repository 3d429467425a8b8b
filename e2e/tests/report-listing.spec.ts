// "Report this listing" (notice and action): from a storefront, a visitor reports the agent and one of its reviews,
// with JavaScript and without, and gets a reference the API stored; a report with mistakes comes back filled.
import { expect, test, type APIRequestContext } from '../support/test';
import { API } from '../support/site';

const REFERENCE = /^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** An agent that has reviews, by its storefront id. */
async function reviewedAgent(request: APIRequestContext): Promise<string> {
  const res = await request.get(`${API}/misc/services?pageSize=20&sort=rating`);
  expect(res.ok()).toBe(true);
  const services = (await res.json()).data.items as { agent: { userId: string; reviewCount: number } }[];
  const agent = services.map((s) => s.agent).find((a) => a.reviewCount > 0);
  expect(agent).toBeDefined();
  return agent!.userId;
}

test('with JavaScript: a visitor reports an agent from its storefront and gets a reference', async ({ page, request }) => {
  const userId = await reviewedAgent(request);
  await page.goto(`/storefront/${userId}`);
  await page.getByRole('link', { name: 'Report this agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report this agent' })).toBeVisible();
  await page.getByLabel('Reason').selectOption('misleading');
  await page.getByLabel('What is wrong, and where').fill('The storefront claims a customs broker licence that the register does not list.');
  await page.getByRole('button', { name: 'Send report' }).click();
  const receipt = page.getByRole('region', { name: 'Report received' });
  await expect(receipt).toBeVisible();
  const reference = (await receipt.locator('strong').textContent())!.trim();
  expect(reference).toMatch(REFERENCE);
  await receipt.getByRole('link', { name: 'Back to the page you reported' }).click();
  await expect(page).toHaveURL(new RegExp(`/storefront/${userId}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reports a review; mistakes come back with what was typed, then a reference', async ({ page, request }) => {
    const userId = await reviewedAgent(request);
    await page.goto(`/storefront/${userId}`);
    await page.getByRole('link', { name: /^Report\s*:\s*Review by/ }).first().click();
    await expect(page).toHaveURL(/\/report-listing\?review=\d+&from=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report this review' })).toBeVisible();
    await page.getByLabel('What is wrong, and where').fill('Fake.');
    await page.getByLabel('Your e-mail (optional)').fill('ines@example.com');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Choose a reason.')).toBeVisible();
    await expect(page.getByText('Write at least 20 characters.')).toBeVisible();
    await expect(page.getByLabel('What is wrong, and where')).toHaveValue('Fake.');
    await expect(page.getByLabel('Your e-mail (optional)')).toHaveValue('ines@example.com');
    // Nothing typed is in the address.
    expect(page.url()).not.toContain('ines');

    await page.getByLabel('Reason').selectOption('offensive');
    await page.getByLabel('What is wrong, and where').fill('This review insults the driver by name and is not about a shipment.');
    await page.getByRole('button', { name: 'Send report' }).click();
    const receipt = page.getByRole('region', { name: 'Report received' });
    await expect(receipt.locator('strong')).toHaveText(REFERENCE);
    await expect(receipt).toContainText('Offensive or abusive content');
    expect(page.url()).not.toContain('ines');
  });

  test('a service page leads to the report of that service, named on the form', async ({ page, request }) => {
    const res = await request.get(`${API}/misc/services?pageSize=1`);
    const service = (await res.json()).data.items[0] as { id: number; title: string };
    await page.goto(`/with-cargora-protection/${service.id}`);
    await page.getByRole('link', { name: 'Report this listing' }).click();
    await expect(page).toHaveURL(new RegExp(`/report-listing\\?service=${service.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Report this listing' })).toBeVisible();
    await expect(page.locator('main')).toContainText(service.title);
  });
});
