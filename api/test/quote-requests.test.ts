import { INCOTERMS, PAGING, QUOTE_REFERENCE_PATTERN, QUOTE_REQUEST_RULES as R, TRANSPORT_MODES } from '@cargora/shared/contracts/schemas';
import { createTestApp, expectError, withApp, type TestApp } from './helpers';

const URL = '/api/v1/misc/quote-requests';
const MINE = '/api/v1/misc/quote-requests/mine';
const SEED = { agents: 40, services: 40, reviews: 10 };
const DEMO = { email: 'demo@cargora.test', password: 'cargora-demo' };
const DAY_MS = 24 * 3600 * 1000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const FORM = {
  mode: 'sea', origin: 'Rotterdam', destination: 'Shanghai', readyDate: isoDate(7), cargo: 'Machine parts on pallets',
  weightKg: 1200, volumeM3: 8.5, containers: 2, incoterm: 'FOB', name: 'Ada Lovelace', email: 'Ada@Example.com', message: 'Door to port, please.',
};

async function signIn(t: TestApp): Promise<string> {
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: DEMO });
  const { identifier } = login.json().data;
  const verify = await t.app.inject({ method: 'POST', url: `/api/v1/auth/otp/verify/${identifier}`, payload: { code: t.otps.get(identifier) } });
  return verify.json().data.token;
}

