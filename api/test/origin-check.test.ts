// Issue 45: the API's own origin comes from its configuration (PUBLIC_API_URL), never from the request's Host header.
import { createTestApp, expectError, type TestApp } from './helpers';

const LOGIN = '/api/v1/auth/login/customer';
const WRONG = { email: 'nobody@cargora.test', password: 'not-the-password' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { publicApiOrigin: 'https://api.cargora.test' } });
});
afterAll(async () => t.close());

const login = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: LOGIN, payload: WRONG, headers });

describe('origin check', () => {
  it('refuses an Origin that only matches the Host header the request itself sent', async () => {
    expectError(await login({ origin: 'http://evil.example', host: 'evil.example' }), 403);
    expectError(await login({ origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-proto': 'https' }), 403);
    // Neither does the API's address as a request names it, when it is not the configured one.
    expectError(await login({ origin: 'http://localhost:80', host: 'localhost:80' }), 403);
  });

  it('accepts the configured API origin (Swagger UI) and the site origins, whatever the Host', async () => {
    expect((await login({ origin: 'https://api.cargora.test', host: 'evil.example' })).statusCode).toBe(401);
    expect((await login({ origin: 'http://localhost:3000', host: 'evil.example' })).statusCode).toBe(401);
    expect((await login({})).statusCode).toBe(401);
  });
});
