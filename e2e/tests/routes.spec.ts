import { expect, test } from '../support/test';
import { REMOTE_ROUTES } from '@cargora/shared/server';
import { fillRoute, realParams, type RouteParams } from '../support/fixtures';

let params: RouteParams;
test.beforeAll(async ({ request }) => {
  params = await realParams(request);
});

test.describe('every route of the spec', () => {
  for (const route of REMOTE_ROUTES) {
    test(`${route.path} renders inside the layout (${route.remote})`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const path = fillRoute(route.path, route.id, params);
      await page.goto(path);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      const main = page.locator('main');
      await expect(main.locator('h1').first()).toBeVisible();
      await expect(main.locator('[data-remote-unavailable]')).toHaveCount(0);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
      expect(errors).toEqual([]);
    });
  }
});

test('the root redirects to the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing-page$/);
});

test('an unknown path answers 404 with the bare 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});

test('the 401 page is bare too', async ({ page }) => {
  await page.goto('/401');
  await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
});