describe('quote requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: SEED });
  });
  afterAll(async () => t.close());
  const send = (body: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: URL, payload: body, headers });

  it('stores a request for a service and answers 201 with a reference and the stored request', async () => {
    const res = await send({ ...FORM, serviceId: 3 });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Quote request received');
    const service = (await t.app.inject({ method: 'GET', url: '/api/v1/misc/services/3' })).json().data;
    expect(data).toEqual({
      ...FORM, email: 'ada@example.com', id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.stringMatching(QUOTE_REFERENCE_PATTERN),
      status: 'received', serviceId: 3, serviceTitle: service.title, agentId: service.agent.id, agentName: service.agent.companyName,
      createdAt: expect.any(String),
    });
    expect(await t.app.quotesRepository.findById(data.id, 'en')).toEqual(data);
  });

  it('contacts an agent (no service), gives each request its own reference, and keeps what was not given as null', async () => {
    const { containers: _c, volumeM3: _v, incoterm: _i, message: _m, ...bare } = FORM;
    const res = await send({ ...bare, mode: 'air', agentId: 5 });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ serviceId: null, serviceTitle: null, agentId: 5, containers: null, volumeM3: null, incoterm: null, message: '' });
    const results = await Promise.all(Array.from({ length: 8 }, () => send({ ...FORM, serviceId: 1 })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const references = [data, ...results.map((r) => r.json().data)].map((d) => d.reference);
    expect(new Set(references).size).toBe(9);
  });

  it('applies every rule of the shared rule set: 400 naming the field', async () => {
    const bad = async (change: object, field: string) => {
      const message = expectError(await send({ ...FORM, serviceId: 1, ...change }), 400).message;
      expect(message).toMatch(new RegExp(`^body/${field}\\b`));
      return message;
    };
    await bad({ mode: '' }, 'mode');
    expect(await bad({ mode: 'teleport' }, 'mode')).toContain(TRANSPORT_MODES.join(', '));
    await bad({ origin: '' }, 'origin');
    await bad({ origin: 'x' }, 'origin');
    await bad({ destination: 'y'.repeat(R.place.max + 1) }, 'destination');
    await bad({ readyDate: '' }, 'readyDate');
    await bad({ readyDate: '2026-02-30' }, 'readyDate');
    await bad({ readyDate: 'next week' }, 'readyDate');
    expect(await bad({ readyDate: isoDate(-3) }, 'readyDate')).toBe('body/readyDate must not be in the past');
    await bad({ readyDate: isoDate(R.readyDateMaxDays + 3) }, 'readyDate');
    await bad({ cargo: 'ab' }, 'cargo');
    await bad({ cargo: 'c'.repeat(R.cargo.max + 1) }, 'cargo');
    await bad({ weightKg: undefined }, 'weightKg');
    await bad({ weightKg: 0 }, 'weightKg');
    await bad({ weightKg: R.weightKg.max + 1 }, 'weightKg');
    await bad({ weightKg: 'heavy' }, 'weightKg');
    await bad({ volumeM3: -1 }, 'volumeM3');
    await bad({ containers: 1.5 }, 'containers');
    await bad({ containers: R.containers.max + 1 }, 'containers');
    expect(await bad({ mode: 'road', containers: 2 }, 'containers')).toContain('only applies to');
    await bad({ incoterm: 'XYZ' }, 'incoterm');
    await bad({ name: '' }, 'name');
    await bad({ name: 'A' }, 'name');
    await bad({ email: 'nope' }, 'email');
    await bad({ email: undefined }, 'email');
    await bad({ message: 'm'.repeat(R.message.max + 1) }, 'message');
    expectError(await send({ ...FORM }), 400);
    expectError(await send({ ...FORM, serviceId: 1, agentId: 1 }), 400);
    // Every mode and incoterm of the contract is accepted; today is not "in the past".
    for (const mode of TRANSPORT_MODES) expect((await send({ ...FORM, mode, containers: undefined, serviceId: 1 })).statusCode).toBe(201);
    for (const incoterm of INCOTERMS.slice(0, 3)) expect((await send({ ...FORM, incoterm, serviceId: 1 })).statusCode).toBe(201);
    expect((await send({ ...FORM, readyDate: isoDate(0), serviceId: 1 })).statusCode).toBe(201);
  });

  it('stores the container type and declared value the form sends as its load, and names a wrong one as the form does', async () => {
    const withLoad = (load: object, change: object = {}) => send({ ...FORM, serviceId: 2, ...change, load });
    const res = await withLoad({ load: '40HC', n: '2', value: '٤٥٠٠٠', valueCur: 'eur' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    // The count is the form's containers; the weight its weight; ASCII digits and a capital currency, as loadToParams writes.
    expect(data).toMatchObject({ containers: 2, load: { load: '40HC', n: '2', kg: '1200', value: '45000', valueCur: 'EUR' } });
    expect((await t.app.quotesRepository.findById(data.id, 'en'))?.load).toEqual(data.load);
    // Packages: the weight and the volume fields are the load's; pieces carried over from the priced load.
    const pkg = (await withLoad({ load: 'pkg', n: '3', value: '900' }, { containers: undefined, mode: 'air' })).json().data;
    expect(pkg.load).toEqual({ load: 'pkg', n: '3', kg: '1200', m3: '8.5', value: '900', valueCur: 'USD' });

    const bad = async (load: object, change: object, path: string) => {
      const message = expectError(await withLoad(load, change), 400).message;
      expect(message).toMatch(new RegExp(`^body/${path}\\b`));
      return message;
    };
    // A container type needs a count; packages need a volume and no containers; containers need a mode that carries them.
    expect(await bad({ load: '40' }, { containers: undefined }, 'containers')).toBe('body/containers is required with a container type');
    await bad({ load: 'pkg' }, { volumeM3: undefined, containers: undefined }, 'volumeM3');
    await bad({ load: 'pkg' }, {}, 'containers');
    expect(await bad({ load: '20' }, { mode: 'air', containers: undefined }, 'load/load')).toContain('use pkg');
    await bad({ load: '53ft' }, {}, 'load/load');
    // The declared value: a number above zero, at most a billion, in a currency the site knows, and with a load type.
    await bad({ load: '40', value: '-5' }, {}, 'load/value');
    await bad({ load: '40', value: '0' }, {}, 'load/value');
    await bad({ load: '40', value: '1e12' }, {}, 'load/value');
    await bad({ load: '40', value: 'lots' }, {}, 'load/value');
    expect(await bad({ load: '40', value: '100', valueCur: 'XYZ' }, {}, 'load/valueCur')).toBe('body/load/valueCur must be a 3-letter currency code the site knows');
    await bad({ value: '100' }, {}, 'load/load');
    await bad({ load: '40', n: '1', days: '999' }, {}, 'load/days');
  });

  it('404s an unknown service or agent', async () => {
    expect(expectError(await send({ ...FORM, serviceId: 999999 }), 404).message).toContain('Service 999999');
    expect(expectError(await send({ ...FORM, agentId: 999999 }), 404).message).toContain('Agent 999999');
  });

  it('refuses a foreign Origin with 403 and stores nothing', async () => {
    const before = await t.app.quotesRepository.countSince('2000-01-01');
    expectError(await send({ ...FORM, serviceId: 1 }, { origin: 'https://evil.example' }), 403);
    expectError(await send({ ...FORM, serviceId: 1 }, { 'sec-fetch-site': 'cross-site' }), 403);
    expect(await t.app.quotesRepository.countSince('2000-01-01')).toBe(before);
    expect((await send({ ...FORM, serviceId: 1 }, { origin: 'http://localhost:3001' })).statusCode).toBe(201);
  });

  it('links a request to the signed-in customer, lists it in /mine (paged), and keeps guests and bad tokens apart', async () => {
    const token = await signIn(t);
    const auth = { authorization: `Bearer ${token}` };
    const linked = (await send({ ...FORM, serviceId: 2 }, auth)).json().data;
    const guest = (await send({ ...FORM, serviceId: 2 })).json().data;
    const stale = await send({ ...FORM, serviceId: 2 }, { authorization: 'Bearer not.a.token' });
    expect(stale.statusCode).toBe(201);
    await send({ ...FORM, agentId: 4 }, auth);

    const mine = await t.app.inject({ method: 'GET', url: `${MINE}?pageSize=1`, headers: auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const page = mine.json().data;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items[0].agentId).toBe(4);
    const all = (await t.app.inject({ method: 'GET', url: MINE, headers: auth })).json().data.items.map((q: { id: string }) => q.id);
    expect(all).toContain(linked.id);
    expect(all).not.toContain(guest.id);
    expect(all).not.toContain(stale.json().data.id);
  });

  it('/mine needs a valid token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: MINE }), 401);
    expectError(await t.app.inject({ method: 'GET', url: MINE, headers: { authorization: 'Bearer nope' } }), 401);
  });

  /** A seeded service (it has a kind) whose title its page shows in each language. */
  const SERVICE = 4;
  const titlesOfService = async () => {
    const [en, fr, ar] = await Promise.all(
      ['en', 'fr', 'ar'].map(async (lang) => (await t.app.inject({ method: 'GET', url: `/api/v1/misc/services/${SERVICE}?lang=${lang}` })).json().data.title),
    );
    expect(new Set([en, fr, ar]).size).toBe(3);
    return { en, fr, ar };
  };

  it("answers a request with its service's title in the request's language (?lang=, else Accept-Language)", async () => {
    const { en, fr, ar } = await titlesOfService();
    const inFrench = await t.app.inject({ method: 'POST', url: `${URL}?lang=fr`, payload: { ...FORM, serviceId: SERVICE } });
    expect(inFrench.statusCode).toBe(201);
    expect(inFrench.json().data).toMatchObject({ serviceId: SERVICE, serviceTitle: fr });
    expect((await send({ ...FORM, serviceId: SERVICE }, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' })).json().data.serviceTitle).toBe(ar);
    expect((await send({ ...FORM, serviceId: SERVICE })).json().data.serviceTitle).toBe(en);
    // An agent contacted from its storefront has no service to name, in any language.
    expect((await t.app.inject({ method: 'POST', url: `${URL}?lang=ar`, payload: { ...FORM, agentId: 4 } })).json().data.serviceTitle).toBeNull();
  });

  it("lists a customer's requests with their services' titles in the language the list is read in", async () => {
    const { en, fr, ar } = await titlesOfService();
    const auth = { authorization: `Bearer ${await signIn(t)}` };
    const sent = [
      (await t.app.inject({ method: 'POST', url: `${URL}?lang=fr`, payload: { ...FORM, serviceId: SERVICE }, headers: auth })).json().data.id,
      (await send({ ...FORM, serviceId: SERVICE }, auth)).json().data.id,
    ];
    const mine = async (query: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url: `${MINE}?pageSize=${PAGING.maxPageSize}${query}`, headers: { ...auth, ...headers } });
      const items: { id: string; serviceTitle: string | null }[] = res.json().data.items;
      return sent.map((id) => items.find((q) => q.id === id)?.serviceTitle);
    };
    // Whatever language each request was sent in.
    expect(await mine('&lang=fr')).toEqual([fr, fr]);
    expect(await mine('&lang=ar')).toEqual([ar, ar]);
    expect(await mine('', { 'accept-language': 'fr-FR,fr;q=0.9' })).toEqual([fr, fr]);
    expect(await mine('')).toEqual([en, en]);
  });
});

describe('quote request limits', () => {
  const send = (t: TestApp, ip = '127.0.0.1') => t.app.inject({ method: 'POST', url: URL, payload: { ...FORM, serviceId: 1 }, remoteAddress: ip });

  it('rate-limits per IP (429) and keeps a daily quota per IP and for everyone', async () => {
    await withApp({ seed: SEED, config: { rateLimitQuotes: 3 } }, async (a) => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) codes.push((await send(a)).statusCode);
      expect(codes).toEqual([201, 201, 201, 429, 429]);
      expect((await send(a, '10.0.0.9')).statusCode).toBe(201);
    });
    await withApp({ seed: SEED, config: { quotesPerIpPerDay: 2, quotesPerDay: 3 } }, async (a) => {
      expect((await send(a, '10.0.0.1')).statusCode).toBe(201);
      expect((await send(a, '10.0.0.1')).statusCode).toBe(201);
      const third = await send(a, '10.0.0.1');
      expect(expectError(third, 429).message).toMatch(/quote requests from this address today/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(a, '10.0.0.2')).statusCode).toBe(201);
      expect(expectError(await send(a, '10.0.0.3'), 429).message).toMatch(/cannot take more quote requests today/);
    });
  });
});
