// Supply that looks like the industry (issue 49): one rule of the seeded data per test, on the default-size data set
// (3,000 services, 300 agents) seeded on a fixed date, so every figure is deterministic.
import { COUNTRIES } from '../src/reference/countries';
import { cityFacts } from '../src/reference/gazetteer';
import { isSeaport } from '../src/reference/transport';
import { distanceKm } from '../src/reference/distances';
import { BUSY_SHARE, STATIC_CATEGORIES, isBusyLane, laneCurrency, overland } from '../src/db/seed-supply';
import { AGENT_JOBS_PER_MONTH } from '../src/db/seed';
import type { CategoryKeyValue, TransportModeT } from '@cargora/shared/contracts/schemas';
import { createTestApp, type TestApp } from './helpers';

const TODAY = new Date('2026-11-20T09:30:00.000Z');
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 300, services: 3000, reviews: 1000, today: TODAY } });
});
afterAll(async () => t.close());

const services = () =>
  t.app.db
    .selectFrom('services')
    .select([
      'id', 'agent_id', 'title', 'kind', 'mode', 'category', 'origin_country', 'origin_city', 'destination_country', 'destination_city', 'transit_days',
      'transit_days_max', 'lead_days', 'distance_km', 'price_usd', 'currency', 'created_at',
    ])
    .execute();
