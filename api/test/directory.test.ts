import { sql } from 'kysely';
import { migrate } from '../src/db/migrate';
import { createTestApp, expectError, type TestApp } from './helpers';
import { STOREFRONT_REVIEWS } from '@cargora/shared/contracts/schemas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/misc${url}` });
type Agent = { id: number; userId: string; companyName: string; country: string; state: string; rating: number; scope: string; joinedAt: string; reviewCount: number };

describe('agents', () => {
  it('lists agents sorted by rating by default', async () => {
    const d = (await get('/user/agent?pageSize=50')).json().data;
    expect(d.total).toBe(100);
    const r = d.items.map((a: Agent) => a.rating);
    expect([...r].sort((a, b) => b - a)).toEqual(r);
    expect(Object.keys(d.items[0]).sort()).toEqual(
      ['id', 'userId', 'companyName', 'country', 'countryCode', 'state', 'city', 'names', 'logoUrl', 'rating', 'reviewCount', 'completedJobs', 'scope', 'verified', 'joinedAt'].sort(),
    );
    expect(d.items[0].logoUrl).toBe(`http://files.test/files/logos/${d.items[0].userId}.svg`);
  });
  it('filters by country, state, scope and q; sorts by name and newest', async () => {
    const cn = (await get('/user/agent?country=china&pageSize=100')).json().data;
    expect(cn.total).toBeGreaterThan(0);
    expect(cn.items.every((a: Agent) => a.country === 'China')).toBe(true);
    const state = cn.items[0].state;
    const st = (await get(`/user/agent?country=China&state=${encodeURIComponent(state)}`)).json().data;
    expect(st.items.every((a: Agent) => a.state === state)).toBe(true);
    const dom = (await get('/user/agent?scope=domestic&pageSize=100')).json().data;
    expect(dom.items.every((a: Agent) => a.scope === 'domestic')).toBe(true);
    const byName = (await get('/user/agent?sort=name&pageSize=100')).json().data.items.map((a: Agent) => a.companyName);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = (await get('/user/agent?sort=newest')).json().data.items.map((a: Agent) => a.joinedAt);
    expect([...newest].sort().reverse()).toEqual(newest);
    const word = cn.items[0].companyName.split(' ')[0];
    const q = (await get(`/user/agent?q=${encodeURIComponent(word.toLowerCase())}&pageSize=100`)).json().data;
    expect(q.items.every((a: Agent) => a.companyName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expectError(await get('/user/agent?scope=galactic'), 400);
  });
  it('company directory pages agents by name', async () => {
    const d = (await get('/company/directory?pageSize=10&page=2')).json().data;
    expect(d).toMatchObject({ total: 100, page: 2, pageSize: 10 });
    const fr = (await get('/company/directory?country=France')).json().data;
    expect(fr.items.every((a: Agent) => a.country === 'France')).toBe(true);
  });
  it('services of an agent by id or userId', async () => {
    const a = (await get('/agent/services/3')).json().data;
    const b = (await get('/agent/services/agent-0003')).json().data;
    expect(a.total).toBeGreaterThan(0);
    expect(a).toEqual(b);
    expect(a.items.every((s: { agent: Agent }) => s.agent.id === 3)).toBe(true);
    expectError(await get('/agent/services/agent-9999'), 404);
    expectError(await get('/agent/services/%27%20OR%201%3D1%20--'), 400);
  });
  it('counts agents by country and state', async () => {
    const d = (await get('/agent/count')).json().data;
    expect(d.total).toBe(100);
    expect(d.items.length).toBeGreaterThanOrEqual(40);
    expect(d.items[0]).toEqual({ country: expect.any(String), countryCode: expect.stringMatching(/^[A-Z]{2}$/), label: expect.any(String), count: expect.any(Number) });
    const s = (await get('/agent/count/state?country=Germany')).json().data;
    expect(s.items.length).toBeGreaterThan(0);
    expect(s.items.every((i: { country: string }) => i.country === 'Germany')).toBe(true);
    expect(s.items.reduce((n: number, i: { count: number }) => n + i.count, 0)).toBe(d.items.find((i: { country: string }) => i.country === 'Germany').count);
    expect(expectError(await get('/agent/count/state'), 400).message).toContain('country');
    expect(expectError(await get('/agent/count/state?country=Atlantis'), 404).message).toBe('Country Atlantis not found');
  });
  it('answers 404 for a country or state the site does not know, in the JSON error shape of the other 404s', async () => {
    expect(expectError(await get('/company/directory?country=Atlantis'), 404)).toEqual({ statusCode: 404, error: 'Not Found', message: 'Country Atlantis not found' });
    expect(expectError(await get('/company/directory?country=Atlantis&state=Normandy'), 404).message).toBe('Country Atlantis not found');
    expect(expectError(await get('/company/directory?country=France&state=Narnia'), 404).message).toBe('State Narnia not found in France');
    // A state of another country is not one of this country's.
    expect(expectError(await get('/company/directory?country=France&state=Bavaria'), 404).message).toBe('State Bavaria not found in France');
    expect(expectError(await get('/company/directory?state=Narnia'), 404).message).toBe('State Narnia not found');
    // Known places answer as the filters compare them (case-insensitively), even when nothing matches the search.
    expect((await get('/agent/count/state?country=germany')).statusCode).toBe(200);
    const none = await get('/company/directory?country=france&state=NORMANDY&q=zzzznothingzzzz');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toMatchObject({ items: [], total: 0 });
    expect((await get('/company/directory?state=Bavaria')).statusCode).toBe(200);
  });
  it('a real country or state with no agents is an empty list, not a 404; a place only the data has is known too', async () => {
    // Israel's agents moved for this test to a place the gazetteer does not list (one app per file: PostgreSQL's
    // database is the file's), then back.
    const israel = await t.app.db.selectFrom('agents').select(['id', 'state', 'state_lc']).where('country_lc', '=', 'israel').execute();
    expect(israel.length).toBeGreaterThan(0);
    const move = (to: { country: string; state?: string } | null) =>
      Promise.all(
        israel.map((a) => {
          const country = to?.country ?? 'Israel';
          const state = to ? (to.state ?? a.state) : a.state;
          return t.app.db
            .updateTable('agents')
            .set({ country, country_lc: country.toLowerCase(), state, state_lc: state.toLowerCase() })
            .where('id', '=', a.id)
            .execute();
        }),
      );
    await move({ country: 'Atlantis', state: 'Lost City' });
    try {
      const none = await get('/agent/count/state?country=Israel');
      expect(none.statusCode).toBe(200);
      expect(none.json().data.items).toEqual([]);
      const haifa = await get('/company/directory?country=Israel&state=Haifa');
      expect(haifa.statusCode).toBe(200);
      expect(haifa.json().data).toMatchObject({ items: [], total: 0 });
      expectError(await get('/company/directory?country=Israel&state=Narnia'), 404);
      // Agents somewhere the gazetteer does not list: their country and state are known from the data.
      expect((await get('/agent/count/state?country=Atlantis')).json().data.items).toEqual([
        expect.objectContaining({ country: 'Atlantis', state: 'Lost City', count: israel.length }),
      ]);
      expect((await get('/company/directory?country=Atlantis&state=lost%20city')).json().data.total).toBe(israel.length);
      expectError(await get('/company/directory?country=Atlantis&state=Narnia'), 404);
    } finally {
      await move(null);
    }
    expect((await get('/agent/count/state?country=Israel')).json().data.items.length).toBeGreaterThan(0);
    expectError(await get('/agent/count/state?country=Atlantis'), 404);
  });
  it('ranks best performing agents', async () => {
    const items = (await get('/best-performing/agent')).json().data.items;
    expect(items).toHaveLength(8);
    const scores = items.map((i: { score: number }) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect((await get('/best-performing/agent?limit=3')).json().data.items).toHaveLength(3);
  });
});

describe('storefront', () => {
  it('returns profile, first 12 services, total and rating summary', async () => {
    const res = await get('/storefront/agent-0001');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.agent).toMatchObject({ userId: 'agent-0001', languages: expect.any(Array), email: expect.stringContaining('@'), website: expect.stringMatching(/^https:\/\//) });
    expect(d.services.length).toBeLessThanOrEqual(12);
    expect(d.serviceTotal).toBeGreaterThanOrEqual(d.services.length);
    const dist = d.ratingSummary.distribution;
    expect(Object.keys(dist).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(Object.values(dist).reduce((a, b) => (a as number) + (b as number), 0)).toBe(d.ratingSummary.count);
    expect(d.ratingSummary.count).toBe(d.agent.reviewCount);
    // The first page of its reviews, newest first: the reviews route's own first page.
    const reviews = (await get(`/storefront/reviews/agent-0001?sort=newest&pageSize=${STOREFRONT_REVIEWS}`)).json().data;
    expect(reviews.items.length).toBeGreaterThan(1);
    expect(d.reviews).toEqual(reviews);
    expect(d.reviews).toMatchObject({ page: 1, pageSize: STOREFRONT_REVIEWS, total: d.ratingSummary.count });
    expectError(await get('/storefront/agent-9999'), 404);
  });
  it("gives an agent's languages as ISO 639-1 codes, and migration 015 turns the English names of an older seed into codes", async () => {
    const languages = async () => (await get('/storefront/agent-0001')).json().data.agent.languages as string[];
    const seeded = await languages();
    expect(seeded.length).toBeGreaterThan(0);
    for (const code of seeded) expect(code).toMatch(/^[a-z]{2,3}$/);
    // As a database seeded before 015 has it: names, one of them also as a code.
    await t.app.db.updateTable('agents').set({ languages: JSON.stringify(['Portuguese', 'English', 'pt', 'Klingon']) }).where('user_id', '=', 'agent-0001').execute();
    await t.app.db.deleteFrom('schema_migrations').where('version', '=', '015_agent_language_codes').execute();
    expect(await migrate(t.app.db)).toEqual(['015_agent_language_codes']);
    // Known names become codes (once each); what is not a known name is left as the agent gave it.
    expect(await languages()).toEqual(['pt', 'en', 'Klingon']);
    await sql`UPDATE agents SET languages = ${JSON.stringify(seeded)} WHERE user_id = 'agent-0001'`.execute(t.app.db);
  });
  it('pages and sorts reviews', async () => {
    const d = (await get('/storefront/reviews/agent-0001?pageSize=5')).json().data;
    expect(d.items.length).toBeGreaterThan(0);
    const { serviceId, ...rest } = d.items[0];
    expect(serviceId === null || typeof serviceId === 'number').toBe(true);
    expect(rest).toEqual({ id: expect.any(Number), agentId: 1, customerName: expect.any(String), rating: expect.any(Number), comment: expect.any(String), lang: expect.stringMatching(/^(en|fr|ar)$/), createdAt: expect.any(String), bookingVerified: expect.any(Boolean) });
    const asc = (await get('/storefront/reviews/agent-0001?sort=rating_asc&pageSize=100')).json().data.items.map((r: { rating: number }) => r.rating);
    expect([...asc].sort((a, b) => a - b)).toEqual(asc);
    const desc = (await get('/storefront/reviews/agent-0001?sort=rating_desc&pageSize=100')).json().data.items.map((r: { rating: number }) => r.rating);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
    expectError(await get('/storefront/reviews/agent-0001?sort=best'), 400);
    expectError(await get('/storefront/reviews/nobody'), 404);
  });
});
