import { TRANSPORT_MODES } from '@cargora/shared/contracts/schemas';
import { normalizeSearch } from '@cargora/shared/server';
import { COUNTRIES } from '../src/reference/countries';
import { SEAPORTS_BY_COUNTRY, SERVICE_MODES } from '../src/reference/transport';
import { sql } from 'kysely';
import { dialectOf } from '../src/db/search-index';
import { buildApp } from '../src/app';
import { createTestApp, expectError, withApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/misc${url}` });
const data = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
type Svc = {
  id: number;
  title: string;
  description: string;
  category: string;
  mode: string;
  rating: number;
  originCountry: string;
  originCity: string;
  destinationCountry: string;
  destinationCity: string;
  agent: { id: number; userId: string };
};
type Place = { name: string; country: string; countryCode: string; kind: string; services: number };

/** Every service of a filter, page after page. */
async function all(query: string): Promise<Svc[]> {
  const items: Svc[] = [];
  for (let page = 1; ; page += 1) {
    const d = await data(`/services?${query}&pageSize=100&page=${page}`);
    items.push(...d.items);
    if (items.length >= d.total || d.items.length === 0) return items;
  }
}
const lc = (s: string) => s.toLowerCase();

describe('transport mode', () => {
  it('every service JSON has a mode: lists, detail, storefront, agent services', async () => {
    const list = (await data('/services?pageSize=100')).items as Svc[];
    expect(list.every((s) => (TRANSPORT_MODES as readonly string[]).includes(s.mode))).toBe(true);
    const detail = await data(`/services/${list[0].id}`);
    expect(detail.mode).toBe(list[0].mode);
    const agent = (await data(`/agent/services/${list[0].agent.id}`)).items as Svc[];
    expect(agent.length).toBeGreaterThan(0);
    expect(agent.every((s) => typeof s.mode === 'string')).toBe(true);
    const storefront = await data(`/storefront/${list[0].agent.userId}`);
    const shown = JSON.stringify(storefront);
    expect(shown).toContain('"mode":');
  });

  it('the seed gives modes that fit the service: air and sea freight, trucks, rail, port agencies', async () => {
    const services = await all('sort=newest');
    expect(services).toHaveLength(800);
    for (const s of services) {
      if (/^(Air Freight|Express Air Courier) /.test(s.title)) expect(s.mode).toBe('air');
      else if (s.title.startsWith('International Road Freight ')) expect(s.mode).toBe('road');
      else if (s.title.startsWith('International Rail Freight ')) expect(s.mode).toBe('rail');
      else if (s.category === 'internationalTransport') expect(s.mode).toBe('sea');
      if (s.title.startsWith('Rail Container Service ')) expect(s.mode).toBe('rail');
      if (/^(FTL Trucking|LTL Part Load|Same-Day Van Delivery) /.test(s.title)) expect(s.mode).toBe('road');
      if (s.category === 'portAgencyServices') expect(s.mode).toBe('sea');
      if (s.category === 'customsServices') expect(s.mode).toBe('multimodal');
    }
    // Every mode occurs.
    expect(new Set(services.map((s) => s.mode))).toEqual(new Set(TRANSPORT_MODES));
  });

  it('the mode rules name real seeded service kinds, and every seaport is a seeded city', () => {
    for (const rule of Object.values(SERVICE_MODES))
      for (const mode of Object.values(rule.names ?? {})) expect(TRANSPORT_MODES).toContain(mode);
    for (const [country, ports] of Object.entries(SEAPORTS_BY_COUNTRY)) {
      const cities = COUNTRIES.find((c) => c.name === country)?.regions.flatMap((r) => r.cities);
      expect({ country, missing: ports.filter((p) => !cities?.includes(p)) }).toEqual({
        country,
        missing: [],
      });
    }
  });

  it('filters by mode: only that mode, and the modes add up to every service', async () => {
    let sum = 0;
    for (const mode of TRANSPORT_MODES) {
      const d = await data(`/services?mode=${mode}&pageSize=100`);
      expect(d.items.every((s: Svc) => s.mode === mode)).toBe(true);
      sum += d.total;
    }
    expect(sum).toBe(800);
    const seaCustoms = await data('/services?mode=sea&category=internationalTransport&pageSize=100');
    expect(seaCustoms.total).toBeGreaterThan(0);
    expect(
      seaCustoms.items.every((s: Svc) => s.mode === 'sea' && s.category === 'internationalTransport'),
    ).toBe(true);
    expectError(await get('/services?mode=teleport'), 400);
  });

  it('q finds a mode by its name and a city', async () => {
    const multimodal = await data('/services?mode=multimodal&pageSize=1');
    const q = await data('/services?q=multimodal&pageSize=100');
    expect(q.total).toBe(multimodal.total);
    expect(q.items.every((s: Svc) => s.mode === 'multimodal')).toBe(true);
    const road = await data('/services?q=ROAD&pageSize=100');
    expect(
      road.items.every(
        (s: Svc) => s.mode === 'road' || `${s.title} ${s.description}`.toLowerCase().includes('road'),
      ),
    ).toBe(true);
    expect(road.total).toBeGreaterThanOrEqual((await data('/services?mode=road&pageSize=1')).total);
    const city = await data('/services?q=rotterdam&pageSize=100');
    expect(city.total).toBeGreaterThan(0);
    expect(
      city.items.every((s: Svc) => `${s.title} ${s.description}`.toLowerCase().includes('rotterdam')),
    ).toBe(true);
  });
});

describe('origin and destination: a country, a city or a port', () => {
  it('origin=rotterdam (any case) is the services leaving Rotterdam', async () => {
    const port = await all('origin=rotterdam');
    expect(port.length).toBeGreaterThan(0);
    expect(port.every((s) => s.originCity === 'Rotterdam')).toBe(true);
    expect((await data('/services?origin=%20ROTTERDAM%20&pageSize=1')).total).toBe(port.length);
    const country = await all('origin=Netherlands');
    expect(country.every((s) => s.originCountry === 'Netherlands')).toBe(true);
    expect(
      country
        .filter((s) => s.originCity === 'Rotterdam')
        .map((s) => s.id)
        .sort(),
    ).toEqual(port.map((s) => s.id).sort());
  });

  it('destination by a city, with origin by a country and a mode', async () => {
    const intl = (await all('category=internationalTransport')).find(
      (s) => s.originCountry !== s.destinationCountry,
    )!;
    const d = await all(
      `destination=${encodeURIComponent(lc(intl.destinationCity))}&origin=${encodeURIComponent(intl.originCountry.toUpperCase())}&mode=${intl.mode}`,
    );
    expect(d.map((s) => s.id)).toContain(intl.id);
    expect(
      d.every(
        (s) =>
          s.destinationCity === intl.destinationCity &&
          s.originCountry === intl.originCountry &&
          s.mode === intl.mode,
      ),
    ).toBe(true);
    expect((await data('/services?origin=Atlantis')).total).toBe(0);
  });

  it('a name that is a country and a city matches both (Singapore)', async () => {
    const sg = await all('origin=singapore');
    expect(sg.length).toBeGreaterThan(0);
    expect(sg.some((s) => s.originCity !== 'Singapore')).toBe(true);
    expect(sg.every((s) => s.originCountry === 'Singapore' || s.originCity === 'Singapore')).toBe(true);
    expect(sg.length).toBe((await all('origin=Singapore')).length);
  });
});

describe('GET /misc/places', () => {
  it('finds a port by the start of its name, with its country and how many services leave from it', async () => {
    const items: Place[] = (await data('/places?q=rott&side=origin')).items;
    expect(items[0]).toEqual({
      name: 'Rotterdam',
      label: 'Rotterdam',
      country: 'Netherlands',
      countryLabel: 'Netherlands',
      countryCode: 'NL',
      kind: 'port',
      services: (await all('origin=rotterdam')).length,
    });
    const dest: Place[] = (await data('/places?q=ROTT&side=destination')).items;
    const rotterdam = dest.find((p) => p.name === 'Rotterdam');
    expect(rotterdam?.services).toBe((await data('/services?destination=rotterdam&pageSize=1')).total);
    // A city named as its country is both a country and a port.
    const sg: Place[] = (await data('/places?q=singapore')).items;
    expect(sg.map((p) => p.kind).sort()).toEqual(['country', 'port']);
    expect(sg[0]).toMatchObject({ kind: 'country', name: 'Singapore' });
  });

  it('names starting with q first, then containing it; most served first; countries, cities and ports', async () => {
    // A place matches by any of its names (English, French, Arabic): asked in French, the label is the French one.
    const items: (Place & { label: string })[] = (await data('/places?q=an&limit=20&lang=fr')).items;
    expect(items.length).toBeGreaterThan(1);
    const names = (p: Place & { label: string }) => [lc(p.name), normalizeSearch(p.label)];
    const starts = items.map((p) => names(p).some((n) => n.startsWith('an')));
    expect(items.every((p) => names(p).some((n) => n.includes('an')))).toBe(true);
    expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((s) => !s)).toBe(true);
    for (const group of [items.filter((_, i) => starts[i]), items.filter((_, i) => !starts[i])]) {
      const counts = group.map((p) => p.services);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    }
    const nl: Place[] = (await data('/places?q=netherl')).items;
    expect(nl[0]).toMatchObject({
      name: 'Netherlands',
      country: 'Netherlands',
      countryCode: 'NL',
      kind: 'country',
    });
    // Either side: a service from or to the Netherlands, once.
    const either = new Set(
      [...(await all('origin=netherlands')), ...(await all('destination=netherlands'))].map((s) => s.id),
    );
    expect(nl[0].services).toBe(either.size);
    const inland: Place[] = (await data('/places?q=madrid')).items;
    expect(inland).toEqual([
      { name: 'Madrid', label: 'Madrid', country: 'Spain', countryLabel: 'Spain', countryCode: 'ES', kind: 'city', services: expect.any(Number) },
    ]);
  });

  it('a side counts only that side, and a place without services there is left out', async () => {
    const origin: Place[] = (await data('/places?q=a&side=origin&limit=20')).items;
    for (const p of origin.slice(0, 5)) {
      const services = await all(`origin=${encodeURIComponent(p.name)}`);
      const exact = services.filter((s) =>
        p.kind === 'country'
          ? s.originCountry === p.name
          : s.originCity === p.name && s.originCountry === p.country,
      );
      expect({ place: p.name, services: exact.length }).toEqual({ place: p.name, services: p.services });
    }
    expect(origin.every((p) => p.services > 0)).toBe(true);
    expect((await data('/places?q=a&limit=3')).items).toHaveLength(3);
    expect((await data('/places?q=zzzz')).items).toEqual([]);
    expect((await data('/places?q=100%25')).items).toEqual([]);
  });

  it('400s: no q, an empty or blank q, a q too long, a bad side or limit', async () => {
    expectError(await get('/places'), 400);
    expectError(await get('/places?q='), 400);
    expect(expectError(await get('/places?q=%20%20'), 400).message).toContain('q');
    expectError(await get(`/places?q=${'a'.repeat(201)}`), 400);
    expectError(await get('/places?q=ro&side=both'), 400);
    expectError(await get('/places?q=ro&limit=0'), 400);
    expectError(await get('/places?q=ro&limit=21'), 400);
  });

  it('is cached like the other reads', async () => {
    await get('/places?q=sha');
    expect((await get('/places?q=sha')).headers['x-cache']).toBe('hit');
  });
});

describe('GET /misc/services/:id/similar', () => {
  /** The ranking as specified: tier, then rating, then id; services of the category outside every tier never. */
  function expected(self: Svc, candidates: Svc[], limit: number): number[] {
    const tier = (s: Svc) => {
      const from = lc(s.originCountry) === lc(self.originCountry);
      const to = lc(s.destinationCountry) === lc(self.destinationCountry);
      const mode = s.mode === self.mode;
      if (
        mode &&
        from &&
        to &&
        s.originCity === self.originCity &&
        s.destinationCity === self.destinationCity
      )
        return 0;
      if (mode && from && to) return 1;
      if (mode && (from || to)) return 2;
      if (from || to) return 3;
      return 4;
    };
    return candidates
      .filter((s) => s.id !== self.id && tier(s) < 4)
      .sort((a, b) => tier(a) - tier(b) || b.rating - a.rating || a.id - b.id)
      .slice(0, limit)
      .map((s) => s.id);
  }

  it.each(['internationalTransport', 'customsServices', 'domesticTransportcitytocity'])(
    'ranks %s by mode, category and lane',
    async (category) => {
      const candidates = await all(`category=${category}`);
      for (const self of candidates.slice(0, 3)) {
        for (const limit of [4, 20]) {
          const items: Svc[] = (await data(`/services/${self.id}/similar?limit=${limit}`)).items;
          expect(items.map((s) => s.id)).toEqual(expected(self, candidates, limit));
          expect(items.map((s) => s.id)).not.toContain(self.id);
          expect(items.every((s) => s.category === category && typeof s.mode === 'string')).toBe(true);
        }
      }
    },
  );

  it('the same mode, category and lane come first', async () => {
    const services = await all('category=internationalTransport');
    const lane = services.find((s) =>
      services.some(
        (o) =>
          o.id !== s.id &&
          o.mode === s.mode &&
          o.originCountry === s.originCountry &&
          o.destinationCountry === s.destinationCountry,
      ),
    );
    expect(lane).toBeDefined();
    const first: Svc = (await data(`/services/${lane!.id}/similar`)).items[0];
    expect(first).toMatchObject({
      mode: lane!.mode,
      category: lane!.category,
      originCountry: lane!.originCountry,
      destinationCountry: lane!.destinationCountry,
    });
  });

  it('defaults to 4, 404s an unknown id, 400s a bad id or limit', async () => {
    const some = (await data('/services?pageSize=1')).items[0] as Svc;
    expect((await data(`/services/${some.id}/similar`)).items.length).toBeLessThanOrEqual(4);
    expect(expectError(await get('/services/999999/similar'), 404).message).toContain('999999');
    expectError(await get('/services/abc/similar'), 400);
    expectError(await get(`/services/${some.id}/similar?limit=0`), 400);
    expectError(await get(`/services/${some.id}/similar?limit=21`), 400);
  });
});

describe('a database seeded before modes and places', () => {
  it("gets the seed's modes and its places when the API starts on it", async () => {
    await withApp({ seed: { agents: 30, services: 300, reviews: 100 } }, async (old) => {
      const modes = async (db = old.app.db) =>
        db.selectFrom('services').select(['id', 'mode']).orderBy('id').execute();
      const seeded = await modes();
      // Back to how 007 left it: no mode column, no places, 008 and 009 not applied.
      const db = old.app.db;
      for (const index of [
        'mode_category',
        'mode_created',
        'mode_price',
        'mode_rating',
        'mode_transit',
        'origin_city',
        'destination_city',
        'similar_origin',
        'similar_destination',
        // 016's and 018's, which read the mode too
        'similar_lane',
        'price_cover',
        // 025's tariff index, which reads the mode too
        'tariff_cover',
      ]) {
        await sql.raw(`DROP INDEX services_${index}_idx`).execute(db);
      }
      // Before 014 and 019: no facet counts, per facet value or per price bucket (their triggers read the mode).
      for (const counts of ['facet_counts', 'price_facet_counts']) {
        if (dialectOf(db) === 'postgres') {
          await sql.raw(`DROP FUNCTION service_${counts}_change() CASCADE`).execute(db);
        } else {
          for (const trigger of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER services_${counts}_${trigger}`).execute(db);
        }
        await sql.raw(`DROP TABLE service_${counts}`).execute(db);
      }
      await sql`DROP TABLE service_price_buckets`.execute(db);
      // Before 012 (and 013, which rebuilds its PostgreSQL index): no full-text index (it reads the mode).
      if (dialectOf(db) === 'postgres') {
        await sql`ALTER TABLE services DROP COLUMN search_tsv`.execute(db);
      } else {
        for (const trigger of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER services_fts_${trigger}`).execute(db);
        await sql`DROP TABLE services_fts_vocab`.execute(db);
        await sql`DROP TABLE services_fts`.execute(db);
      }
      await sql`DROP TABLE search_words`.execute(db);
      await sql`DROP TABLE places`.execute(db);
      await sql`ALTER TABLE services DROP COLUMN mode`.execute(db);
      // And before 010 (the places' names in every language come with it).
      for (const table of ['categories', 'agents', 'careers', 'legal_contents', 'help_topics', 'help_articles', 'subscription_packages', 'qms_items']) {
        await sql.raw(`ALTER TABLE ${table} DROP COLUMN translations`).execute(db);
      }
      await sql`ALTER TABLE services DROP COLUMN kind`.execute(db);
      await sql`ALTER TABLE services DROP COLUMN distance_km`.execute(db);
      await sql`ALTER TABLE reviews DROP COLUMN lang`.execute(db);
      await db
        .deleteFrom('schema_migrations')
        .where('version', 'in', ['008_transport_mode', '009_transport_mode_indexes', '010_languages', '012_search', '013_search_recency', '014_facet_counts', '016_similar_lane_index', '018_price_range_index', '019_price_facet_counts', '025_tariffs_index'])
        .execute();
      await old.app.close();

      const restarted = await buildApp({
        logger: false,
        databaseUrl: old.app.config.databaseUrl,
        dataDir: old.dataDir,
        config: { filesOrigin: 'http://files.test' },
      });
      old.app = restarted;
      expect(await modes(restarted.db)).toEqual(seeded);
      expect(new Set(seeded.map((s) => s.mode)).size).toBeGreaterThan(2);
      const places = await restarted.inject('/api/v1/misc/places?q=a&limit=20');
      expect(places.json().data.items.length).toBe(20);
      const versions = (await restarted.db.selectFrom('schema_migrations').select('version').execute()).map(
        (r) => r.version,
      );
      expect(versions).toEqual(expect.arrayContaining(['008_transport_mode', '009_transport_mode_indexes', '012_search', '013_search_recency', '014_facet_counts']));
      // The facet counts are those of the services there.
      const facets = (await restarted.inject('/api/v1/misc/services/facets')).json().data as { total: number; mode: { count: number }[] };
      expect(facets.total).toBe(seeded.length);
      expect(facets.mode.reduce((n, m) => n + m.count, 0)).toBe(seeded.length);
      // And those of a price range (019's counts, made again over the services there).
      const priced = (await restarted.inject('/api/v1/misc/services/facets?minPrice=50&maxPrice=5000')).json().data as { total: number };
      expect(priced.total).toBe((await restarted.inject('/api/v1/misc/services?minPrice=50&maxPrice=5000&pageSize=1')).json().data.total);
      expect(priced.total).toBeGreaterThan(0);
      // The full-text index is built over the services already there, with its vocabulary (typos forgiven).
      const search = async (q: string) => (await restarted.inject(`/api/v1/misc/services?q=${q}&pageSize=100`)).json().data as { total: number; items: { id: number }[] };
      const freight = await search('freight');
      expect(freight.total).toBeGreaterThan(0);
      expect((await search('frieght')).total).toBe(freight.total);
    });
  });
});