const agents = () => t.app.db.selectFrom('agents').select(['id', 'country', 'joined_at', 'completed_jobs', 'scope']).execute();
const from = (s: { origin_country: string; origin_city: string }) => ({ country: s.origin_country, city: s.origin_city });
const to = (s: { destination_country: string; destination_city: string }) => ({ country: s.destination_country, city: s.destination_city });
const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/misc/services?${query}` })).json().data;

describe('every mode where it belongs', () => {
  it('international transport runs by sea, air, road and rail', async () => {
    const intl = (await services()).filter((s) => s.category === 'internationalTransport');
    const byMode = (mode: string) => intl.filter((s) => s.mode === mode).length;
    for (const mode of ['sea', 'air', 'road', 'rail']) expect(byMode(mode)).toBeGreaterThan(intl.length * 0.05);
  });

  it('ships sail between seaports, planes fly between airports, trucks and trains cross land borders', async () => {
    const wrong = (await services())
      .filter((s) => s.category === 'internationalTransport')
      .filter((s) => {
        if (s.mode === 'sea') return !isSeaport(s.origin_country, s.origin_city) || !isSeaport(s.destination_country, s.destination_city);
        if (s.mode === 'air') return !cityFacts(s.origin_country, s.origin_city)?.airport || !cityFacts(s.destination_country, s.destination_city)?.airport;
        return !overland(from(s), to(s), s.mode as 'road' | 'rail');
      });
    expect(wrong.map((s) => s.title)).toEqual([]);
  });

  it('port agency only at seaports: none in a country without a port (Zurich, Geneva)', async () => {
    const agencies = (await services()).filter((s) => s.category === 'portAgencyServices');
    expect(agencies.length).toBeGreaterThan(0);
    expect(agencies.filter((s) => !isSeaport(s.origin_country, s.origin_city)).map((s) => s.title)).toEqual([]);
    const landlocked = COUNTRIES.filter((c) => c.regions.every((r) => r.cities.every((city) => !isSeaport(c.name, city)))).map((c) => c.name);
    expect(landlocked).toContain('Switzerland');
  });
});

describe('the busiest lanes, well stocked', () => {
  it('puts a share of the services on the busy container, air, road and rail lanes', async () => {
    const all = await services();
    const busy = all.filter((s) => s.category === 'internationalTransport' && isBusyLane(from(s), to(s)));
    // Each agent's first service is its own; of the others, BUSY_SHARE go to the busy lanes.
    expect(busy.length / all.length).toBeGreaterThan(BUSY_SHARE * 0.8);
    for (const mode of ['sea', 'air', 'road', 'rail']) expect(busy.filter((s) => s.mode === mode).length).toBeGreaterThan(all.length * 0.02);
  });

  it('Shanghai → Rotterdam by sea and Dubai → Paris by air list several services each', async () => {
    const sea = await list('origin=Shanghai&destination=Rotterdam&mode=sea');
    expect(sea.total).toBeGreaterThanOrEqual(4);
    const air = await list('origin=Dubai&destination=Paris&mode=air');
    expect(air.total).toBeGreaterThanOrEqual(4);
    const rail = await list("origin=China&destination=Germany&mode=rail");
    expect(rail.total).toBeGreaterThanOrEqual(4);
    const road = await list('origin=Netherlands&destination=France&mode=road');
    expect(road.total).toBeGreaterThanOrEqual(4);
  });
});

describe('prices and listings', () => {
  it('prices in the agent’s currency or the lane’s usual one, never a third', async () => {
    const home = new Map(COUNTRIES.map((c) => [c.name, c.currency]));
    const byId = new Map((await agents()).map((a) => [a.id, a]));
    const wrong = (await services()).filter((s) => {
      const agentCurrency = home.get(byId.get(s.agent_id)!.country);
      return s.currency !== agentCurrency && s.currency !== laneCurrency(s.mode as TransportModeT, from(s), to(s));
    });
    expect(wrong.map((s) => `${s.title}: ${s.currency}`)).toEqual([]);
    // Ocean between countries is quoted in dollars.
    expect(laneCurrency('sea', { country: 'China', city: 'Shanghai' }, { country: 'Netherlands', city: 'Rotterdam' })).toBe('USD');
    expect(laneCurrency('road', { country: 'Netherlands', city: 'Rotterdam' }, { country: 'Italy', city: 'Milan' })).toBe('EUR');
  });

  it('no agent lists the same title twice', async () => {
    const seen = new Map<string, number>();
    for (const s of await services()) seen.set(`${s.agent_id}|${s.title}`, (seen.get(`${s.agent_id}|${s.title}`) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  it('prices are believable per kind: project cargo is not from $991', async () => {
    const all = await services();
    const project = all.filter((s) => s.kind === 'projectCargo');
    expect(project.length).toBeGreaterThan(0);
    expect(Math.min(...project.map((s) => Number(s.price_usd)))).toBeGreaterThan(10_000);
    const fcl = all.filter((s) => s.kind === 'fclSea' && s.origin_city === 'Shanghai' && s.destination_city === 'Rotterdam');
    for (const s of fcl) {
      expect(Number(s.price_usd)).toBeGreaterThan(1_500);
      expect(Number(s.price_usd)).toBeLessThan(8_000);
    }
  });
});

describe('distances, transit and lead times', () => {
  it('measures a sea lane by its route via Suez, not a straight line', async () => {
    const lane = (await services()).filter((s) => s.mode === 'sea' && s.origin_city === 'Shanghai' && s.destination_city === 'Rotterdam');
    expect(lane.length).toBeGreaterThan(0);
    for (const s of lane) {
      expect(Number(s.distance_km)).toBe(distanceKm(from(s), to(s), 'sea'));
      expect(Number(s.distance_km)).toBeGreaterThan(18_500);
      expect(Number(s.distance_km)).toBeLessThan(21_000);
    }
  });

  it('gives services that move goods a transit range, the others a lead time and no transit', async () => {
    for (const s of await services()) {
      if (STATIC_CATEGORIES.includes(s.category as CategoryKeyValue)) {
        expect([s.transit_days, s.transit_days_max]).toEqual([0, null]);
        expect(Number(s.lead_days)).toBeGreaterThanOrEqual(1);
      } else {
        expect(s.lead_days).toBeNull();
        expect(Number(s.transit_days)).toBeGreaterThanOrEqual(1);
        expect(Number(s.transit_days_max)).toBeGreaterThanOrEqual(Number(s.transit_days));
      }
    }
  });

  it('answers the range and the lead time, and says which in the description', async () => {
    const all = await services();
    const sea = all.find((s) => s.kind === 'fclSea')!;
    const warehouse = all.find((s) => s.category === 'warehouseServices')!;
    const seaServed = (await t.app.inject(`/api/v1/misc/services/${sea.id}`)).json().data;
    expect(seaServed.transitDaysMax).toBe(sea.transit_days_max);
    expect(seaServed.leadDays).toBeUndefined();
    expect(seaServed.description).toContain(`Typical transit ${sea.transit_days}–${sea.transit_days_max} days`);
    const whServed = (await t.app.inject(`/api/v1/misc/services/${warehouse.id}?lang=fr`)).json().data;
    expect(whServed.leadDays).toBe(warehouse.lead_days);
    expect(whServed.transitDays).toBe(0);
    expect(whServed.description).toMatch(/Mise en place sous \d+ jours?/);
  });
});

describe('histories and dates relative to the seed date', () => {
  it('an agent’s completed jobs fit its months on Cargora', async () => {
    for (const a of await agents()) {
      const months = (TODAY.getTime() - Date.parse(a.joined_at)) / (30 * DAY);
      expect(Date.parse(a.joined_at)).toBeLessThan(TODAY.getTime());
      expect(Number(a.completed_jobs)).toBeLessThanOrEqual(5 + Math.max(1, months) * AGENT_JOBS_PER_MONTH);
    }
  });

  it('no service before its agent joined, no review before its service was listed or its agent joined', async () => {
    const joined = new Map((await agents()).map((a) => [a.id, Date.parse(a.joined_at)]));
    const listed = new Map<number, number>();
    for (const s of await services()) {
      listed.set(s.id, Date.parse(s.created_at));
      expect(Date.parse(s.created_at)).toBeGreaterThanOrEqual(joined.get(s.agent_id)!);
      expect(Date.parse(s.created_at)).toBeLessThanOrEqual(TODAY.getTime());
    }
    const reviews = await t.app.db.selectFrom('reviews').select(['agent_id', 'service_id', 'created_at']).execute();
    for (const r of reviews) {
      const at = Date.parse(r.created_at);
      expect(at).toBeGreaterThanOrEqual(joined.get(r.agent_id)!);
      if (r.service_id !== null) expect(at).toBeGreaterThanOrEqual(listed.get(r.service_id)!);
      expect(at).toBeLessThanOrEqual(TODAY.getTime());
    }
  });

  it('the newest service, review, blog post and job are days old, not years', async () => {
    const newest = async (table: 'services' | 'reviews' | 'blog_posts' | 'careers', column: 'created_at' | 'published_at' | 'posted_at') => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const row = await (t.app.db.selectFrom(table) as any).select(`${column} as at`).orderBy(column, 'desc').executeTakeFirst();
      return TODAY.getTime() - Date.parse(row.at);
    };
    for (const [table, column] of [['services', 'created_at'], ['reviews', 'created_at'], ['blog_posts', 'published_at'], ['careers', 'posted_at']] as const) {
      const age = await newest(table, column);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(14 * DAY);
    }
    const rate = await t.app.db.selectFrom('exchange_rates').select('updated_at').executeTakeFirstOrThrow();
    expect(rate.updated_at.slice(0, 10)).toBe('2026-11-20');
  });

  it('a job ad past its validity is closed', async () => {
    const jobs = await t.app.db.selectFrom('careers').select(['is_open', 'valid_through']).execute();
    const expired = jobs.filter((j) => j.valid_through !== null && Date.parse(j.valid_through) <= TODAY.getTime());
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((j) => Number(j.is_open) === 0)).toBe(true);
  });
});

describe('at a small seed size', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ seed: { agents: 60, services: 400, reviews: 200, today: TODAY } });
  });
  afterAll(async () => small.close());

  it('the busy lanes keep their share, and the biggest container lane is listed', async () => {
    const all = await small.app.db.selectFrom('services').select(['category', 'origin_country', 'origin_city', 'destination_country', 'destination_city', 'mode']).execute();
    const busy = all.filter((s) => s.category === 'internationalTransport' && isBusyLane(from(s), to(s)));
    expect(busy.length / all.length).toBeGreaterThan(BUSY_SHARE * 0.7);
    expect(new Set(busy.map((s) => s.mode))).toEqual(new Set(['sea', 'air', 'road', 'rail']));
    expect(busy.filter((s) => s.origin_city === 'Shanghai' && s.mode === 'sea').length).toBeGreaterThan(0);
  });
});
