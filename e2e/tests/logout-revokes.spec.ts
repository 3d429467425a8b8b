// Logging out in the browser revokes the token on the API: a copy of it (kept elsewhere) stops working.
import { expect, test } from '../support/test';
import { sessionCookie, signInThroughTheSite } from '../support/sign-in';
import { API } from '../support/site';

test('logging out on the site revokes the token on the API', async ({ page, context, request }) => {
  await signInThroughTheSite(page);
  await expect(page).toHaveURL(/\/home$/);

  // The session cookie's token (HttpOnly: the test harness reads it, the page cannot).
  const token = (await sessionCookie(context))!.value;
  const me = () => request.get(`${API}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/logout') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Log out' }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect((await me()).status()).toBe(401);
  expect(await sessionCookie(context)).toBeUndefined();
});
