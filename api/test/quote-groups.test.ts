// One quote request to several agents (issue 49): POST /api/v1/misc/quote-requests/group and the agents it names.
import { QUOTE_GROUP_REFERENCE_PATTERN, QUOTE_REFERENCE_PATTERN } from '@cargora/shared/contracts/schemas';
import { createTestApp, expectError, withApp, type TestApp } from './helpers';

const URL = '/api/v1/misc/quote-requests/group';
const SEED = { agents: 40, services: 40, reviews: 10 };
const DAY_MS = 24 * 3600 * 1000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const FORM = {
  mode: 'sea', origin: 'Rotterdam', destination: 'Shanghai', readyDate: isoDate(7), cargo: 'Machine parts on pallets',
  weightKg: 1200, volumeM3: 8.5, containers: 2, incoterm: 'FOB', name: 'Ada Lovelace', email: 'ada@example.com', message: 'Door to port, please.',
};

/** Agents that list services, one that lists none (a copy of the first, without its services) and an unknown id. */
async function agentsOf(t: TestApp) {
  const serving = (await t.app.db.selectFrom('services').select('agent_id').distinct().orderBy('agent_id').execute()).map((r) => Number(r.agent_id));
  const all = (await t.app.db.selectFrom('agents').select('id').orderBy('id').execute()).map((r) => Number(r.id));
  const idle = Math.max(...all) + 1;
  const model = await t.app.db.selectFrom('agents').selectAll().where('id', '=', serving[0]!).executeTakeFirstOrThrow();
  await t.app.db.insertInto('agents').values({ ...model, id: idle, user_id: `idle-${idle}`, company_name: 'Idle Forwarding' }).execute();
  return { serving, idle, unknown: idle + 1000 };
}

const stored = (t: TestApp, group: string) =>
  t.app.db.selectFrom('quote_requests').selectAll().where('group_reference', '=', group).orderBy('reference').execute();

