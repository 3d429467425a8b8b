// Sign-in through the stand-in customer site (started with the site under test): the login dialog opens it, it signs
// in through the real API with the one-time code, and the page that opened it comes back signed in where it was.
import { expect, test } from '../support/test';
import { API, E2E_ENV } from '../support/site';
import { codeFromApiLog } from '../support/otp';
import { DEMO, openCustomerSite, sessionCookie } from '../support/sign-in';

const BANNER = 'Stand-in for the external customer site — development and tests only';


test('a guest signs in through the stand-in customer site and comes back signed in to the same URL, then logs out', async ({ page, context }) => {
  await page.goto('/allServices?x=1');
  const tab = await openCustomerSite(page, context);
  expect(new URL(tab.url()).origin).toBe(new URL(E2E_ENV.CUSTOMER_SITE_URL).origin);
  await expect(tab.getByText(BANNER)).toBeVisible();

  await tab.getByLabel('Email').fill(DEMO.email);
  await tab.getByLabel('Password').fill(DEMO.password);
  const challenge = tab.waitForResponse((res) => res.url() === `${API}/auth/login/customer`);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  const { data } = (await (await challenge).json()) as { data: { identifier: string } };
  await expect(tab.getByLabel('One-time code')).toBeFocused();
  await tab.getByLabel('One-time code').fill(await codeFromApiLog(data.identifier));
  const closed = tab.waitForEvent('close');
  await tab.getByRole('button', { name: 'Verify' }).click();
  await closed;

  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: new RegExp(DEMO.name) });
  await expect(menuButton).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/allServices\?x=1$/);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/allServices?x=1');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData')))!)).toMatchObject({ email: DEMO.email });
  // The token the stand-in site posted is now the API's HttpOnly session cookie, in no storage a script reads.
  expect(await sessionCookie(context)).toMatchObject({ httpOnly: true });
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => sessionCookie(context)).toBeUndefined();
});

test('a wrong password shows the API’s message on the stand-in site', async ({ page, context }) => {
  await page.goto('/allServices?x=1');
  const tab = await openCustomerSite(page, context);
  await tab.getByLabel('Email').fill(DEMO.email);
  await tab.getByLabel('Password').fill('not-the-password');
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(tab.getByLabel('Email')).toHaveValue(DEMO.email);
  await expect(tab.getByLabel('One-time code')).toBeHidden();
  expect(await sessionCookie(context)).toBeUndefined();
});

test('the stand-in customer site shows what /book would book', async ({ page }) => {
  await page.goto(`${E2E_ENV.CUSTOMER_SITE_URL}/book?service=12&protection=with&currency=EUR&lang=de`);
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['12', 'with', 'EUR', 'de']);
});
