// Agents answer quote requests, and their response time is measured from those answers (issue 49, migration 032):
// the answer's rules and refusals, the customer seeing the answer, the median with its 7-day cap and its minimum of
// three requests, and the seeded requests the storefronts' figures come from. SQLite, and PostgreSQL with
// DATABASE_URL (scripts/with-postgres.sh).
import crypto from 'node:crypto';
import { RESPONSE_TIME_RULES } from '@cargora/shared/contracts';
import { validateQuoteAnswer, type AgentTrustT, type QuoteRequestT } from '@cargora/shared/contracts/schemas';
import { measureResponseTime } from '../src/plugins/app/agents/response-time';
import { DEMO_AGENT, SETTLED_DAYS } from '../src/db/seed-data/quote-history';
import { createTestApp, expectError, type TestApp } from './helpers';
import { mintToken } from './tokens';

const URL = '/api/v1/misc/quote-requests';
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const FORM = {
  mode: 'road', origin: 'Rotterdam', destination: 'Antwerp', readyDate: isoDate(7), cargo: 'Machine parts on pallets',
  weightKg: 1200, name: 'Ada Lovelace', email: 'ada@example.com',
};
const ANSWER = { amount: 1480.5, currency: 'EUR', validUntil: isoDate(14), message: 'Trucks leave daily.' };

