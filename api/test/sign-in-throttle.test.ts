// Sign-in throttling by (address, account) pair and by address, shared by every API instance on the database.
// SQLite, and PostgreSQL with DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loginDelayMs } from '../src/plugins/app/auth/auth-service';
import { createTestApp, expectError, type TestApp } from './helpers';

const DEMO = { email: 'demo@cargora.test', password: 'cargora-demo' };
const LOGIN = '/api/v1/auth/login/customer';
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

describe('sign-in throttling over two API instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  const login = (app: FastifyInstance, ip: string, email = DEMO.email, password = DEMO.password) =>
    app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress: ip });
  /** The API's clock (Date only: timers and I/O run as usual) is frozen per test and moved by hand: no test sleeps or races it. */
  const advance = (ms: number) => jest.setSystemTime(Date.now() + ms);

  beforeAll(async () => {
    t = await createTestApp({ seed: { agents: 5, services: 5, reviews: 0 }, config: { loginMaxFailures: 5, loginWindowSeconds: 900, loginMaxFailuresPerIp: 30 } });
    other = await buildApp({ logger: false, seed: false, databaseUrl: t.app.config.databaseUrl, dataDir: t.dataDir, config: { ...t.app.config }, onOtpIssued: (id, code) => t.otps.set(id, code) });
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('login_failures').execute();
    jest.useFakeTimers({ doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => jest.useRealTimers());

  it('an attacker failing 20 times for an account does not lock its owner out from another address; the attacker is throttled', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) answers.push((await login(i % 2 ? other : t.app, ATTACKER, DEMO.email, `guess-${i}`)).statusCode);
    // Five tries, then the pair waits (on both instances: the failures are shared).
    expect(answers).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    const owner = await login(other, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.identifier).toEqual(expect.any(String));
    expect((await login(t.app, OWNER)).statusCode).toBe(200);
    // The attacker's address is still waiting, even with the right password.
    const throttled = expectError(await login(t.app, ATTACKER), 429);
    expect(throttled.message).toMatch(/this account from this address/);
  });

  it('makes the pair wait 1 s, 2 s, 4 s … after the free tries, at most the window, answering 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(t.app, ATTACKER, DEMO.email, 'wrong')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let step = 0; step < 4; step += 1) {
      const early = await login(other, ATTACKER, DEMO.email, 'wrong');
      expect(early.statusCode).toBe(429);
      waits.push(Number(early.headers['retry-after']));
      advance(waits[step] * 1000);
      expect((await login(t.app, ATTACKER, DEMO.email, 'wrong')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect(loginDelayMs(4, 5, 900_000)).toBe(0);
    expect(loginDelayMs(5, 5, 900_000)).toBe(1000);
    expect(loginDelayMs(25, 5, 900_000)).toBe(900_000);
    expect(loginDelayMs(5000, 5, 900_000)).toBe(900_000);
    // Once the wait is over, the right password signs in and the pair starts afresh.
    advance(60_000);
    expect((await login(t.app, ATTACKER)).statusCode).toBe(200);
    expect((await login(t.app, ATTACKER, DEMO.email, 'wrong')).statusCode).toBe(401);
  });

  it('caps one address across accounts (looser), without slowing other addresses', async () => {
    for (let i = 0; i < 30; i += 1) expect((await login(i % 2 ? other : t.app, ATTACKER, `victim-${i}@cargora.test`, 'x')).statusCode).toBe(401);
    const capped = expectError(await login(t.app, ATTACKER, 'victim-99@cargora.test', 'x'), 429);
    expect(capped.message).toMatch(/from this address/);
    expect(Number((await login(other, ATTACKER, 'victim-98@cargora.test', 'x')).headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(t.app, OWNER)).statusCode).toBe(200);
    expect((await login(other, OWNER, 'victim-1@cargora.test', 'x')).statusCode).toBe(401);
  });
});
