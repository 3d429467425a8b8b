// Signing the seeded demo customer in, the ways the browser tests need: through the real API (login, then the
// one-time code from the API's log), or as a visitor opening the customer site from the login dialog.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '@cargora/shared/server';
import { codeFromApiLog } from './otp';
import { API, SITE } from './site';

export const DEMO = { email: 'demo@cargora.test', password: 'cargora-demo', name: 'Dana Demo' };

export interface DemoSession {
  token: string;
  user: { id: number; name: string; email: string; role: string };
}

/** A real session for the demo customer, from the API's own sign-in. */
export async function demoSession(request: APIRequestContext): Promise<DemoSession> {
  const login = await request.post(`${API}/auth/login/customer`, { data: { email: DEMO.email, password: DEMO.password } });
  const { identifier } = ((await login.json()) as { data: { identifier: string } }).data;
  const verified = await request.post(`${API}/auth/otp/verify/${identifier}`, { data: { code: await codeFromApiLog(identifier) } });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { data: DemoSession }).data;
}

/** Signs the demo customer in through the site's own /login and /verify-otp pages. */
export async function signInThroughTheSite(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/verify-otp\?identifier=/);
  const identifier = new URL(page.url()).searchParams.get('identifier')!;
  await page.getByLabel('One-time code').fill(await codeFromApiLog(identifier));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Opens the customer site the way a visitor does: the top bar's Login, then Customer. */
export async function openCustomerSite(page: Page, context: BrowserContext): Promise<Page> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to Cargora' });
  const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Customer' }).click()]);
  await tab.waitForLoadState();
  return tab;
}

/** The site's session cookie (HttpOnly: only the browser and the test harness read it), if the browser holds one. */
export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(SITE)).find((c) => c.name === SESSION_COOKIE);
}

/**
 * Puts a session in the browser the way the site keeps one: the token in the API's HttpOnly cookie (on the site's
 * host, as the API sets it), the user in local storage. Then opens `path`.
 */
export async function storeSession(page: Page, session: DemoSession, path = '/landing-page') {
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session.token, url: SITE, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(path);
  await page.evaluate((u) => localStorage.setItem('userData', JSON.stringify(u)), session.user);
}
