import { SERVICE_DETAIL_REVIEWS, SIMILAR_SERVICES_SHOWN } from '@cargora/shared/contracts/schemas';
import { createTestApp, expectError, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/misc${url}` });
type Svc = { id: number; category: string; priceUsd: number; rating: number; transitDays: number; createdAt: string; originCountry: string; destinationCountry: string; protectionFee: string; scope: string; title: string; description: string; agent: { id: number; companyName: string } };

describe('services list', () => {
  it('returns a page with the contract shape', async () => {
    const res = await get('/services');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 800, page: 1, pageSize: 20 });
    expect(data.items).toHaveLength(20);
    const s = data.items[0];
    // A service that moves goods has a transit range (transitDaysMax), one that does not a lead time (leadDays).
    expect(Object.keys(s).filter((k) => !['transitDaysMax', 'leadDays', 'distanceKm', 'standardContainer'].includes(k)).sort()).toEqual(
      ['id', 'lang', 'title', 'description', 'category', 'scope', 'mode', 'originCountry', 'originCity', 'destinationCountry', 'destinationCity', 'names', 'price', 'currency', 'priceUsd', 'transitDays', 'protectionFee', 'rating', 'reviewCount', 'imageUrl', 'createdAt', 'agent', 'tariffBasis'].sort(),
    );
    expect(Object.keys(s).filter((k) => k === 'transitDaysMax' || k === 'leadDays')).toHaveLength(1);
    expect(s.imageUrl).toMatch(/^http:\/\/files\.test\/files\/services\/.+\.svg$/);
    expect(s.agent).toMatchObject({ id: expect.any(Number), userId: expect.stringMatching(/^agent-\d{4}$/), verified: expect.any(Boolean) });
    // default sort newest
    const dates = data.items.map((i: Svc) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by category and sorts by price, with paging', async () => {
    const p1 = (await get('/services?category=customsServices&sort=price_asc&pageSize=10&page=1')).json().data;
    const p2 = (await get('/services?category=customsServices&sort=price_asc&pageSize=10&page=2')).json().data;
    expect(p1.items.every((s: Svc) => s.category === 'customsServices')).toBe(true);
    const prices = [...p1.items, ...p2.items].map((s: Svc) => s.priceUsd);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(p1.items[0].id).not.toBe(p2.items[0].id);
    expect(p1.total).toBe(p2.total);
    const desc = (await get('/services?sort=price_desc&pageSize=5')).json().data.items.map((s: Svc) => s.priceUsd);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
  });

  it('sorts by rating and transit', async () => {
    const r = (await get('/services?sort=rating&pageSize=30')).json().data.items.map((s: Svc) => s.rating);
    expect([...r].sort((a, b) => b - a)).toEqual(r);
    const tr = (await get('/services?sort=transit&pageSize=30')).json().data.items.map((s: Svc) => s.transitDays);
    expect([...tr].sort((a, b) => a - b)).toEqual(tr);
  });

  it('gives a service that moves goods between places its distance, for its CO2e', async () => {
    const items = (await get('/services?category=internationalTransport&pageSize=20')).json().data.items as (Svc & { distanceKm?: number })[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => Number.isInteger(s.distanceKm) && s.distanceKm! > 0)).toBe(true);
    const detail = (await get(`/services/${items[0]!.id}`)).json().data as { distanceKm?: number };
    expect(detail.distanceKm).toBe(items[0]!.distanceKm);
  });

  it('lists the services that move goods first by transit, those with a lead time after them', async () => {
    const all = (await get('/services?sort=transit&pageSize=100')).json().data;
    const last = (await get(`/services?sort=transit&pageSize=100&page=${Math.ceil(all.total / 100)}`)).json().data.items as (Svc & { leadDays?: number })[];
    // The first page moves goods, in transit order; the last page is of services with a lead time only.
    expect(all.items.every((s: Svc & { leadDays?: number }) => s.leadDays === undefined && s.transitDays > 0)).toBe(true);
    expect(last.length).toBeGreaterThan(0);
    expect(last.every((s) => typeof s.leadDays === 'number')).toBe(true);
  });

  it('filters by price range, rating, protection and scope', async () => {
    const d = (await get('/services?minPrice=100&maxPrice=500&pageSize=100')).json().data;
    expect(d.total).toBeGreaterThan(0);
    expect(d.items.every((s: Svc) => s.priceUsd >= 100 && s.priceUsd <= 500)).toBe(true);
    const rated = (await get('/services?minRating=4.5&pageSize=100')).json().data;
    expect(rated.items.every((s: Svc) => s.rating >= 4.5)).toBe(true);
    const withP = (await get('/services?protection=with&pageSize=1')).json().data.total;
    const withoutP = (await get('/services?protection=without&pageSize=100')).json().data;
    expect(withoutP.items.every((s: Svc) => s.protectionFee === '')).toBe(true);
    expect(withP + withoutP.total).toBe(800);
    expect(withP / 800).toBeGreaterThan(0.6);
    expect(withP / 800).toBeLessThan(0.8);
    const intl = (await get('/services?scope=international&pageSize=100')).json().data;
    expect(intl.items.every((s: Svc) => s.scope === 'international' && s.originCountry !== s.destinationCountry)).toBe(true);
    const dom = (await get('/services?scope=domestic&pageSize=100')).json().data;
    expect(dom.items.every((s: Svc) => s.originCountry === s.destinationCountry)).toBe(true);
    expect(intl.total + dom.total).toBe(800);
  });

  it('filters by origin/destination case-insensitively and by agent', async () => {
    const first = (await get('/services?scope=international&pageSize=1')).json().data.items[0] as Svc;
    const d = (await get(`/services?origin=${encodeURIComponent(first.originCountry.toUpperCase())}&destination=${encodeURIComponent(first.destinationCountry.toLowerCase())}`)).json().data;
    expect(d.total).toBeGreaterThan(0);
    expect(d.items.every((s: Svc) => s.originCountry === first.originCountry && s.destinationCountry === first.destinationCountry)).toBe(true);
    const byAgent = (await get(`/services?agentId=${first.agent.id}&pageSize=100`)).json().data;
    expect(byAgent.items.every((s: Svc) => s.agent.id === first.agent.id)).toBe(true);
  });

  it('searches q over title, description and company name', async () => {
    const d = (await get('/services?q=customs%20clearance&pageSize=100')).json().data;
    expect(d.total).toBeGreaterThan(0);
    expect(d.items.every((s: Svc) => `${s.title} ${s.description}`.toLowerCase().includes('customs clearance'))).toBe(true);
    const one = (await get('/services?pageSize=1')).json().data.items[0] as Svc;
    const byCompany = (await get(`/services?q=${encodeURIComponent(one.agent.companyName)}&pageSize=100`)).json().data;
    expect(byCompany.items.some((s: Svc) => s.id === one.id)).toBe(true);
    const none = (await get('/services?q=zzzz-no-such-thing')).json().data;
    expect(none).toMatchObject({ items: [], total: 0 });
    const wildcard = (await get('/services?q=%25')).json().data;
    expect(wildcard.total).toBe(0); // % is no wildcard: a query with no word matches no service
  });

  it('rejects bad filters', async () => {
    expectError(await get('/services?category=ships'), 400);
    expectError(await get('/services?sort=cheapest'), 400);
    expectError(await get('/services?minPrice=500&maxPrice=100'), 400);
    expectError(await get('/services?minRating=9'), 400);
    expect(expectError(await get('/services?pageSize=101'), 400).message).toContain('pageSize');
    expect(expectError(await get('/services?page=0'), 400).message).toContain('page');
  });
});

describe('service by id', () => {
  it('returns the service with its agent', async () => {
    const res = await get('/services/7');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 7, agent: { id: expect.any(Number) } });
  });
  it('carries its own newest reviews (not the agent\'s other jobs\') and the services most like it, as their own routes answer them', async () => {
    for (const lang of ['en', 'fr']) {
      const d = (await get(`/services/7?lang=${lang}`)).json().data;
      const agentReviews = (await get(`/storefront/reviews/${d.agent.userId}?sort=newest&pageSize=100`)).json().data;
      const own = agentReviews.items.filter((r: { serviceId: number | null }) => r.serviceId === 7);
      // The agent has reviews of other jobs too: the service's page must not take them for its own.
      expect(agentReviews.items.some((r: { serviceId: number | null }) => r.serviceId !== 7)).toBe(true);
      expect(own.length).toBeGreaterThan(0);
      expect(d.recentReviews.items).toEqual(own.slice(0, SERVICE_DETAIL_REVIEWS));
      // The count is the one the service's rating is made of.
      expect(d.recentReviews.total).toBe(d.reviewCount);
      const similar = (await get(`/services/7/similar?limit=${SIMILAR_SERVICES_SHOWN}&lang=${lang}`)).json().data.items;
      expect(similar).toHaveLength(SIMILAR_SERVICES_SHOWN);
      expect(d.similar).toEqual(similar);
      // The service itself is the one the list gives.
      // And its agent's verifications as the storefront gives them.
      expect(d.agentTrust).toEqual((await get(`/storefront/${d.agent.userId}`)).json().data.trust);
      // And the tariff its prices come from (the list gives its basis only).
      expect(d.tariff).toMatchObject({ basis: d.tariffBasis, currency: d.currency });
      const { recentReviews: _r, similar: _s, agentTrust: _t, tariff: _tariff, ...service } = d;
      const listed = (await get(`/services?agentId=${d.agent.id}&pageSize=100&lang=${lang}`)).json().data.items.find((s: Svc) => s.id === 7);
      expect(service).toEqual(listed);
    }
  });
  it('404s for a missing id and 400s for malformed ids', async () => {
    expectError(await get('/services/999999'), 404);
    for (const bad of ['abc', '-1', '0', '1e5', '1.5', '01', '9999999999']) expectError(await get(`/services/${bad}`), 400);
  });
});

describe('service counts and categories', () => {
  it('counts all categories and one category', async () => {
    const all = (await get('/services/counts/all')).json().data;
    expect(all.items).toHaveLength(7);
    expect(all.total).toBe(800);
    const one = (await get('/services/counts/warehouseServices')).json().data;
    expect(one).toEqual({ category: 'warehouseServices', count: all.items.find((i: { category: string }) => i.category === 'warehouseServices').count });
    expectError(await get('/services/counts/unknown'), 400);
  });
  it('serves categories', async () => {
    const all = (await get('/category/all')).json().data.items;
    expect(all.map((c: { name: string }) => c.name)).toEqual([
      'International Transport', 'Domestic Transport CityWide', 'Domestic Transport CitytoCity', 'Customs Services', 'Warehouse Services', 'Port Agency Services', 'Brokerage Services',
    ]);
    expect(all.reduce((s: number, c: { serviceCount: number }) => s + c.serviceCount, 0)).toBe(800);
    expect((await get('/category/portAgencyServices')).json().data).toMatchObject({ key: 'portAgencyServices', name: 'Port Agency Services' });
    expectError(await get('/category/unknownKey'), 404);
    expectError(await get('/category/x%27%20OR%201%3D1'), 400);
  });
});

describe('routes, rates, queue, subscriptions', () => {
  it('lists popular international routes', async () => {
    const items = (await get('/popular/international-routes')).json().data.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(12);
    expect(items[0]).toEqual({ originCountry: expect.any(String), destinationCountry: expect.any(String), names: { originCountry: expect.any(String), destinationCountry: expect.any(String) }, serviceCount: expect.any(Number), lowestPriceUsd: expect.any(Number) });
    const counts = items.map((i: { serviceCount: number }) => i.serviceCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect((await get('/popular/international-routes?limit=3')).json().data.items).toHaveLength(3);
    expectError(await get('/popular/international-routes?limit=51'), 400);
  });
  it('lists the countries with domestic services, each with as many as its domestic list has', async () => {
    const items = (await get('/popular/domestic-countries?lang=fr')).json().data.items;
    expect(items.length).toBeGreaterThan(1);
    const counts = items.map((i: { serviceCount: number }) => i.serviceCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (const { country, serviceCount } of items.slice(0, 3)) {
      expect((await get(`/services?scope=domestic&origin=${encodeURIComponent(country)}&pageSize=1`)).json().data.total).toBe(serviceCount);
    }
    const all = (await get('/services?scope=domestic&pageSize=1')).json().data.total;
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(all);
    // Named in the request's language.
    expect(items.find((i: { country: string }) => i.country === 'Germany')).toMatchObject({ label: 'Allemagne' });
  });
  it('serves exchange rates', async () => {
    const data = (await get('/exchange-rates')).json().data;
    expect(data.base).toBe('USD');
    expect(data.rates.USD).toBe(1);
    expect(Object.keys(data.rates).length).toBeGreaterThanOrEqual(140);
    expect(data.rates.EUR).toBeGreaterThan(0.5);
  });
  it('serves the queue item and subscription packages', async () => {
    expect((await get('/qms')).json().data).toMatchObject({ id: 1, ctaLabel: expect.any(String), waitingCustomers: expect.any(Number) });
    const pkgs = (await get('/subscriptions')).json().data.items;
    expect(pkgs.length).toBeGreaterThanOrEqual(3);
    expect(pkgs.filter((p: { highlighted: boolean }) => p.highlighted)).toHaveLength(1);
  });
});
