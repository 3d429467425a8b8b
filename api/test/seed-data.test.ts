// The seeded data reads like a real marketplace: lanes a ship, plane or truck can actually run, transit times that
// follow from distance and mode, companies named the way their country registers them, reviews that differ.
import { COUNTRIES } from '../src/db/seed-data/countries';
import { LEGAL_FORMS, cityFacts, cityName, stateName } from '../src/db/seed-data/gazetteer';
import { isSeaport } from '../src/db/seed-data/transport';
import { days, describeService } from '../src/db/seed-data/service-kinds';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 120, services: 3000, reviews: 5000 } });
});
afterAll(async () => t.close());

const services = () =>
  t.app.db
    .selectFrom('services')
    .select(['id', 'title', 'kind', 'mode', 'category', 'origin_country', 'origin_city', 'destination_country', 'destination_city', 'transit_days', 'distance_km', 'price_usd'])
    .execute();

describe('the gazetteer', () => {
  it('knows every seeded city and state, where it is, and its French and Arabic names', () => {
    const missing: string[] = [];
    for (const country of COUNTRIES) {
      for (const region of country.regions) {
        if (stateName(country.name, region.state, 'ar') === region.state) missing.push(`${country.name} / ${region.state}`);
        for (const city of region.cities) {
          const facts = cityFacts(country.name, city);
          if (!facts || cityName(country.name, city, 'ar') === city) missing.push(`${country.name} / ${city}`);
          else {
            expect(facts.lat).toBeGreaterThanOrEqual(-90);
            expect(facts.lat).toBeLessThanOrEqual(90);
            expect(Math.abs(facts.lon)).toBeLessThanOrEqual(180);
          }
        }
      }
      expect(LEGAL_FORMS[country.name]?.length).toBeGreaterThan(0);
    }
    expect(missing).toEqual([]);
  });
});

describe('lanes, transit times and prices', () => {
  it('sea freight runs between seaports only, never to or from an inland city', async () => {
    const sea = (await services()).filter((s) => s.mode === 'sea' && s.category === 'internationalTransport');
    expect(sea.length).toBeGreaterThan(50);
    const inland = sea.filter((s) => !isSeaport(s.origin_country, s.origin_city) || !isSeaport(s.destination_country, s.destination_city));
    expect(inland.map((s) => s.title)).toEqual([]);
  });

  it('transit time follows the lane’s distance and mode', async () => {
    for (const s of await services()) {
      const d = Number(s.distance_km);
      const n = Number(s.transit_days);
      if (s.category === 'internationalTransport' && s.mode === 'sea') {
        expect(d).toBeGreaterThan(0);
        // 500-700 km a day at sea, plus 3-9 days in ports.
        expect(n).toBeGreaterThanOrEqual(Math.floor(d / 700) + 3);
        expect(n).toBeLessThanOrEqual(Math.ceil(d / 500) + 9);
      } else if (s.category === 'internationalTransport' && s.mode === 'air') {
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(Math.ceil(d / 5000) + 3);
      } else if (s.category === 'domesticTransportcitytocity') {
        // A truck or train covers 600-700 km a day, plus a day to load and deliver.
        expect(n).toBeGreaterThanOrEqual(Math.max(1, Math.floor(d / 700)));
        expect(n).toBeLessThanOrEqual(Math.ceil(d / 600) + 1);
      }
    }
  });

  it('a longer sea lane costs more and takes longer than a shorter one, on average', async () => {
    const fcl = (await services()).filter((s) => s.kind === 'fclSea').sort((a, b) => Number(a.distance_km) - Number(b.distance_km));
    const half = Math.floor(fcl.length / 2);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const near = fcl.slice(0, half);
    const far = fcl.slice(half);
    expect(mean(far.map((s) => Number(s.transit_days)))).toBeGreaterThan(mean(near.map((s) => Number(s.transit_days))));
    expect(mean(far.map((s) => Number(s.price_usd)))).toBeGreaterThan(mean(near.map((s) => Number(s.price_usd))));
  });

  it('a service within one city says "in <city>", never "X → X"', async () => {
    for (const s of await services()) {
      if (s.origin_city === s.destination_city && s.origin_country === s.destination_country) expect(s.title).not.toContain('→');
    }
  });
});

describe('agents and reviews', () => {
  it('a company’s legal form is one its country uses', async () => {
    const agents = await t.app.db.selectFrom('agents').select(['company_name', 'country']).execute();
    const wrong = agents.filter((a) => !(LEGAL_FORMS[a.country] ?? []).some((form) => a.company_name.endsWith(` ${form}`)));
    expect(wrong).toEqual([]);
  });

  it('no two reviews of one agent say the same thing; reviews come in English, French and Arabic', async () => {
    const reviews = await t.app.db.selectFrom('reviews').select(['agent_id', 'comment', 'lang']).execute();
    const seen = new Set<string>();
    const repeated = reviews.filter((r) => {
      const key = `${r.agent_id}|${r.comment}`;
      const dup = seen.has(key);
      seen.add(key);
      return dup;
    });
    expect(repeated).toEqual([]);
    expect(new Set(reviews.map((r) => r.lang))).toEqual(new Set(['en', 'fr', 'ar']));
  });
});

describe('services described in each language', () => {
  const facts = {
    kind: 'fclSea', originCountry: 'China', originCity: 'Shanghai', destinationCountry: 'France', destinationCity: 'Le Havre',
    transitDays: 31, currency: 'EUR', protectionFee: '1%', agentName: 'Harbor Line Co., Ltd.', distanceKm: 19_800,
  };

  it('French and Arabic titles and descriptions hold no English words', () => {
    for (const lang of ['fr', 'ar'] as const) {
      const { title, description } = describeService(facts, lang);
      expect(`${title} ${description}`).not.toMatch(/\b(from|to|in|days?|operated|price|shipment)\b/);
    }
    expect(describeService(facts, 'fr').title).toContain(' → ');
    expect(describeService(facts, 'fr').description).toContain('(Chine)');
    expect(describeService(facts, 'ar').description).toContain('الصين');
  });

  it('a French description writes the protection fee the French way', () => {
    expect(describeService({ ...facts, protectionFee: '2.5%' }, 'fr').description).toContain('pour 2,5\u00a0% de la valeur déclarée');
    expect(describeService({ ...facts, protectionFee: '2.5%' }, 'en').description).toContain('at 2.5% of declared value');
  });

  it('counts days by each language’s plural rules', () => {
    expect([days(1, 'en'), days(2, 'en')]).toEqual(['1 day', '2 days']);
    expect([days(1, 'fr'), days(2, 'fr')]).toEqual(['1 jour', '2 jours']);
    expect([days(1, 'ar'), days(2, 'ar'), days(3, 'ar'), days(11, 'ar'), days(100, 'ar')]).toEqual(['يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم']);
  });

  it('a service within one place reads "in <city>" in every language', () => {
    const local = { ...facts, kind: 'sameDayVan', destinationCountry: 'China', destinationCity: 'Shanghai', distanceKm: 0 };
    expect(describeService(local, 'en').title).toBe('Same-Day Van Delivery in Shanghai');
    expect(describeService(local, 'fr').title).toMatch(/^Livraison en fourgon le jour même à /);
    expect(describeService(local, 'ar').title).toMatch(/ في /);
  });
});
