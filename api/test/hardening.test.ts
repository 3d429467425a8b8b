// Issue 13: each numbered finding of the attack/chaos review, reproduced and now refused.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, parseTrustProxy, JWT_SECRET_FILE } from '../src/config';
import { buildFilesApp } from '../src/files-app';
import { mintToken } from './tokens';
import { requireHttpUrl } from '../src/lib/urls';
import { applicationFiles, asOperator, createTestApp, expectError, multipart, PDF, withApp, type TestApp } from './helpers';

const DEMO = { email: 'demo@cargora.test', password: 'cargora-demo' };
const SITE = 'http://localhost:3000';
const LOGIN = '/api/v1/auth/login/customer';
const APPLY = '/api/v1/misc/job/application/1';
const TELEMETRY = '/api/v1/misc/telemetry/remote-load';
const SMALL = { agents: 20, services: 60, reviews: 20 };

const application = (fields: Partial<Record<string, string>> = {}) =>
  multipart(
    { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', coverLetter: 'I would love to join your operations team in Rotterdam.', ...fields },
    { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: PDF },
  );

// One seeded app per describe block that uses it (on PostgreSQL every new test app resets the one database, so the
// blocks that build their own apps run after the shared one's tests).
let t: TestApp;
function sharedApp() {
  beforeAll(async () => {
    t = await createTestApp({ seed: SMALL });
  });
  afterAll(async () => t.close());
}
afterEach(() => jest.restoreAllMocks());
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('1. no public secret, bounded and exact tokens', () => {
  sharedApp();
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-secret-'));

  it('generates a random secret on first start, keeps it with mode 0600 and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ dataDir: dir }, {});
    const file = path.join(dir, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ dataDir: dir }, {}).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ dataDir: tmp() }, {}).jwtSecret).not.toBe(first.jwtSecret);
    expect(loadConfig({ dataDir: dir }, { NODE_ENV: 'production' }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, whatever NODE_ENV', () => {
    for (const NODE_ENV of ['development', 'production', 'test']) {
      expect(() => loadConfig({ dataDir: tmp() }, { NODE_ENV, JWT_SECRET: 'bench-only-secret' })).toThrow(/JWT_SECRET must be at least 32 bytes/);
    }
    expect(loadConfig({ dataDir: tmp() }, { JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('caps JWT_TTL_SECONDS', () => {
    expect(() => loadConfig({ dataDir: tmp() }, { JWT_TTL_SECONDS: String(10 * 365 * 86400) })).toThrow(/JWT_TTL_SECONDS must be between/);
    expect(loadConfig({ dataDir: tmp() }, { JWT_TTL_SECONDS: '3600' }).jwtTtlSeconds).toBe(3600);
  });

  it('no longer accepts a token minted with the old public development constant', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectError(await me(mintToken({ sub: '1', iat: now, exp: now + 3600 }, 'cargora-dev-secret-change-me-in-production')), 401);
  });

  it('refuses a token whose lifetime exceeds JWT_TTL_SECONDS (a 10-year token) or issued in the future', async () => {
    const secret = t.app.config.jwtSecret;
    const ttl = t.app.config.jwtTtlSeconds;
    const now = Math.floor(Date.now() / 1000);
    expect((await me(mintToken({ sub: '1', iat: now, exp: now + ttl }, secret))).statusCode).toBe(200);
    expectError(await me(mintToken({ sub: '1', iat: now, exp: now + 10 * 365 * 86400 }, secret)), 401);
    expectError(await me(mintToken({ sub: '1', iat: now, exp: now + ttl + 1 }, secret)), 401);
    expectError(await me(mintToken({ sub: '1', iat: now + 3600, exp: now + 7200 }, secret)), 401);
    expectError(await me(mintToken({ sub: '1', exp: now + 60 } as never, secret)), 401);
  });

  it('compares tokens exactly: trailing characters are refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = mintToken({ sub: '1', iat: now, exp: now + 600 }, t.app.config.jwtSecret);
    expect((await me(token)).statusCode).toBe(200);
    for (const tail of ['!!', '=', '==', 'A', '.', ' x']) expectError(await me(`${token}${tail}`), 401);
    const [h, b, s] = token.split('.');
    expectError(await me(`${h}=.${b}.${s}`), 401);
    expectError(await me(`${h}.${b}!.${s}`), 401);
  });
});

describe('2. bounded uploads and writes', () => {
  sharedApp();
  it('refuses state-changing requests from a foreign Origin or a cross-site fetch with 403 JSON', async () => {
    const before = applicationFiles(t).length;
    const form = application();
    const evil = await t.app.inject({ method: 'POST', url: APPLY, payload: form.payload, headers: { ...form.headers, origin: 'https://evil.example' } });
    expect(expectError(evil, 403).message).toMatch(/not accepted/);
    expect(applicationFiles(t).length).toBe(before);
    expectError(await t.app.inject({ method: 'POST', url: LOGIN, payload: DEMO, headers: { origin: 'https://evil.example' } }), 403);
    expectError(await t.app.inject({ method: 'POST', url: LOGIN, payload: DEMO, headers: { 'sec-fetch-site': 'cross-site' } }), 403);
    expectError(await t.app.inject({ method: 'POST', url: TELEMETRY, payload: { remote: 'catalog', outcome: 'ok' }, headers: { origin: 'null' } }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/v1/misc/services/1', headers: { origin: 'https://evil.example' } }), 403);
    // The site's origins, the API's own (Swagger UI) and non-browser clients (no Origin, no Sec-Fetch-Site) pass.
    expect((await t.app.inject({ method: 'POST', url: LOGIN, payload: DEMO, headers: { origin: SITE, 'sec-fetch-site': 'same-site' } })).statusCode).toBe(200);
    // The API's own origin is its configured one (PUBLIC_API_URL, here the default), not what the Host header says.
    expect((await t.app.inject({ method: 'POST', url: LOGIN, payload: DEMO, headers: { origin: 'http://localhost:4000', host: 'evil.example' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: LOGIN, payload: DEMO })).statusCode).toBe(200);
    // Reads are not state-changing.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/misc/qms', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });

  it('leaves no partial file and no row when the disk fills during the write (507)', async () => {
    const before = applicationFiles(t);
    const count = await t.app.applicationsRepository.count();
    const write = fsp.writeFile;
    jest.spyOn(fsp, 'writeFile').mockImplementation(async (file, data, options) => {
      await write(file, (data as Buffer).subarray(0, 10), options as never); // a partial file, then the disk is full
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const form = application();
    const res = await t.app.inject({ method: 'POST', url: APPLY, payload: form.payload, headers: form.headers });
    expect(expectError(res, 507).message).toMatch(/try again later/);
    expect(applicationFiles(t)).toEqual(before);
    expect(await t.app.applicationsRepository.count()).toBe(count);
  });

  it('removes the stored file when the row cannot be written, and answers 507 for a full database', async () => {
    const before = applicationFiles(t);
    const full = () => Promise.reject(Object.assign(new Error('database or disk is full'), { code: t.app.dbKind === 'postgres' ? '53100' : 'SQLITE_FULL' }));
    jest.spyOn(t.app.applicationsRepository, 'insert').mockImplementation(full);
    const form = application();
    expectError(await t.app.inject({ method: 'POST', url: APPLY, payload: form.payload, headers: form.headers }), 507);
    expect(applicationFiles(t)).toEqual(before);
    jest.spyOn(t.app.telemetryRepository, 'recordRemoteLoad').mockImplementation(full);
    expectError(await t.app.inject({ method: 'POST', url: TELEMETRY, payload: { remote: 'catalog', outcome: 'error', message: 'Error: x' } }), 507);
    jest.spyOn(t.app.authRepository, 'createChallenge').mockImplementation(full);
    expect(expectError(await t.app.inject({ method: 'POST', url: LOGIN, payload: DEMO }), 507).message).toMatch(/try again later/);
    jest.spyOn(t.app.authRepository, 'createChallenge').mockRejectedValue(Object.assign(new Error('read-only'), { code: 'EROFS' }));
    expectError(await t.app.inject({ method: 'POST', url: LOGIN, payload: DEMO }), 503);
  });

  it('rate-limits applications per IP and keeps a daily quota per IP and for everyone', async () => {
    await withApp({ seed: SMALL, config: { rateLimitApplications: 3 } }, async (a) => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const form = application();
        codes.push((await a.app.inject({ method: 'POST', url: APPLY, payload: form.payload, headers: form.headers })).statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 429, 429]);
    });
    await withApp({ seed: SMALL, config: { applicationsPerIpPerDay: 2, applicationsPerDay: 3 } }, async (a) => {
      const send = (ip: string) => {
        const form = application();
        return a.app.inject({ method: 'POST', url: APPLY, payload: form.payload, headers: form.headers, remoteAddress: ip });
      };
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      const third = await send('10.0.0.1');
      expect(expectError(third, 429).message).toMatch(/today/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('10.0.0.2')).statusCode).toBe(201);
      expect(expectError(await send('10.0.0.3'), 429).message).toMatch(/cannot take more applications today/);
      expect(await a.app.applicationsRepository.count()).toBe(3);
      expect(applicationFiles(a)).toHaveLength(3);
    });
  });

  it('answers 507 JSON "try again later" before accepting a file, telemetry or a sign-in when the disk is low; /ready says so', async () => {
    await withApp({ seed: SMALL, config: { minFreeDiskBytes: Number.MAX_SAFE_INTEGER } }, async (a) => {
      const form = application();
      const upload = await a.app.inject({ method: 'POST', url: APPLY, payload: form.payload, headers: form.headers });
      expect(expectError(upload, 507).message).toMatch(/try again later/);
      expect(applicationFiles(a)).toEqual([]);
      expect(await a.app.applicationsRepository.count()).toBe(0);
      expectError(await a.app.inject({ method: 'POST', url: TELEMETRY, payload: { remote: 'catalog', outcome: 'ok' } }), 507);
      expectError(await a.app.inject({ method: 'POST', url: LOGIN, payload: DEMO }), 507);
      const ready = await a.app.inject('/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'degraded', db: a.app.dbKind, files: 'ok', disk: expect.stringMatching(/^low: \d+ bytes free/), checkedAt: expect.any(String) });
      expect((await a.app.inject('/health')).statusCode).toBe(200);
    });
  });

  it('/ready reports a files store that cannot be written (503, naming the part) once the background check has run', async () => {
    await withApp({ seed: false }, async (a) => {
      const dir = path.join(a.dataDir, 'files', 'applications');
      expect((await a.app.inject('/ready')).json()).toEqual({ status: 'ok', db: a.app.dbKind, files: 'ok', disk: 'ok', checkedAt: expect.any(String) });
      fs.rmSync(dir, { recursive: true });
      fs.writeFileSync(dir, 'not a folder');
      await a.app.storage.refreshReadiness();
      const res = await a.app.inject('/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', db: a.app.dbKind, files: 'ENOTDIR', disk: 'ok', checkedAt: expect.any(String) });
    });
  });
});

describe('3. security headers', () => {
  sharedApp();
  it('the API sends a JSON API CSP, nosniff, Referrer-Policy and X-Frame-Options', async () => {
    for (const url of ['/api/v1/misc/qms', '/api/v1/misc/nothing', '/health']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('the files origin sends them too, on files and on 404s', async () => {
    const files = await buildFilesApp(t.app.config);
    try {
      const logo = fs.readdirSync(path.join(t.dataDir, 'files', 'logos'))[0];
      for (const url of [`/files/logos/${logo}`, '/files/nothing.svg', '/files/applications/x.pdf']) {
        const res = await files.inject(url);
        expect(res.headers['content-security-policy']).toContain("default-src 'none'");
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
      expect((await files.inject(`/files/logos/${logo}`)).statusCode).toBe(200);
    } finally {
      await files.close();
    }
  });
});

describe('4. time-outs', () => {
  /** Sends a POST's headers, then one body byte every `everyMs`; resolves with what the server answered and when it closed. */
  function slowBody(port: number, everyMs: number): Promise<{ response: string; afterMs: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      socket.on('connect', () => {
        socket.write(`POST ${TELEMETRY} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`);
      });
      const timer = setInterval(() => socket.writable && socket.write('{'), everyMs);
      socket.on('data', (d) => (response += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ response, afterMs: Date.now() - started });
      });
      setTimeout(() => socket.destroy(), 15_000);
    });
  }

  it('cuts off a body that trickles in past the request time-out (408)', async () => {
    await withApp({ seed: false, config: { requestTimeoutMs: 1500, connectionTimeoutMs: 10_000 } }, async (a) => {
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      const { response, afterMs } = await slowBody((a.app.server.address() as { port: number }).port, 300);
      expect(response).toMatch(/^HTTP\/1\.1 408/);
      expect(afterMs).toBeLessThan(5000);
    });
  });

  it('closes a socket whose body stalls past the idle time-out, and sets headers and keep-alive time-outs', async () => {
    await withApp({ seed: false, config: { requestTimeoutMs: 30_000, connectionTimeoutMs: 1000, headersTimeoutMs: 2000, keepAliveTimeoutMs: 3000 } }, async (a) => {
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      expect(a.app.server.headersTimeout).toBe(2000);
      expect(a.app.server.keepAliveTimeout).toBe(3000);
      expect(a.app.server.requestTimeout).toBe(30_000);
      const { afterMs } = await slowBody((a.app.server.address() as { port: number }).port, 4000);
      expect(afterMs).toBeLessThan(3500);
      const files = await buildFilesApp(a.app.config);
      expect(files.server.keepAliveTimeout).toBe(3000);
      expect(files.server.requestTimeout).toBe(30_000);
      await files.close();
    });
  });

  it('has documented defaults', () => {
    const c = loadConfig({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-cfg-')) }, {});
    expect([c.requestTimeoutMs, c.headersTimeoutMs, c.connectionTimeoutMs, c.keepAliveTimeoutMs]).toEqual([60_000, 10_000, 15_000, 5_000]);
  });
});

// 5. Bounded telemetry: test/telemetry.test.ts (posts are checked against a remotes.json it serves).

interface ParameterSchema {
  type?: string;
  enum?: string[];
  anyOf?: { const?: string; enum?: string[] }[];
}
/** Valid values of the text parameters that have a shape (the telemetry reads' remote version and moment). */
const SHAPED_TEXT: Record<string, string> = { version: '1.0.0-20260101T000000Z', since: '2026-01-01T00:00:00Z' };
/** A valid value of a required text parameter: one of a closed list (its first), a shaped one, or free text. */
const validText = (name: string, schema: ParameterSchema): string =>
  schema.enum?.[0] ?? schema.anyOf?.[0]?.const ?? schema.anyOf?.[0]?.enum?.[0] ?? SHAPED_TEXT[name] ?? 'ro';

describe('6. numeric query parameters: finite and in range, else 400', () => {
  sharedApp();
  const VALUES = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN'];
  it('on every route with a numeric query parameter (from the OpenAPI document)', async () => {
    const spec = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean; schema: ParameterSchema }[] }>>;
    };
    const userId = (await t.app.inject('/api/v1/misc/user/agent?pageSize=1')).json().data.items[0].userId as string;
    const cases: [string, string][] = [];
    for (const [route, methods] of Object.entries(spec.paths)) {
      const get = methods.get;
      if (!get) continue;
      const path = route.replace('{userId}', userId).replace('{idOrUserId}', '1').replace('{category}', 'all').replace(/\{[^}]+\}/g, '1');
      // A required text parameter (the place search's q, the telemetry reads' remote) gets a valid value, so only the
      // number is wrong.
      const required = (get.parameters ?? []).filter((p) => p.in === 'query' && p.required && !['integer', 'number'].includes(p.schema.type ?? ''));
      const url = `${path}?${required.map((p) => `${p.name}=${encodeURIComponent(validText(p.name, p.schema))}&`).join('')}`;
      for (const p of get.parameters ?? []) if (p.in === 'query' && ['integer', 'number'].includes(p.schema.type ?? '')) cases.push([url, p.name]);
    }
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const names = new Set(cases.map(([, name]) => name));
    for (const name of ['page', 'pageSize', 'limit', 'minPrice', 'maxPrice', 'minRating', 'agentId']) expect(names).toContain(name);
    const failures: string[] = [];
    for (const [url, name] of cases) {
      for (const value of VALUES) {
        // As an operator: the operator-only reads (telemetry) are among them.
        const res = await t.app.inject({ url: `${url}${name}=${encodeURIComponent(value)}`, headers: asOperator(t) });
        const body = res.json();
        if (res.statusCode !== 400 || !String(body.message).includes(`querystring/${name}`)) failures.push(`${url}?${name}=${value} -> ${res.statusCode} ${body.message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('minPrice above maxPrice is a readable 400; a multipart request without a boundary is a 400', async () => {
    expect(expectError(await t.app.inject('/api/v1/misc/services?minPrice=10&maxPrice=5'), 400).message).toBe('querystring/minPrice must be <= maxPrice');
    const res = await t.app.inject({ method: 'POST', url: APPLY, headers: { 'content-type': 'multipart/form-data' }, payload: 'name=x' });
    expect(expectError(res, 400).message).toMatch(/multipart/i);
  });
});

describe('7. no-store on answers that carry a token or the user', () => {
  sharedApp();
  it('login, OTP verify and /auth/me (also their errors)', async () => {
    const login = await t.app.inject({ method: 'POST', url: LOGIN, payload: DEMO });
    const { identifier } = login.json().data;
    const verify = await t.app.inject({ method: 'POST', url: `/api/v1/auth/otp/verify/${identifier}`, payload: { code: t.otps.get(identifier) } });
    expect(verify.statusCode).toBe(200);
    const who = await me(verify.json().data.token);
    for (const res of [login, verify, who, await me('bad'), await t.app.inject({ method: 'POST', url: LOGIN, payload: { ...DEMO, password: 'x' } })]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(who.headers['x-cache']).toBeUndefined();
  });
});

describe('8. agent websites: http and https only', () => {
  sharedApp();
  it('checked on write, and an old javascript: row never reaches the answer', async () => {
    expect(() => requireHttpUrl('javascript:alert(1)', 'website')).toThrow(/http or https/);
    expect(() => requireHttpUrl('data:text/html,x', 'website')).toThrow(/http or https/);
    expect(requireHttpUrl('https://www.example.test', 'website')).toBe('https://www.example.test');
    const agent = await t.app.db.selectFrom('agents').select(['id', 'user_id', 'website']).orderBy('id').executeTakeFirstOrThrow();
    expect(agent.website).toMatch(/^https:\/\//);
    const storefront = () => t.app.inject(`/api/v1/misc/storefront/${agent.user_id}`);
    for (const bad of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example', 'vbscript:x']) {
      await t.app.db.updateTable('agents').set({ website: bad }).where('id', '=', agent.id).execute();
      const res = await storefront();
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).not.toMatch(/javascript:|data:text|vbscript|evil\.example/i);
    }
    await t.app.db.updateTable('agents').set({ website: 'http://ok.example.test/about' }).where('id', '=', agent.id).execute();
    expect(JSON.stringify((await storefront()).json())).toContain('"http://ok.example.test/about"');
    await t.app.db.updateTable('agents').set({ website: agent.website }).where('id', '=', agent.id).execute();
  });
});

describe('9. proxies, shared rate limits, per-account throttling', () => {
  sharedApp();
  it('keeps the same timing for an unknown e-mail and a wrong password', async () => {
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      expect((await t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password: 'wrong-password' } })).statusCode).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await time(DEMO.email));
      unknown.push(await time(`nobody-${i}@cargora.test`));
      await t.app.db.deleteFrom('login_failures').execute();
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
  it('TRUST_PROXY is off by default; a hop count, a list or true', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toBe('10.0.0.1,10.0.0.0/8');
  });

  it('behind a trusted proxy each visitor has their own bucket; without it X-Forwarded-For is ignored', async () => {
    const attempt = (a: TestApp, xff: string) =>
      a.app.inject({ method: 'POST', url: LOGIN, payload: { email: `${xff}@x.test`, password: 'x' }, headers: { 'x-forwarded-for': xff }, remoteAddress: '10.9.9.9' });
    await withApp({ seed: false, config: { rateLimitAuth: 2, trustProxy: 1 } }, async (a) => {
      expect([(await attempt(a, '1.1.1.1')).statusCode, (await attempt(a, '1.1.1.1')).statusCode, (await attempt(a, '1.1.1.1')).statusCode]).toEqual([401, 401, 429]);
      expect((await attempt(a, '2.2.2.2')).statusCode).toBe(401);
      // One hop trusted: a forged left-most entry does not pick a new bucket.
      expect((await attempt(a, '9.9.9.9, 1.1.1.1')).statusCode).toBe(429);
    });
    await withApp({ seed: false, config: { rateLimitAuth: 2 } }, async (a) => {
      expect([(await attempt(a, '1.1.1.1')).statusCode, (await attempt(a, '2.2.2.2')).statusCode, (await attempt(a, '3.3.3.3')).statusCode]).toEqual([401, 401, 429]);
    });
  });

  // Sign-in throttling per (address, account) pair and per address: test/sign-in-throttle.test.ts.

});

describe('10. production serves no API docs unless API_DOCS=1', () => {
  it('404s /api/docs and /api/openapi.json in production; API_DOCS=1 turns them on', async () => {
    await withApp({ seed: false, config: { nodeEnv: 'production' } }, async (a) => {
      expect(a.app.config.apiDocs).toBe(false);
      expectError(await a.app.inject('/api/docs/'), 404);
      expectError(await a.app.inject('/api/openapi.json'), 404);
      expect((await a.app.inject('/health')).statusCode).toBe(200);
    });
    expect(loadConfig({ nodeEnv: 'production', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-cfg-')) }, { API_DOCS: '1' }).apiDocs).toBe(true);
    await withApp({ seed: false, config: { nodeEnv: 'production', apiDocs: true } }, async (a) => {
      expect((await a.app.inject('/api/openapi.json')).statusCode).toBe(200);
    });
  });
});

describe('11. the services count cache honours the data version', () => {
  sharedApp();
  it('a write that moves the data version makes the next count fresh', async () => {
    const repo = t.app.servicesRepository;
    const filters = { category: 'customsServices' as const };
    const paging = { page: 1, pageSize: 1 };
    const before = (await repo.list(filters, 'newest', paging, 'en')).total;
    expect((await repo.list(filters, 'newest', paging, 'en')).total).toBe(before); // cached
    const other = await t.app.db.selectFrom('services').select(['id', 'category']).where('category', '!=', 'customsServices').executeTakeFirstOrThrow();
    const version = t.app.dataVersion();
    await t.app.db.updateTable('services').set({ category: 'customsServices' }).where('id', '=', other.id).execute();
    expect(t.app.dataVersion()).not.toBe(version);
    expect((await repo.list(filters, 'newest', paging, 'en')).total).toBe(before + 1);
    await t.app.db.updateTable('services').set({ category: other.category }).where('id', '=', other.id).execute();
    expect((await repo.list(filters, 'newest', paging, 'en')).total).toBe(before);
  });
});
