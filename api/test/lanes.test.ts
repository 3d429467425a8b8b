// Lanes (issue 49): GET /misc/lanes/:origin/:destination on SQLite, and on PostgreSQL under scripts/with-postgres.sh.
import { placeSlug } from '@cargora/shared/contracts/schemas';
import { laneIndex } from '../src/plugins/app/lanes/lanes-repository';
import { median } from '../src/lib/median';
import { HISTORY_WEEKS, priceHistory } from '../src/db/seed-data/price-history';
import { createTestApp, expectError, type TestApp } from './helpers';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

let t: TestApp;
/** The busiest international country-to-country lane of the seed. */
let busiest: { originCountry: string; destinationCountry: string; serviceCount: number };

beforeAll(async () => {
  // No read cache: the tests write history and prices between reads.
  t = await createTestApp({ config: { apiCacheTtlMs: 0 } });
  const routes = await t.app.inject({ method: 'GET', url: '/api/v1/misc/popular/international-routes?limit=1' });
  busiest = routes.json().data.items[0];
}, 120_000);
afterAll(() => t.close());

const get = (origin: string, destination: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/misc/lanes/${origin}/${destination}${query}` });

describe('the lane index from recorded history', () => {
  it('is the median of the prices standing at each week end, a price standing until it changes', () => {
    const today = new Date('2026-06-30T00:00:00.000Z');
    const at = (weeksBack: number) => new Date(today.getTime() - weeksBack * WEEK).toISOString();
    const history = [
      { service_id: 1, recorded_at: at(60), price_usd: 100 }, // before the year: stands into it
      { service_id: 1, recorded_at: at(10), price_usd: 300 },
      { service_id: 2, recorded_at: at(20), price_usd: 200 },
      { service_id: 3, recorded_at: at(20), price_usd: 600 },
      { service_id: 3, recorded_at: at(5), price_usd: 400 },
    ];
    const index = laneIndex(history, today);
    expect(index).toHaveLength(52);
    const week = (weeksBack: number) => index[51 - weeksBack]!;
    expect(week(51)).toMatchObject({ medianUsd: 100, services: 1 });
    expect(week(20)).toMatchObject({ medianUsd: 200, services: 3 }); // 100, 200, 600
    expect(week(10)).toMatchObject({ medianUsd: 300, services: 3 }); // 300, 200, 600
    expect(week(5)).toMatchObject({ medianUsd: 300, services: 3 }); // 300, 200, 400
    expect(week(0).week).toBe('2026-06-30');
    expect(laneIndex([], today).every((p) => p.medianUsd === null && p.services === 0)).toBe(true);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('seeded price history', () => {
  const service = { id: 7, price: 2000, price_usd: 2000, currency: 'USD', origin_country: 'China', destination_country: 'Netherlands', mode: 'sea' };
  const today = new Date('2026-03-01T00:00:00.000Z');

  it('is a deterministic year ending at the price of today, with a peak season above the Chinese New Year dip', () => {
    const rows = priceHistory(service, today);
    expect(priceHistory(service, today)).toEqual(rows);
    expect(rows.at(-1)).toMatchObject({ recorded_at: today.toISOString(), price: 2000, price_usd: 2000 });
    expect(Date.parse(rows[0]!.recorded_at)).toBeGreaterThanOrEqual(today.getTime() - HISTORY_WEEKS * WEEK);
    expect(rows.length).toBeGreaterThanOrEqual(26);
    const inMonth = (m: number) => rows.filter((r) => new Date(r.recorded_at).getUTCMonth() === m).map((r) => r.price);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(inMonth(8))).toBeGreaterThan(mean(inMonth(1)) * 1.1); // September over February
  });
});

describe('GET /misc/lanes/:origin/:destination', () => {
  it('answers the services, ranges, agents, modes and a year of weekly index of a seeded lane', async () => {
    const res = await get(placeSlug(busiest.originCountry), placeSlug(busiest.destinationCountry), '?pageSize=5');
    expect(res.statusCode).toBe(200);
    const lane = res.json().data;
    expect(lane.origin).toMatchObject({ name: busiest.originCountry, kind: 'country', slug: placeSlug(busiest.originCountry) });
    expect(lane.services.total).toBe(busiest.serviceCount);
    expect(lane.services.items).toHaveLength(Math.min(5, busiest.serviceCount));
    const prices = lane.services.items.map((s: { priceUsd: number }) => s.priceUsd);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(lane.price.minUsd).toBeLessThanOrEqual(lane.price.medianUsd);
    expect(lane.price.medianUsd).toBeLessThanOrEqual(lane.price.maxUsd);
    // One standard load: the range is of the services of one tariff basis (per container when the lane has any).
    const all = (await get(placeSlug(busiest.originCountry), placeSlug(busiest.destinationCountry), '?pageSize=100')).json().data.services.items as { tariffBasis: string; priceUsd: number }[];
    const bases = new Set(all.map((s) => s.tariffBasis));
    expect(lane.standardBasis).toBe(bases.has('perContainer') ? 'perContainer' : expect.any(String));
    const ofBasis = all.filter((s) => s.tariffBasis === lane.standardBasis).map((s) => s.priceUsd);
    expect(lane.price.minUsd).toBe(Math.min(...ofBasis));
    expect(lane.price.maxUsd).toBe(Math.max(...ofBasis));
    expect(lane.agents.length).toBeGreaterThan(0);
    // Each agent's quote goes through its cheapest service on the lane.
    for (const agent of lane.agents as { id: number; serviceId: number }[]) {
      const service = await t.app.db.selectFrom('services').selectAll().where('id', '=', agent.serviceId).executeTakeFirstOrThrow();
      expect([Number(service.agent_id), service.origin_country, service.destination_country]).toEqual([agent.id, busiest.originCountry, busiest.destinationCountry]);
      const cheaper = await t.app.db
        .selectFrom('services')
        .select('id')
        .where('agent_id', '=', agent.id)
        .where('origin_country', '=', busiest.originCountry)
        .where('destination_country', '=', busiest.destinationCountry)
        .where('price_usd', '<', service.price_usd)
        .execute();
      expect(cheaper).toEqual([]);
    }
    expect(lane.modes.reduce((s: number, m: { count: number }) => s + m.count, 0)).toBe(busiest.serviceCount);
    expect(lane.index).toHaveLength(52);
    expect(lane.index.at(-1).services).toBeGreaterThan(0);
  });

  it('computes the index against the history recorded for the lane', async () => {
    const origin = placeSlug(busiest.originCountry);
    const destination = placeSlug(busiest.destinationCountry);
    const all = await get(origin, destination, '?pageSize=100');
    // The index is of the services of the lane's standard basis (one standard load).
    const basis = all.json().data.standardBasis as string;
    const ids: number[] = all.json().data.services.items.filter((s: { tariffBasis?: string }) => s.tariffBasis === basis).map((s: { id: number }) => s.id).slice(0, 3);
    expect(ids).toHaveLength(3);
    const db = t.app.db;
    const laneIds = all.json().data.services.items.map((s: { id: number }) => s.id);
    await db.deleteFrom('price_history').where('service_id', 'in', laneIds).execute();
    const now = Date.now();
    const at = (weeksBack: number) => new Date(now - weeksBack * WEEK - DAY).toISOString();
    await db
      .insertInto('price_history')
      .values([
        { service_id: ids[0]!, recorded_at: at(30), price: 1000, currency: 'USD', price_usd: 1000 },
        { service_id: ids[1]!, recorded_at: at(30), price: 2000, currency: 'USD', price_usd: 2000 },
        { service_id: ids[2]!, recorded_at: at(30), price: 4000, currency: 'USD', price_usd: 4000 },
        { service_id: ids[0]!, recorded_at: at(3), price: 3000, currency: 'USD', price_usd: 3000 },
      ])
      .execute();
    const index = (await get(origin, destination)).json().data.index as { medianUsd: number | null; services: number }[];
    const week = (weeksBack: number) => index[51 - weeksBack]!;
    expect(week(40)).toEqual(expect.objectContaining({ medianUsd: null, services: 0 }));
    expect(week(30)).toEqual(expect.objectContaining({ medianUsd: 2000, services: 3 }));
    expect(week(3)).toEqual(expect.objectContaining({ medianUsd: 3000, services: 3 })); // 3000, 2000, 4000
  });

  it('records a row of history whenever a service price changes', async () => {
    const db = t.app.db;
    const { id, price } = await db.selectFrom('services').select(['id', 'price']).orderBy('id').executeTakeFirstOrThrow();
    const count = async () => Number((await db.selectFrom('price_history').select((eb) => eb.fn.countAll<number>().as('n')).where('service_id', '=', id).executeTakeFirstOrThrow()).n);
    const before = await count();
    await db.updateTable('services').set({ title: 'Renamed, same price' }).where('id', '=', id).execute();
    expect(await count()).toBe(before);
    await db.updateTable('services').set({ price: Number(price) + 10, price_usd: 12345 }).where('id', '=', id).execute();
    expect(await count()).toBe(before + 1);
    const last = await db.selectFrom('price_history').selectAll().where('service_id', '=', id).orderBy('recorded_at', 'desc').executeTakeFirstOrThrow();
    expect(Number(last.price_usd)).toBe(12345);
    expect(Date.now() - Date.parse(last.recorded_at)).toBeLessThan(60_000);
  });

  it('answers a known lane without services with empty sections', async () => {
    const places = await t.app.db.selectFrom('places').select(['name', 'kind']).where('kind', '=', 'country').execute();
    const served = await t.app.db.selectFrom('services').select(['origin_country', 'destination_country']).distinct().execute();
    const lanes = new Set(served.map((s) => `${s.origin_country}|${s.destination_country}`));
    const names = places.map((p) => p.name);
    const pair = names.flatMap((o) => names.map((d) => [o, d] as const)).find(([o, d]) => o !== d && !lanes.has(`${o}|${d}`))!;
    const res = await get(placeSlug(pair[0]), placeSlug(pair[1]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ services: { total: 0, items: [] }, price: null, transit: null, agents: [], modes: [] });
    expect(res.json().data.index.every((p: { medianUsd: number | null }) => p.medianUsd === null)).toBe(true);
  });

  it('answers 404 for an unknown place and 400 for a malformed slug', async () => {
    expectError(await get('atlantis', placeSlug(busiest.destinationCountry)), 404);
    expectError(await get(placeSlug(busiest.originCountry), 'El%20Dorado'), 400);
  });

  it('names the places in the request language', async () => {
    const res = await get(placeSlug(busiest.originCountry), placeSlug(busiest.destinationCountry), '?lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.origin.label).toBeTruthy();
  });
});

describe('GET /misc/services/alternatives', () => {
  const alternatives = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1/misc/services/alternatives?${new URLSearchParams(query)}` });

  it('offers the countries, nearby places and agents of a city-to-city search that found nothing', async () => {
    const db = t.app.db;
    const lane = await db
      .selectFrom('services')
      .select(['origin_city', 'origin_country', 'destination_country'])
      .where('origin_country', '=', busiest.originCountry)
      .where('destination_country', '=', busiest.destinationCountry)
      .executeTakeFirstOrThrow();
    // A city of the destination country the origin city sends nothing to.
    const served = new Set(
      (await db.selectFrom('services').select('destination_city').where('origin_city', '=', lane.origin_city).execute()).map((r) => r.destination_city),
    );
    const target = (await db.selectFrom('places').select(['name']).where('country', '=', lane.destination_country).where('kind', '!=', 'country').execute()).find(
      (p) => !served.has(p.name),
    )!;
    expect(target).toBeDefined();
    const search = (await t.app.inject({ method: 'GET', url: `/api/v1/misc/services?${new URLSearchParams({ origin: lane.origin_city, destination: target.name })}` })).json();
    expect(search.data.total).toBe(0);

    const res = await alternatives({ origin: lane.origin_city, destination: target.name });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.sameCountries).toMatchObject({ origin: lane.origin_country, destination: lane.destination_country, count: busiest.serviceCount });
    expect(data.agents.length).toBeGreaterThan(0);
    for (const agent of data.agents) {
      const service = await db.selectFrom('services').selectAll().where('id', '=', agent.serviceId).executeTakeFirstOrThrow();
      expect([Number(service.agent_id), service.origin_country, service.destination_country]).toEqual([agent.id, lane.origin_country, lane.destination_country]);
    }
    const km = data.nearby.map((n: { distanceKm: number }) => n.distanceKm);
    for (const place of data.nearby) {
      expect(place.count).toBeGreaterThan(0);
      const found = (await t.app.inject({ method: 'GET', url: `/api/v1/misc/services?${new URLSearchParams({ origin: place.origin, destination: place.destination })}` })).json();
      expect(found.data.total).toBe(place.count);
    }
    expect(km.length === 0 || data.nearby.every((n: { distanceKm: number }) => n.distanceKm <= 1500)).toBe(true);
  });

  it("names the route's other modes when the searched mode has none", async () => {
    const lane = await get(placeSlug(busiest.originCountry), placeSlug(busiest.destinationCountry));
    const modes: { mode: string; count: number }[] = lane.json().data.modes;
    const missing = ['sea', 'air', 'road', 'rail', 'multimodal'].find((m) => !modes.some((x) => x.mode === m))!;
    const res = await alternatives({ origin: busiest.originCountry, destination: busiest.destinationCountry, mode: missing });
    expect(res.json().data.modes).toEqual(modes);
    expect(res.json().data.sameCountries).toBeNull();
  });

  it('offers everything from the origin and everything to the destination, whatever else there is', async () => {
    const res = await alternatives({ origin: busiest.originCountry, destination: busiest.destinationCountry, mode: 'multimodal' });
    const total = async (query: string) => (await t.app.inject(`/api/v1/misc/services?${query}&pageSize=1`)).json().data.total as number;
    const { fromOrigin, toDestination } = res.json().data;
    expect(fromOrigin).toEqual({ origin: busiest.originCountry, label: busiest.originCountry, count: await total(`origin=${encodeURIComponent(busiest.originCountry)}`) });
    expect(toDestination).toEqual({
      destination: busiest.destinationCountry,
      label: busiest.destinationCountry,
      count: await total(`destination=${encodeURIComponent(busiest.destinationCountry)}`),
    });
    expect(fromOrigin.count).toBeGreaterThan(busiest.serviceCount);
  });

  it('answers 400 for an unknown mode and empty sections without a route', async () => {
    expectError(await alternatives({ origin: 'China', mode: 'teleport' }), 400);
    expect((await alternatives({ origin: 'China' })).json().data).toEqual({ sameCountries: null, nearby: [], modes: [], agents: [] });
  });
});