describe('a quote request to several agents', () => {
  let t: TestApp;
  let agents: Awaited<ReturnType<typeof agentsOf>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: SEED });
    agents = await agentsOf(t);
  });
  afterAll(async () => t.close());
  const send = (body: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: URL, payload: body, headers });

  it('stores one request per agent, each with its own reference, sharing the group reference (201)', async () => {
    const ids = agents.serving.slice(0, 3);
    const res = await send({ ...FORM, agentIds: ids, load: { load: '40HC', n: '2' } });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Quote requests received');
    expect(data.reference).toMatch(QUOTE_GROUP_REFERENCE_PATTERN);
    expect(data.items.map((i: { agentId: number }) => i.agentId)).toEqual(ids);
    for (const item of data.items) {
      expect(item).toMatchObject({ ...FORM, status: 'received', load: { load: '40HC', n: '2' } });
      expect(item.reference).toMatch(QUOTE_REFERENCE_PATTERN);
    }
    expect(new Set(data.items.map((i: { reference: string }) => i.reference)).size).toBe(3);
    // The group's reference is the first request's digits under G-.
    expect(data.reference.slice(1)).toBe(data.items[0].reference.slice(1));
    const rows = await stored(t, data.reference);
    expect(rows.map((r) => Number(r.agent_id)).sort()).toEqual([...ids].sort());
  });

  it("links each request to the agent's cheapest service on the route, else to none", async () => {
    const service = await t.app.db.selectFrom('services').select(['id', 'agent_id', 'origin_city', 'destination_city', 'mode']).orderBy('id').executeTakeFirstOrThrow();
    const other = agents.serving.find((id) => id !== Number(service.agent_id))!;
    const route = { origin: service.origin_city, destination: service.destination_city, mode: service.mode };
    const cheapest = await t.app.db
      .selectFrom('services').select('id').where('agent_id', '=', service.agent_id).where('origin_city', '=', route.origin)
      .where('destination_city', '=', route.destination).where('mode', '=', route.mode).orderBy('price_usd').orderBy('id').executeTakeFirstOrThrow();
    const onRoute = await t.app.db
      .selectFrom('services').select('id').where('agent_id', '=', other).where('origin_city', '=', route.origin).where('destination_city', '=', route.destination).execute();
    const res = await send({ ...FORM, ...route, containers: ['sea', 'rail', 'multimodal'].includes(route.mode) ? 1 : undefined, agentIds: [Number(service.agent_id), other] });
    expect(res.statusCode).toBe(201);
    const [first, second] = res.json().data.items;
    expect(first.serviceId).toBe(Number(cheapest.id));
    expect(first.serviceTitle).toEqual(expect.any(String));
    if (onRoute.length === 0) expect(second).toMatchObject({ serviceId: null, serviceTitle: null });
  });

  it('answers 400 for no agent, more than five, an agent named twice, an unknown agent or one that lists nothing', async () => {
    expect(expectError(await send({ ...FORM, agentIds: [] }), 400).message).toMatch(/^body\/agentIds/);
    expect(expectError(await send({ ...FORM, agentIds: agents.serving.slice(0, 6) }), 400).message).toMatch(/^body\/agentIds/);
    const [a, b] = agents.serving;
    expect(expectError(await send({ ...FORM, agentIds: [a, b, a] }), 400).message).toBe(`body/agentIds names agent ${a} more than once`);
    expect(expectError(await send({ ...FORM, agentIds: [a, agents.unknown] }), 400).message).toBe(`body/agentIds agent ${agents.unknown} does not exist`);
    expect(expectError(await send({ ...FORM, agentIds: [agents.idle, a] }), 400).message).toMatch(new RegExp(`^body/agentIds agent ${agents.idle} \\(.+\\) lists no service$`));
  });

  it("checks the fields by the single request's rules, and stores nothing when one is wrong", async () => {
    const before = await t.app.db.selectFrom('quote_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(expectError(await send({ ...FORM, email: 'not-an-address', agentIds: agents.serving.slice(0, 2) }), 400).message).toMatch(/^body\/email\b/);
    expect(expectError(await send({ ...FORM, agentIds: agents.serving.slice(0, 2), load: { load: '45' } }), 400).message).toMatch(/^body\/load\b/);
    const after = await t.app.db.selectFrom('quote_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers a repeat with the same Idempotency-Key with the first group, storing nothing twice', async () => {
    const key = '5b8f0c1e-9f57-4d7e-9a59-4bbbd8a7e001';
    const body = { ...FORM, agentIds: agents.serving.slice(0, 2) };
    const first = await send(body, { 'idempotency-key': key });
    const again = await send(body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await stored(t, first.json().data.reference)).toHaveLength(2);
    expect((await send({ ...body, message: 'Something else' }, { 'idempotency-key': key })).statusCode).toBe(422);
  });

  it('names the agents a group page asks for, in the order asked, leaving out unknown ones', async () => {
    const [a, b] = agents.serving;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/misc/quote-requests/group/agents?ids=${b},${agents.unknown},${a}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { id: number }) => x.id)).toEqual([b, a]);
    expect(res.json().data[0]).toEqual({ id: b, userId: expect.any(String), companyName: expect.any(String), country: expect.any(String), serviceCount: expect.any(Number) });
    expect(expectError(await t.app.inject({ method: 'GET', url: '/api/v1/misc/quote-requests/group/agents?ids=1,2,3,4,5,6' }), 400).message).toMatch(/ids/);
  });
});

describe('group quote request quotas', () => {
  it('counts one request per agent against the daily quota of an address', async () => {
    await withApp({ seed: SEED, config: { quotesPerIpPerDay: 3, quotesPerDay: 100 } }, async (a) => {
      const { serving } = await agentsOf(a);
      const send = (n: number) => a.app.inject({ method: 'POST', url: URL, payload: { ...FORM, agentIds: serving.slice(0, n) }, remoteAddress: '10.0.0.1' });
      expect((await send(2)).statusCode).toBe(201);
      // Two more would make four today: refused, nothing stored; one more fits.
      expect(expectError(await send(2), 429).message).toMatch(/quote requests from this address today/);
      expect((await send(1)).statusCode).toBe(201);
      expect((await send(1)).statusCode).toBe(429);
    });
  });
});
