import { createHmac } from 'node:crypto';
import { expect, test } from '../support/test';
import { E2E_ENV } from '../support/site';
import { DEMO, demoSession, sessionCookie, signInThroughTheSite, storeSession } from '../support/sign-in';

/** A token signed like the API's, for the demo user, that expires `seconds` from now; and when (ms since the epoch). */
function shortLivedToken(userId: number, seconds: number) {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: String(userId), role: 'customer', iat: now, exp: now + seconds })}`;
  return { token: `${head}.${createHmac('sha256', E2E_ENV.JWT_SECRET).update(head).digest('base64url')}`, expiresAt: (now + seconds) * 1000 };
}

test('the demo customer signs in with a one-time code, reaches /home and logs out', async ({ page, context }) => {
  await signInThroughTheSite(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /Welcome, Dana Demo/ })).toBeVisible();
  await expect(page.getByText(`Signed in as ${DEMO.email}`)).toBeVisible();
  // The session is the API's HttpOnly cookie: no script of the page can read it, and no storage holds a token.
  expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('cargora_session');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData')))!)).toMatchObject({ email: DEMO.email });

  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/logout'));
  await page.getByRole('button', { name: 'Log out' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in page says why the visitor is there, and offers the sign-in the Login dialog names.
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});

test('a wrong password gets the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong one-time code shows the server message as an error toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/verify-otp/);
  await page.getByLabel('One-time code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/Invalid verification code|Too many/)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp/);
});

test('/home without a session goes to /login?redirect=/home', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
});

test('a bad session cookie is cleared silently, and a token an older site stored is removed', async ({ page }) => {
  await storeSession(page, { token: 'not.a.token', user: { id: 1, email: 'x@y.z', name: 'X', role: 'customer' } });
  await page.evaluate(() => localStorage.setItem('accessToken', 'left.by.before'));
  const meAnswered = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/me'));
  await page.reload();
  expect((await meAnswered).status()).toBe(401);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await expect(page).toHaveURL(/\/landing-page$/);
  await expect(page.getByText('Session expired. Please log in again.')).toHaveCount(0);
});

test('a session that expires while browsing ends with the message and /login', async ({ page, request }) => {
  const { user } = await demoSession(request);

  // Long enough for two page loads on a busy machine (4 s was not, with three Playwright workers on two cores);
  // then the test waits only for what is left of it.
  const { token, expiresAt } = shortLivedToken(user.id, 10);
  await storeSession(page, { token, user });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 1_500);
  await page.getByRole('button', { name: 'Refresh my details' }).click();
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});

test('the login dialog opens the customer and agent sites in new tabs', async ({ page, context }) => {
  // The customer and agent sites are someone else's: stand them in with a page each.
  const routed = new Set([E2E_ENV.CUSTOMER_SITE_URL, E2E_ENV.AGENT_SITE_URL].map((url) => new URL(url).origin));
  await context.route((url) => routed.has(url.origin), (route) => route.fulfill({ contentType: 'text/html', body: '<h1>External sign-in</h1>' }));
  await page.goto('/landing-page');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to Cargora' });
  await expect(dialog).toBeVisible();
  const [customer] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Customer' }).click()]);
  expect(customer.url()).toContain(E2E_ENV.CUSTOMER_SITE_URL.replace(/\/$/, ''));
  const [agent] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Agent' }).click()]);
  expect(agent.url()).toContain(E2E_ENV.AGENT_SITE_URL.replace(/\/$/, ''));
  // Not noopener: the sign-in site answers through window.opener (hardening.spec.ts: only such a tab is heard).
  expect(await customer.evaluate(() => window.opener !== null)).toBe(true);
});

test('a login-success message from a foreign origin is ignored', async ({ page, context }) => {
  await page.goto('/landing-page');
  await page.evaluate(() =>
    window.postMessage({ type: 'login-success', token: 'forged', user: { id: 9, email: 'evil@x.y', name: 'Evil', role: 'customer' } }, '*'),
  );
  await page.waitForTimeout(300);
  expect(await sessionCookie(context)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  await expect(page).toHaveURL(/\/landing-page$/);
});