describe('place suggestions given the other side of the route', () => {
  const suggest = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/misc/places?${new URLSearchParams(query)}` });

  it("count each place's services with the place chosen on the other side", async () => {
    const db = t.app.db;
    const lane = await db
      .selectFrom('services')
      .select(['origin_city', 'destination_city', 'destination_country'])
      .where('scope', '=', 'international')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const q = lane.destination_city.slice(0, 3);
    const plain = (await suggest({ q, side: 'destination', limit: '20' })).json().data.items as { name: string; kind: string; services: number }[];
    const given = (await suggest({ q, side: 'destination', other: lane.origin_city, limit: '20' })).json().data.items as typeof plain;
    const city = given.find((p) => p.name === lane.destination_city && p.kind !== 'country')!;
    expect(city).toBeDefined();
    const expected = await db
      .selectFrom('services')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('origin_city', '=', lane.origin_city)
      .where('destination_city', '=', lane.destination_city)
      .where('destination_country', '=', lane.destination_country)
      .executeTakeFirstOrThrow();
    expect(city.services).toBe(Number(expected.n));
    expect(city.services).toBeLessThan(plain.find((p) => p.name === lane.destination_city && p.kind !== 'country')!.services);
    expect(given.every((p) => p.services > 0)).toBe(true);
  });
});
