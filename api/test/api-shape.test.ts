// The API in its model's shape (issue 47): tokens are @fastify/jwt's.
import { createTestApp, expectError, type TestApp } from './helpers';

const DEMO = { email: 'demo@cargora.test', password: 'cargora-demo' };

describe('the API in its model shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { agents: 3, services: 3, reviews: 0 } });
  }, 120_000);
  afterAll(async () => t.close());

  it('issues tokens with @fastify/jwt: a jti, exp - iat = JWT_TTL_SECONDS; its own long-lived tokens are still refused', async () => {
    const challenge = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: DEMO, remoteAddress: '198.51.100.47' })).json().data;
    const verified = await t.app.inject({ method: 'POST', url: `/api/v1/auth/otp/verify/${challenge.identifier}`, payload: { code: t.otps.get(challenge.identifier) } });
    const { token } = verified.json().data;
    const claims = t.app.jwt.verify<{ sub: string; jti: string; iat: number; exp: number }>(token);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(t.app.config.jwtTtlSeconds);
    const me = (bearer: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${bearer}` } });
    expect((await me(token)).statusCode).toBe(200);
    const tooLong = t.app.jwt.sign({ sub: claims.sub, jti: 'x' }, { expiresIn: t.app.config.jwtTtlSeconds + 60 });
    expectError(await me(tooLong), 401);
    expect(expectError(await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: 'Basic abc' } }), 401).message).toBe('Invalid or expired token');
    expect(expectError(await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' }), 401).message).toBe('Missing bearer token');
  });
});
