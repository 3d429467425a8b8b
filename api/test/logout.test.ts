// Logout revokes the token on the server: every API instance on the database answers 401 to it afterwards.
// SQLite, and PostgreSQL with DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { mintToken } from './tokens';
import { createTestApp, expectError, type TestApp } from './helpers';

const DEMO = { email: 'demo@cargora.test', password: 'cargora-demo' };
const OWNER = '198.51.100.20';

describe('logout over two API instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  const login = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: DEMO, remoteAddress: ip });

  beforeAll(async () => {
    t = await createTestApp({ seed: { agents: 5, services: 5, reviews: 0 } });
    other = await buildApp({ logger: false, seed: false, databaseUrl: t.app.config.databaseUrl, dataDir: t.dataDir, config: { ...t.app.config } });
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('logout revokes the token on the server: it works, logout, the same token answers 401 on every instance', async () => {
    const challenge = (await login(t.app, OWNER)).json().data;
    const verified = await t.app.inject({ method: 'POST', url: `/api/v1/auth/otp/verify/${challenge.identifier}`, payload: { code: t.otps.get(challenge.identifier) } });
    const { token } = verified.json().data;
    const me = (app: FastifyInstance, bearer: string) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${bearer}` } });
    const logout = (app: FastifyInstance, bearer?: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect((await me(other, token)).statusCode).toBe(200);
    const out = await logout(t.app, token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { revoked: true }, message: 'Signed out' });
    expect(expectError(await me(t.app, token), 401).message).toMatch(/signed out/);
    expectError(await me(other, token), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/misc/quote-requests/mine', headers: { authorization: `Bearer ${token}` } }), 401);
    expectError(await logout(other, token), 401);
    expectError(await logout(t.app), 401);
    expectError(await logout(t.app, 'not-a-token'), 401);
    // A token without a jti (signed before tokens carried one) is revocable too.
    const now = Math.floor(Date.now() / 1000);
    const old = mintToken({ sub: '1', iat: now, exp: now + 600 }, t.app.config.jwtSecret);
    expect((await me(other, old)).statusCode).toBe(200);
    expect((await logout(other, old)).statusCode).toBe(200);
    expectError(await me(t.app, old), 401);
    // Another session of the same user is untouched.
    const second = (await login(t.app, OWNER)).json().data;
    const again = (await t.app.inject({ method: 'POST', url: `/api/v1/auth/otp/verify/${second.identifier}`, payload: { code: t.otps.get(second.identifier) } })).json().data.token;
    expect((await me(t.app, again)).statusCode).toBe(200);
  });

  it('documents POST /api/v1/auth/logout in the OpenAPI schema', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.paths['/api/v1/auth/logout'].post).toMatchObject({ tags: ['auth'], security: [{ bearerAuth: [] }, { sessionCookie: [] }] });
    expect(doc.components.securitySchemes.sessionCookie).toEqual({ type: 'apiKey', in: 'cookie', name: 'cargora_session' });
  });
});
