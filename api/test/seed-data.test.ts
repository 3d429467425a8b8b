// The seeded data reads like a real marketplace: lanes a ship, plane or truck can actually run, transit times that
// follow from distance and mode, companies named the way their country registers them, reviews that differ.
import { COUNTRIES } from '../src/reference/countries';
import { LEGAL_FORMS, cityFacts, cityName, stateName } from '../src/reference/gazetteer';
import { isSeaport } from '../src/reference/transport';
import { days, describeService } from '../src/reference/service-kinds';
import { agentBio } from '../src/db/seed';
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

  it("an Arabic about text isolates the company's Latin name (FSI … PDI), so a job count after it stays out of its run", async () => {
    const facts = { name: 'Vertex Freight B.V.', scope: 'international', city: 'Rotterdam', country: 'Netherlands', completed: 1143, variant: 1 };
    expect(agentBio(facts, 'ar')).toContain('أنجزت \u2068Vertex Freight B.V.\u2069 1,143 مهمة');
    expect(agentBio({ ...facts, variant: 0 }, 'ar')).toMatch(/^\u2068Vertex Freight B\.V\.\u2069 /);
    // English and French run the same way as the name: no marks.
    for (const lang of ['en', 'fr'] as const) for (const variant of [0, 1, 2]) expect(agentBio({ ...facts, variant }, lang)).not.toMatch(/[\u2066-\u2069]/);

    // Every seeded Arabic text that names its company isolates it, each time.
    const agents = await t.app.db.selectFrom('agents').select(['company_name', 'description', 'translations']).execute();
    let named = 0;
    for (const a of agents) {
      const { ar, fr } = JSON.parse(a.translations!) as Record<'ar' | 'fr', { description: string }>;
      const mentions = ar.description.split(a.company_name).length - 1;
      expect(ar.description.split(`\u2068${a.company_name}\u2069`).length - 1).toBe(mentions);
      if (mentions > 0) named += 1;
      expect(`${a.description} ${fr.description}`).not.toMatch(/[\u2066-\u2069]/);
    }
    expect(named).toBeGreaterThan(agents.length / 2);
    // As the API serves it in Arabic (agent-0001 has the wording with the job count after the name).
    const served = (await t.app.inject({ method: 'GET', url: '/api/v1/misc/storefront/agent-0001?lang=ar' })).json().data.agent as { companyName: string; description: string; lang: string };
    expect(served.lang).toBe('ar');
    const isolated = `\u2068${served.companyName}\u2069 `;
    expect(served.description).toContain(isolated);
    expect(served.description.slice(served.description.indexOf(isolated) + isolated.length)).toMatch(/^[0-9,]+ مهمة/);
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

  it("an Arabic description isolates the agent's Latin name", () => {
    expect(describeService(facts, 'ar').description).toContain('تقدّمها \u2068Harbor Line Co., Ltd\u2069. ');
    expect(describeService(facts, 'fr').description).not.toMatch(/[\u2066-\u2069]/);
    expect(describeService(facts, 'en').description).not.toMatch(/[\u2066-\u2069]/);
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
