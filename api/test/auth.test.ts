import { createTestApp, expectError, type TestApp } from './helpers';
import { mintToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 40, services: 40, reviews: 10 } });
});
afterAll(async () => t.close());

const DEMO = { email: 'demo@cargora.test', password: 'cargora-demo' };
const login = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: body as object });
const verify = (identifier: string, code: string) => t.app.inject({ method: 'POST', url: `/api/v1/auth/otp/verify/${identifier}`, payload: { code } });
const me = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function startLogin(): Promise<{ identifier: string; code: string }> {
  const res = await login(DEMO);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.message).toBe('Verification code sent');
  expect(body.data).toEqual({ identifier: expect.any(String), expiresAt: expect.any(String) });
  const expiresIn = Date.parse(body.data.expiresAt) - Date.now();
  expect(expiresIn).toBeGreaterThan(4 * 60_000);
  expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
  const code = t.otps.get(body.data.identifier);
  expect(code).toMatch(/^\d{6}$/);
  return { identifier: body.data.identifier, code: code as string };
}

describe('customer sign-in', () => {
  it('login -> otp -> token -> /auth/me', async () => {
    const { identifier, code } = await startLogin();
    const res = await verify(identifier, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Signed in');
    expect(body.data.user).toEqual({ id: 1, email: 'demo@cargora.test', name: 'Dana Demo', role: 'customer' });
    expect(body.data.token.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(body.data.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const payload = JSON.parse(Buffer.from(body.data.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    const who = await me(body.data.token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ data: { user: body.data.user } });
  });

  it('accepts the email case-insensitively', async () => {
    expect((await login({ email: 'DEMO@cargora.test', password: DEMO.password })).statusCode).toBe(200);
  });

  it('rejects wrong credentials with 401', async () => {
    expect(expectError(await login({ email: DEMO.email, password: 'nope' }), 401).message).toBe('Invalid email or password');
    expect(expectError(await login({ email: 'nobody@cargora.test', password: 'x' }), 401).message).toBe('Invalid email or password');
  });

  it('validates the login body', async () => {
    expect(expectError(await login({ email: 'not-an-email', password: 'x' }), 400).message).toContain('email');
    expect(expectError(await login({ email: DEMO.email }), 400).message).toContain('password');
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', headers: { 'content-type': 'application/json' }, payload: '{"email":' }), 400);
  });

  it('rejects a reused code', async () => {
    const { identifier, code } = await startLogin();
    expect((await verify(identifier, code)).statusCode).toBe(200);
    expect(expectError(await verify(identifier, code), 400).message).toMatch(/already used/);
  });

  it('locks after 5 wrong codes, even for the right code afterwards', async () => {
    const { identifier, code } = await startLogin();
    for (let i = 1; i <= 4; i += 1) expect(expectError(await verify(identifier, wrong(code)), 400).message).toMatch(/Invalid verification code/);
    expect(expectError(await verify(identifier, wrong(code)), 423).message).toMatch(/Too many incorrect codes/);
    expectError(await verify(identifier, code), 423);
  });

  it('404s unknown challenges and 400s malformed codes', async () => {
    expectError(await verify('00000000-0000-0000-0000-000000000000', '123456'), 404);
    expectError(await verify('abc', '123456'), 400);
    const { identifier } = await startLogin();
    expect(expectError(await verify(identifier, '12ab56'), 400).message).toContain('code');
  });

  it('rejects expired, tampered, malformed or missing tokens with 401', async () => {
    const secret = t.app.config.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    expectError(await me(mintToken({ sub: '1', iat: now - 100, exp: now - 10 }, secret)), 401);
    expectError(await me(mintToken({ sub: '1', iat: now, exp: now + 100 }, 'another-secret')), 401);
    expectError(await me('not.a.jwt'), 401);
    expectError(await me(), 401);
    const ok = mintToken({ sub: '1', iat: now, exp: now + 100 }, secret);
    expect((await me(ok)).statusCode).toBe(200);
    expectError(await me(mintToken({ sub: '999', iat: now, exp: now + 100 }, secret)), 401);
  });
});

describe('auth rate limit', () => {
  it('limits auth routes per IP', async () => {
    const limited = await createTestApp({ seed: false, config: { rateLimitAuth: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await limited.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: { email: 'x@y.test', password: 'x' } })).statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[3]).toBe(429);
      const res = await limited.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: { email: 'x@y.test', password: 'x' } });
      expect(expectError(res, 429).message).toMatch(/Too many requests/);
      // other routes are not limited
      expect((await limited.app.inject('/health')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
