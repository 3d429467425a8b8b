// An empty search whose origin and destination have no services at all (issue 49: no dead ends): the alternatives
// offer, for each side, the nearest cities and ports that have services, on SQLite and (scripts/with-postgres.sh) PostgreSQL.
import { CITY_ROWS } from '../src/reference/gazetteer-rows';
import { cityFacts } from '../src/reference/gazetteer';
import { greatCircleKm } from '../src/reference/distances';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 30, services: 60, reviews: 5 } });
}, 120_000);
afterAll(() => t.close());

const total = async (query: Record<string, string>) =>
  (await t.app.inject(`/api/v1/misc/services?${new URLSearchParams({ ...query, pageSize: '1' })}`)).json().data.total as number;

type Nearest = { place: string; label: string; country: string; distanceKm: number; count: number };

describe('alternatives when neither place has services', () => {
  it('offers the nearest places with services on each side, nearest first, none nearer left out', async () => {
    const places = await t.app.db.selectFrom('places').select(['name', 'country', 'kind', 'origin_services', 'destination_services']).execute();
    const known = new Set(places.map((p) => p.name));
    // Two gazetteer cities in different countries that the data has no service from or to.
    const unserved = CITY_ROWS.filter((r) => !known.has(r[2]) && !known.has(r[0]));
    const from = unserved[0]!;
    const to = unserved.find((r) => r[0] !== from[0])!;
    expect(await total({ origin: from[2] })).toBe(0);
    expect(await total({ destination: to[2] })).toBe(0);

    const res = await t.app.inject(`/api/v1/misc/services/alternatives?${new URLSearchParams({ origin: from[2], destination: to[2] })}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { nearestOrigins: Nearest[]; nearestDestinations: Nearest[]; fromOrigin: unknown; toDestination: unknown };
    expect(data.fromOrigin).toBeNull();
    expect(data.toDestination).toBeNull();

    for (const [side, city, offered] of [['origin', from, data.nearestOrigins], ['destination', to, data.nearestDestinations]] as const) {
      expect(offered.length).toBeGreaterThan(0);
      const at = cityFacts(city[0], city[2])!;
      const km = (p: { country: string; name: string }) => Math.round(greatCircleKm(at, cityFacts(p.country, p.name)!));
      for (const p of offered) {
        // Each link's count is what a search from (to) that place finds; its distance is the great circle's.
        expect(p.count).toBe(await total({ [side]: p.place }));
        expect(p.distanceKm).toBe(km({ country: p.country, name: p.place }));
        expect(p.label.length).toBeGreaterThan(0);
      }
      expect(offered.map((p) => p.distanceKm)).toEqual([...offered.map((p) => p.distanceKm)].sort((a, b) => a - b));
      // No served city or port nearer than the farthest one offered was left out.
      const served = places.filter((p) => p.kind !== 'country' && Number(side === 'origin' ? p.origin_services : p.destination_services) > 0 && cityFacts(p.country, p.name));
      const farthest = offered[offered.length - 1]!.distanceKm;
      const nearer = served.filter((p) => km(p) < farthest).map((p) => p.name);
      expect(offered.map((p) => p.place)).toEqual(expect.arrayContaining(nearer));
    }
  });

  it('offers nothing more when the searched places have services', async () => {
    const lane = await t.app.db.selectFrom('services').select(['origin_city', 'destination_city']).orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject(`/api/v1/misc/services/alternatives?${new URLSearchParams({ origin: lane.origin_city, destination: lane.destination_city, mode: 'multimodal' })}`);
    expect(res.json().data).toMatchObject({ nearestOrigins: [], nearestDestinations: [] });
  });
});