/** The median of numbers, as a reader would compute it (independently of the API's code). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe('the response time rule', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const asked = (hoursAgo: number, answeredAfterHours: number | null) => ({
    created_at: ago(hoursAgo),
    answered_at: answeredAfterHours === null ? null : ago(hoursAgo - answeredAfterHours),
  });

  it('is the median hours from request to answer, a request not answered within 7 days counting as 7 days', () => {
    expect(measureResponseTime([asked(500, 2), asked(400, 30), asked(300, null)], now)).toEqual({ medianHours: 30, requests: 3, measuredAt: '2026-11-29' });
    // Answered after ten days: seven days. Two of four at the cap: the median is between the middle two.
    expect(measureResponseTime([asked(900, 240), asked(800, 4), asked(700, 6), asked(600, null)], now)!.medianHours).toBe((6 + 168) / 2);
  });

  it('leaves out requests still waiting within the 7 days and those older than the year; gives nothing below three', () => {
    expect(measureResponseTime([asked(500, 2), asked(400, 30), asked(100, null)], now)).toBeNull();
    expect(measureResponseTime([asked(500, 2), asked(400, 30), asked(366 * 24, 1)], now)).toBeNull();
    expect(measureResponseTime([asked(500, 2), asked(400, 30), asked(364 * 24, 1)], now)).toEqual({ medianHours: 2, requests: 3, measuredAt: '2026-11-29' });
    expect(RESPONSE_TIME_RULES).toEqual({ windowDays: 365, capHours: 168, minRequests: 3 });
  });
});

describe('the answer rules', () => {
  const today = '2026-11-29';
  it('need a price above nothing, a currency code and a validity from today to a year ahead', () => {
    expect(validateQuoteAnswer({ ...ANSWER, validUntil: '2026-12-10' }, { today })).toEqual({});
    expect(validateQuoteAnswer({ amount: '', currency: '', validUntil: '', message: '' }, { today })).toEqual({ amount: 'required', currency: 'required', validUntil: 'required' });
    expect(validateQuoteAnswer({ amount: 0, currency: 'EURO', validUntil: '2026-02-30', message: 'x'.repeat(2001) }, { today })).toEqual({
      amount: 'range', currency: 'invalid', validUntil: 'invalid', message: 'tooLong',
    });
    expect(validateQuoteAnswer({ ...ANSWER, amount: '1 200,5', validUntil: '2026-11-28' }, { today }).validUntil).toBe('past');
    expect(validateQuoteAnswer({ ...ANSWER, validUntil: '2027-12-01' }, { today }).validUntil).toBe('tooFar');
  });
});

describe('agents answering quote requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { agents: 30, services: 120, reviews: 50 } });
  });
  afterAll(async () => t.close());

  let nextUser = 1000;
  /** A signed-in account: a new user of `role`, answering for `agentId` when given; its Authorization header. */
  async function account(role: 'agent' | 'customer', agentId?: number): Promise<Record<string, string>> {
    const db = t.app.db;
    // Ids given (a PostgreSQL INTEGER key is not numbered by itself), above the seeded demo customer's.
    const id = (nextUser += 1);
    await db
      .insertInto('users')
      .values({ id, email: `${crypto.randomUUID()}@example.com`, name: 'Staff', password_hash: 'not-used', role, created_at: new Date().toISOString() })
      .execute();
    if (agentId !== undefined) await db.insertInto('agent_accounts').values({ user_id: Number(id), agent_id: agentId }).execute();
    const now = Math.floor(Date.now() / 1000);
    return { authorization: `Bearer ${mintToken({ sub: String(id), role, jti: crypto.randomUUID(), iat: now, exp: now + 600 }, t.app.config.jwtSecret)}` };
  }
  async function ask(agentId: number, headers: Record<string, string> = {}): Promise<QuoteRequestT> {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { ...FORM, agentId }, headers });
    expect(res.statusCode).toBe(201);
    return res.json().data;
  }
  const answer = (id: string, headers: Record<string, string>, body: object = ANSWER) =>
    t.app.inject({ method: 'POST', url: `${URL}/${id}/answer`, payload: body, headers });
  const inbox = (headers: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `${URL}/for-agent${query}`, headers });

  it('lists the requests sent to the signed-in agent only; 401 signed out, 403 for any other account', async () => {
    const agent = await account('agent', 2);
    const request = await ask(2);
    await ask(3);
    const res = await inbox(agent, '?status=received&pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json().data as { items: QuoteRequestT[]; total: number };
    expect(page.items.every((q) => q.agentId === 2 && q.status === 'received')).toBe(true);
    expect(page.items.map((q) => q.id)).toContain(request.id);
    expect(page.total).toBe(
      Number((await t.app.db.selectFrom('quote_requests').select((eb) => eb.fn.countAll().as('n')).where('agent_id', '=', 2).where('status', '=', 'received').executeTakeFirstOrThrow()).n),
    );
    expectError(await inbox({}), 401);
    expectError(await inbox(await account('customer')), 403);
    expectError(await inbox(await account('agent')), 403);
    expectError(await inbox(agent, '?status=lost'), 400);
  });

  it('the seeded demo agent signs in as the agent site does and sees its requests', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: { email: DEMO_AGENT.email, password: DEMO_AGENT.password } });
    const { identifier } = login.json().data;
    const verify = await t.app.inject({ method: 'POST', url: `/api/v1/auth/otp/verify/${identifier}`, payload: { code: t.otps.get(identifier) } });
    expect(verify.json().data.user).toMatchObject({ email: DEMO_AGENT.email, role: 'agent' });
    const res = await inbox({ authorization: `Bearer ${verify.json().data.token}` }, '?pageSize=100');
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { items: QuoteRequestT[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((q) => q.agentId === DEMO_AGENT.agentId)).toBe(true);
  });

  it('stores an answer once: the request is quoted, its customer sees the answer; 409 a second time', async () => {
    const agent = await account('agent', 4);
    const customer = await account('customer');
    const request = await ask(4, customer);
    const res = await answer(request.id, agent);
    expect(res.statusCode).toBe(200);
    const stored = res.json().data as QuoteRequestT;
    expect(stored).toMatchObject({ id: request.id, status: 'quoted', answer: { ...ANSWER, answeredAt: expect.any(String) } });
    const mine = (await t.app.inject({ method: 'GET', url: `${URL}/mine`, headers: customer })).json().data.items as QuoteRequestT[];
    expect(mine.find((q) => q.id === request.id)).toEqual(stored);
    expect(await t.app.quotesRepository.findById(request.id, 'en')).toEqual(stored);
    expect(expectError(await answer(request.id, agent, { ...ANSWER, amount: 999 }), 409).message).toMatch(/answered already/);
    expect((await t.app.quotesRepository.findById(request.id, 'en'))!.answer!.amount).toBe(ANSWER.amount);
    // Two answers sent at once: exactly one is stored.
    const twice = await ask(4);
    const both = await Promise.all([answer(twice.id, agent), answer(twice.id, agent, { ...ANSWER, amount: 2 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses another agent’s request (403), an unknown one (404) and a bad answer (400 naming the field)', async () => {
    const request = await ask(5);
    const other = await account('agent', 6);
    expect(expectError(await answer(request.id, other), 403).message).toMatch(/another agent/);
    expectError(await answer(request.id, await account('customer')), 403);
    expectError(await answer(request.id, {}), 401);
    expectError(await answer(crypto.randomUUID(), other), 404);
    const agent = await account('agent', 5);
    const bad = async (change: object, field: string) => {
      const message = expectError(await answer(request.id, agent, { ...ANSWER, ...change }), 400).message;
      expect(message).toMatch(new RegExp(`^body/${field}\\b`));
    };
    await bad({ amount: -1 }, 'amount');
    await bad({ amount: 'a lot' }, 'amount');
    await bad({ currency: 'EURO' }, 'currency');
    await bad({ currency: 'QQQ' }, 'currency');
    await bad({ validUntil: isoDate(-3) }, 'validUntil');
    await bad({ validUntil: 'soon' }, 'validUntil');
    await bad({ message: 'x'.repeat(2001) }, 'message');
    // Malformed bodies and ids are the client's mistakes: 4xx, never a 500.
    for (const payload of ['not json', '[1,2]', '{"amount":{"x":1},"currency":"EUR","validUntil":"2030-01-01"}', '{"amount":1e999,"currency":"EUR","validUntil":"2030-01-01"}']) {
      const res = await t.app.inject({ method: 'POST', url: `${URL}/${request.id}/answer`, payload, headers: { ...agent, 'content-type': 'application/json' } });
      expectError(res, 400);
    }
    expectError(await answer('x'.repeat(65), agent), 400);
    expect((await answer('%E0%A4%A', agent)).statusCode).toBe(400);
    expectError(await inbox(agent, '?page=0'), 400);
    expect((await t.app.quotesRepository.findById(request.id, 'en'))!.status).toBe('received');
    // A lower-case code is the same currency.
    expect((await answer(request.id, agent, { ...ANSWER, currency: 'usd' })).json().data.answer.currency).toBe('USD');
  });

  it('measures the agent’s response time from its answers: the median, the 7-day cap, nothing below three', async () => {
    const agentId = 7;
    const db = t.app.db;
    await db.deleteFrom('quote_requests').where('agent_id', '=', agentId).execute();
    const agent = await account('agent', agentId);
    // Asked 2 hours, 30 hours and 10 days ago; answered now, now and never.
    const backdate = async (hours: number) => {
      const request = await ask(agentId);
      await db.updateTable('quote_requests').set({ created_at: new Date(Date.now() - hours * HOUR_MS).toISOString() }).where('id', '=', request.id).execute();
      return request.id;
    };
    const quick = await backdate(2);
    const slow = await backdate(30);
    await backdate(240);
    expect((await t.app.agentsRepository.trust(agentId)).responseTime).toBeNull();
    expect((await answer(quick, agent)).statusCode).toBe(200);
    // Two counted (one answered, one past the cap): still too few.
    expect((await t.app.agentsRepository.trust(agentId)).responseTime).toBeNull();
    expect((await answer(slow, agent)).statusCode).toBe(200);
    const time = (await t.app.agentsRepository.trust(agentId)).responseTime!;
    expect(time.requests).toBe(3);
    expect(Math.abs(time.medianHours - 30)).toBeLessThanOrEqual(0.1);
    const { user_id } = await db.selectFrom('agents').select('user_id').where('id', '=', agentId).executeTakeFirstOrThrow();
    const storefront = await t.app.inject({ method: 'GET', url: `/api/v1/misc/storefront/${user_id}` });
    expect((storefront.json().data.trust as AgentTrustT).responseTime).toEqual(time);
  });

  it('the seed: every agent’s figure is the median of its seeded requests, at believable, varied delays', async () => {
    const db = t.app.db;
    const seededDay = (await db.selectFrom('seed_meta').select('value').where('key', '=', 'seeded_at').executeTakeFirstOrThrow()).value;
    // The requests the seed wrote, from documentation addresses (the tests above sent theirs from 127.0.0.1).
    const rows = await db.selectFrom('quote_requests').select(['agent_id', 'created_at', 'answered_at']).where('client_ip', 'like', '192.0.2.%').execute();
    const agents = await db.selectFrom('agents').select('id').where('id', 'not in', [2, 3, 4, 5, 6, 7]).orderBy('id').execute();
    expect(rows.length).toBeGreaterThan(agents.length * RESPONSE_TIME_RULES.minRequests);
    const cap = RESPONSE_TIME_RULES.capHours;
    const figures: number[] = [];
    let none = 0;
    for (const { id } of agents) {
      const own = rows.filter((r) => Number(r.agent_id) === Number(id));
      // Each one settled (answered, or past the cap) by the seed date.
      for (const r of own) expect(Date.parse(seededDay) - Date.parse(r.created_at)).toBeGreaterThanOrEqual(Math.max(cap * HOUR_MS, (SETTLED_DAYS - 1) * DAY_MS));
      const hours = own.map((r) => (r.answered_at === null ? cap : Math.min(cap, (Date.parse(r.answered_at) - Date.parse(r.created_at)) / HOUR_MS)));
      const shown = (await t.app.agentsRepository.trust(Number(id))).responseTime;
      if (hours.length < RESPONSE_TIME_RULES.minRequests) {
        expect(shown).toBeNull();
        none += 1;
      } else {
        expect(shown).toEqual({ medianHours: Math.round(median(hours) * 10) / 10, requests: hours.length, measuredAt: expect.any(String) });
        figures.push(shown!.medianHours);
      }
    }
    // Some agents answer within hours, some take days; some requests were never answered; most agents have a figure.
    expect(Math.min(...figures)).toBeLessThan(6);
    expect(Math.max(...figures)).toBeGreaterThan(24);
    expect(rows.some((r) => r.answered_at === null)).toBe(true);
    expect(none).toBeLessThan(agents.length / 3);
  });
});
