// The site's session lives in the HttpOnly cookie cargora_session (issue 48): set by the one-time code and by
// POST /auth/session, accepted by every authenticated route, cleared by logout, and a cookie-authenticated
// state-changing request must come from the site's Origin. SQLite, and PostgreSQL with DATABASE_URL.
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@cargora/shared/contracts';
import { sessionCookieOptions } from '../src/plugins/app/auth/session-cookie';
import { createTestApp, expectError, type TestApp } from './helpers';

const DEMO = { email: 'demo@cargora.test', password: 'cargora-demo' };

function sessionSetCookie(res: LightMyRequestResponse) {
  const all = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

describe('the session cookie', () => {
  let t: TestApp;
  let site: string;
  const signIn = async () => {
    const challenge = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: DEMO })).json().data;
    return t.app.inject({ method: 'POST', url: `/api/v1/auth/otp/verify/${challenge.identifier}`, payload: { code: t.otps.get(challenge.identifier) } });
  };
  const withCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

  beforeAll(async () => {
    t = await createTestApp({ seed: { agents: 5, services: 5, reviews: 0 } });
    site = t.app.config.siteOrigins[0]!;
  }, 120_000);
  afterAll(() => t.close());

  it('is set by the one-time code: HttpOnly, SameSite=Lax, Path=/, as long as the token lives, not Secure on http', async () => {
    const verified = await signIn();
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json().data;
    const header = sessionSetCookie(verified)!;
    expect(header).toBeDefined();
    expect(header.startsWith(`${SESSION_COOKIE}=${token};`)).toBe(true);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(header)![1]);
    expect(Math.abs(maxAge - t.app.config.jwtTtlSeconds)).toBeLessThanOrEqual(2);
  });

  it('is Secure when the site is served over https', () => {
    expect(sessionCookieOptions('https://cargora.example', 600)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: '/', maxAge: 600 });
    expect(sessionCookieOptions('http://localhost:3000', 600).secure).toBe(false);
  });

  it('authenticates reads without any header; a malformed cookie is a 401, never a 500', async () => {
    const { token } = (await signIn()).json().data;
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: withCookie(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(DEMO.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/misc/quote-requests/mine', headers: withCookie(token) })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: withCookie('not a token') }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' }), 401);
    // A bearer header, when sent, is the credential: a bad one is not rescued by a good cookie.
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...withCookie(token), authorization: 'Bearer x.y.z' } }), 401);
  });

  it('a state-changing request the cookie alone authenticates needs the site as its Origin', async () => {
    const { token } = (await signIn()).json().data;
    const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { ...withCookie(token), ...headers } });
    expect(expectError(await logout({}), 403).message).toMatch(/Origin/);
    expectError(await logout({ origin: 'https://evil.example' }), 403);
    // Still signed in: neither forged request did anything.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: withCookie(token) })).statusCode).toBe(200);

    const out = await logout({ origin: site });
    expect(out.statusCode).toBe(200);
    const cleared = sessionSetCookie(out)!;
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; HttpOnly/);
    // Revoked as a bearer token too.
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } }), 401);
    // Signing out again (token no longer valid) still clears the cookie.
    const again = await logout({ origin: site });
    expectError(again, 401);
    expect(sessionSetCookie(again)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });

  it("links a quote request sent with the session cookie (from the site's Origin) to the customer", async () => {
    const { token } = (await signIn()).json().data;
    const readyDate = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const form = {
      mode: 'sea', origin: 'Rotterdam', destination: 'Shanghai', readyDate, cargo: 'Machine parts on pallets', weightKg: 1200,
      containers: 2, incoterm: 'FOB', name: 'Dana Demo', email: DEMO.email, serviceId: 2,
    };
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/misc/quote-requests', payload: form, headers: { ...withCookie(token), origin: site } });
    expect(sent.statusCode).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/misc/quote-requests/mine', headers: withCookie(token) });
    expect(mine.json().data.items.map((q: { id: string }) => q.id)).toContain(sent.json().data.id);
  });

  it('an API client with a bearer header and no Origin works as before', async () => {
    const { token } = (await signIn()).json().data;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('POST /auth/session keeps a bearer token signed in elsewhere in the cookie, and answers its user', async () => {
    const { token } = (await signIn()).json().data;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}`, origin: site } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(DEMO.email);
    expect(res.json().data.token).toBeUndefined();
    expect(sessionSetCookie(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=${token.replace(/[.]/g, '\\.')}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax`));
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/auth/session', headers: { origin: site, ...withCookie(token) } }), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/auth/session', headers: { authorization: 'Bearer a.b.c', origin: site } }), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' } }), 403);
  });

  it('lets the site send credentials across origins (CORS with credentials for the site only)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS', url: '/api/v1/auth/logout',
      headers: { origin: site, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(site);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
