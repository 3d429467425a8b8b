import { CONTRACT_VERSION } from '@cargora/shared/contracts';
import { createTestApp, expectError, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 40, services: 200, reviews: 200 } });
});
afterAll(async () => t.close());
const get = (url: string) => t.app.inject({ method: 'GET', url });

const SQLI = encodeURIComponent("' OR 1=1 --");

describe('bad input never yields a 500', () => {
  const cases: [string, number][] = [
    ['/api/v1/misc/services/abc', 400],
    ['/api/v1/misc/services/-1', 400],
    ['/api/v1/misc/services/1e5', 400],
    ['/api/v1/misc/services/0', 400],
    [`/api/v1/misc/services/${SQLI}`, 400],
    ['/api/v1/misc/services/99999999999999999999', 400],
    ['/api/v1/misc/services?page=-1', 400],
    ['/api/v1/misc/services?page=0', 400],
    ['/api/v1/misc/services?page=abc', 400],
    ['/api/v1/misc/services?pageSize=1000', 400],
    ['/api/v1/misc/services?pageSize=0', 400],
    ['/api/v1/misc/services?minPrice=-5', 400],
    ['/api/v1/misc/services?minPrice=cheap', 400],
    ['/api/v1/misc/services?agentId=abc', 400],
    ['/api/v1/misc/services?protection=maybe', 400],
    [`/api/v1/misc/services?q=${'x'.repeat(20_000)}`, 400],
    [`/api/v1/misc/user/agent?country=${'x'.repeat(20_000)}`, 400],
    [`/api/v1/misc/blogs/${SQLI}`, 400],
    [`/api/v1/misc/faqs/${SQLI}`, 400],
    [`/api/v1/misc/careers/${SQLI}`, 400],
    [`/api/v1/misc/help/articles/${SQLI}`, 400],
    [`/api/v1/misc/legalcontent/${SQLI}`, 400],
    [`/api/v1/misc/storefront/${SQLI}`, 400],
    [`/api/v1/misc/storefront/reviews/${SQLI}`, 400],
    [`/api/v1/misc/agent/services/${SQLI}`, 400],
    [`/api/v1/misc/category/${SQLI}`, 400],
    ['/api/v1/misc/services/counts/%00', 400],
    ['/api/v1/misc/nothing-here', 404],
    ['/api/v2/misc/services', 404],
  ];
  it.each(cases)('%s -> %i', async (url, status) => {
    const body = expectError(await get(url), status);
    if (status === 400 && url.includes('pageSize=1000')) expect(body.message).toBe('querystring/pageSize must be <= 100');
  });

  it('treats SQL-looking text in q and filters as plain text', async () => {
    const res = await get(`/api/v1/misc/services?origin=${SQLI}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([]);
    // A text search reads the words of q ("or", "1", "1"): it finds what those words find (a company called Orion
    // with a 1 % protection rate may), never every service or agent.
    for (const list of ['/api/v1/misc/services', '/api/v1/misc/user/agent']) {
      const injected = await get(`${list}?q=${SQLI}`);
      expect(injected.statusCode).toBe(200);
      expect(injected.json().data).toEqual((await get(`${list}?q=or%201%201`)).json().data);
      expect(injected.json().data.total).toBeLessThan((await get(list)).json().data.total / 10);
    }
    // The help search reads the words of q ("or", "1", "1"): it finds what those words find, not every article.
    const ids = async (q: string) => ((await get(`/api/v1/misc/help/search?q=${q}`)).json().data.items as { id: number }[]).map((a) => a.id);
    const injected = await ids(SQLI);
    expect(injected).toEqual(await ids('or%201'));
    expect(injected.length).toBeLessThan(24);
  });

  it('400s malformed JSON and 413s oversized JSON bodies', async () => {
    const headers = { 'content-type': 'application/json' };
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/misc/telemetry/remote-load', headers, payload: '{"remote": "catalog",' }), 400);
    const huge = JSON.stringify({ remote: 'catalog', outcome: 'ok', message: 'x'.repeat(2 * 1024 * 1024) });
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/misc/telemetry/remote-load', headers, payload: huge }), 413);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', headers: { 'content-type': 'text/plain' }, payload: 'hi' }), 400);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }), 415);
  });

  it('keeps answering afterwards', async () => {
    const res = await get('/api/v1/misc/services?pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toHaveLength(1);
    expect((await get('/health')).json()).toEqual({ status: 'ok', contract: CONTRACT_VERSION });
    expect((await get('/ready')).json()).toEqual({ status: 'ok', db: t.app.dbKind, files: 'ok', disk: 'ok', checkedAt: expect.any(String) });
  });
});

describe('platform', () => {
  it('serves OpenAPI and the docs page with a CSP that allows it', async () => {
    const spec = (await get('/api/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/v1/misc/services', '/api/v1/misc/services/{id}', '/api/v1/auth/login/customer']));
    const docs = await get('/api/docs/');
    expect([200, 302]).toContain(docs.statusCode);
    const page = docs.statusCode === 302 ? await get(String(docs.headers.location)) : docs;
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const api = await get('/api/v1/misc/qms');
    expect(String(api.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for site origins', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/misc/qms', headers: { origin: 'http://localhost:3001' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const evil = await t.app.inject({ method: 'GET', url: '/api/v1/misc/qms', headers: { origin: 'http://evil.test' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/auth/me', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(pre.statusCode).toBe(204);
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  // Telemetry as the browser sends it: test/telemetry.test.ts.
});
