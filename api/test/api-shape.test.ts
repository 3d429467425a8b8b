// The API in its model's shape (issue 47): tokens are @fastify/jwt's, plugins and routes are loaded from their folders
// by @fastify/autoload with every URL where it was.
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
    expect(expectError(await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' }), 401).message).toBe('Missing bearer token or session cookie');
  });

  it('autoloads every plugin and route group from its folder, helpers and the files routes left out', () => {
    for (const name of ['env', 'db', 'redis', 'cors', 'helmet', 'rate-limit', 'multipart', 'storage', 'origin-check', 'read-cache', 'request-language',
      'services-repository', 'agents-repository', 'content-repository', 'auth-repository', 'jwt', 'auth-service', 'telemetry-repository',
      'applications-repository', 'quotes-repository', 'help-feedback-repository', 'sitemaps-repository']) {
      expect([name, t.app.hasPlugin(name)]).toEqual([name, true]);
    }
    const has = (method: 'GET' | 'POST', url: string) => t.app.hasRoute({ method, url });
    for (const url of ['/api/v1/misc/services', '/api/v1/misc/services/:id', '/api/v1/misc/user/agent', '/api/v1/misc/company/directory', '/api/v1/misc/sitemaps', '/api/v1/misc/faqs', '/api/v1/auth/me', '/health', '/ready']) {
      expect([url, has('GET', url)]).toEqual([url, true]);
    }
    expect(has('POST', '/api/v1/auth/logout')).toBe(true);
    // No folder name doubled into a prefix, and the files app's routes stay out of the API.
    expect(has('GET', '/api/v1/misc/services/services')).toBe(false);
    expect(has('GET', '/api/v1/services')).toBe(false);
    expect(t.app.printRoutes()).not.toMatch(/files|\/\//);
  });
});
