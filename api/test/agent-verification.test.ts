// Agents a shipper can check (issue 49, migration 028): what was verified about each agent and when, its median
// response time to quote requests, and reviews marked as from a booking, as the seed writes them and the storefront
// and the service detail answer them. SQLite, and PostgreSQL with DATABASE_URL (scripts/with-postgres.sh).
import { LICENCE_BY_CATEGORY, VERIFICATION_KINDS, requiredVerifications, type CategoryKey } from '@cargora/shared/contracts';
import type { AgentTrustT, ReviewT } from '@cargora/shared/contracts/schemas';
import { agentVerifications, reviewBooking } from '../src/db/seed-data/verifications';
import { agentQuoteHistory } from '../src/db/seed-data/quote-history';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 40, services: 300, reviews: 600 } });
});
afterAll(async () => t.close());

const get = async <T,>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/misc${url}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: T }).data;
};

describe('the verifications a category needs', () => {
  it('are the trade register and one licence per category', () => {
    expect(requiredVerifications([])).toEqual(['tradeRegister']);
    expect(requiredVerifications(['customsServices', 'internationalTransport', 'customsServices'])).toEqual([
      'tradeRegister',
      'freightForwarderLicence',
      'customsBrokerLicence',
    ]);
    expect(requiredVerifications(['domesticTransportcitywide', 'domesticTransportcitytocity', 'noSuchCategory'])).toEqual(['tradeRegister', 'roadHaulageLicence']);
  });

  it('seeds none for an unverified agent; dated after joining, before today, licences valid beyond today', () => {
    const today = new Date('2026-11-29T00:00:00Z');
    const agent = { id: 7, verified: 1, joined_at: '2025-06-01T00:00:00Z', country_code: 'nl', completed_jobs: 40 };
    expect(agentVerifications({ ...agent, verified: 0 }, ['customsServices'], today)).toEqual([]);
    const rows = agentVerifications(agent, ['warehouseServices', 'portAgencyServices'], today);
    expect(rows.map((r) => r.kind)).toEqual(['tradeRegister', 'warehouseKeeperLicence', 'portAgencyLicence']);
    expect(rows[0]!.reference).toMatch(/^KvK \d{8}$/);
    for (const r of rows) {
      expect(r.verified_at >= '2025-06-01' && r.verified_at < '2026-11-29').toBe(true);
      if (r.kind === 'tradeRegister') expect(r.expires_at).toBeNull();
      else expect(r.expires_at! > '2026-11-29').toBe(true);
    }
    // The same agent gets the same rows every time.
    expect(agentVerifications(agent, ['warehouseServices', 'portAgencyServices'], today)).toEqual(rows);
  });

  it('seeds too few quote requests to measure for an agent with too few jobs, and a booking only to a review of a service', () => {
    const today = new Date('2026-11-29T00:00:00Z');
    expect(agentQuoteHistory({ id: 1, verified: 1, joined_at: '2025-01-01', completed_jobs: 2 }, [], today).length).toBeLessThan(3);
    const rows = agentQuoteHistory({ id: 1, verified: 1, joined_at: '2025-01-01', completed_jobs: 500 }, [], today);
    for (const r of rows) expect(r.created_at >= '2025-11-29' && r.created_at < '2026-11-22').toBe(true);
    expect(reviewBooking({ id: 3, service_id: null, created_at: '2026-01-01' })).toBeNull();
  });
});

describe('the seeded agents', () => {
  it('are verified exactly when the trade register and every licence their categories need are on record', async () => {
    const db = t.app.db;
    const [agents, services, rows] = await Promise.all([
      db.selectFrom('agents').select(['id', 'verified']).execute(),
      db.selectFrom('services').select(['agent_id', 'category']).distinct().execute(),
      db.selectFrom('agent_verifications').selectAll().execute(),
    ]);
    const categories = new Map<number, string[]>();
    for (const s of services) categories.set(Number(s.agent_id), [...(categories.get(Number(s.agent_id)) ?? []), s.category]);
    const kinds = new Map<number, string[]>();
    for (const r of rows) kinds.set(Number(r.agent_id), [...(kinds.get(Number(r.agent_id)) ?? []), r.kind]);
    const verified = agents.filter((a) => Number(a.verified) === 1);
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.length).toBeLessThan(agents.length);
    for (const a of agents) {
      const has = [...(kinds.get(Number(a.id)) ?? [])].sort();
      const needs = Number(a.verified) === 1 ? requiredVerifications(categories.get(Number(a.id)) ?? []).sort() : [];
      expect(`${a.id}: ${has.join(',')}`).toBe(`${a.id}: ${needs.join(',')}`);
    }
    // Every kind a category needs is one the site can name.
    for (const kind of Object.values(LICENCE_BY_CATEGORY)) expect(VERIFICATION_KINDS).toContain(kind);
    // A customs agent's licence is a customs broker licence.
    const customs = services.find((s) => s.category === ('customsServices' satisfies CategoryKey) && verified.some((a) => Number(a.id) === Number(s.agent_id)));
    if (customs) expect(kinds.get(Number(customs.agent_id))).toContain('customsBrokerLicence');
  });

  it('mark some reviews of a service as from a booking, never a review of no service', async () => {
    const rows = await t.app.db
      .selectFrom('review_bookings')
      .innerJoin('reviews', 'reviews.id', 'review_bookings.review_id')
      .select(['reviews.service_id', 'reviews.created_at', 'review_bookings.booked_at'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.service_id).not.toBeNull();
      expect(r.booked_at < r.created_at).toBe(true);
    }
  });
});

describe('the API', () => {
  it('answers a storefront with what was verified, when, and the median response time', async () => {
    const agent = await t.app.db.selectFrom('agents').select(['id', 'user_id']).where('verified', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const stored = await t.app.db.selectFrom('agent_verifications').selectAll().where('agent_id', '=', agent.id).execute();
    const { trust, agent: answered } = await get<{ trust: AgentTrustT; agent: { verified: boolean } }>(`/storefront/${agent.user_id}`);
    expect(answered.verified).toBe(true);
    expect(trust.verifications[0]!.kind).toBe('tradeRegister');
    expect(trust.verifications).toHaveLength(stored.length);
    for (const v of trust.verifications) {
      const row = stored.find((s) => s.kind === v.kind)!;
      expect(v).toEqual({ kind: row.kind, reference: row.reference, verifiedAt: row.verified_at, expiresAt: row.expires_at });
    }
    // Measured from the agent's quote requests and answers (quote-answers.test.ts checks the figure).
    expect(trust.responseTime).toEqual(await t.app.agentsRepository.trust(Number(agent.id)).then((x) => x.responseTime));
  });

  it('answers an unverified agent with no verifications', async () => {
    const agent = await t.app.db.selectFrom('agents').select('user_id').where('verified', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const { trust } = await get<{ trust: AgentTrustT }>(`/storefront/${agent.user_id}`);
    expect(trust.verifications).toEqual([]);
  });

  it('marks booking-verified reviews on the storefront and the service, and gives the service its agent\'s trust', async () => {
    const booked = await t.app.db
      .selectFrom('review_bookings')
      .innerJoin('reviews', 'reviews.id', 'review_bookings.review_id')
      .innerJoin('agents', 'agents.id', 'reviews.agent_id')
      .select(['reviews.id', 'reviews.service_id', 'agents.user_id', 'agents.id as agent_id'])
      .orderBy('reviews.id')
      .executeTakeFirstOrThrow();
    const detail = await get<{ recentReviews: { items: ReviewT[] }; agentTrust: AgentTrustT }>(`/services/${booked.service_id}`);
    const bookings = new Set((await t.app.db.selectFrom('review_bookings').select('review_id').execute()).map((r) => Number(r.review_id)));
    expect(detail.recentReviews.items.length).toBeGreaterThan(0);
    for (const review of detail.recentReviews.items) expect(review.bookingVerified).toBe(bookings.has(review.id));
    expect(detail.recentReviews.items.some((r) => r.id === Number(booked.id) && r.bookingVerified)).toBe(true);
    expect(detail.agentTrust).toEqual((await get<{ trust: AgentTrustT }>(`/storefront/${booked.user_id}`)).trust);
    const page = await get<{ items: ReviewT[] }>(`/storefront/reviews/${booked.user_id}?pageSize=50`);
    for (const review of page.items) expect(review.bookingVerified).toBe(bookings.has(review.id));
  });
});

describe('the verification policy', () => {
  it('is published in every language, and no subscription package sells verification or badges', async () => {
    for (const lang of ['en', 'fr', 'ar']) {
      const policy = await get<{ type: string; sections: { heading: string; body: string[] }[] }>(`/legalcontent/verification-policy?lang=${lang}`);
      expect(policy.type).toBe('verification-policy');
      expect(policy.sections.length).toBeGreaterThanOrEqual(5);
      const packages = await get<{ items: { name: string; features: string[] }[] } | { name: string; features: string[] }[]>(`/subscriptions?lang=${lang}`);
      const items = Array.isArray(packages) ? packages : packages.items;
      expect(items.length).toBeGreaterThan(0);
      const sold = items.flatMap((p) => p.features.filter((f) => /verif|vérifi|badge|تحقق|توثيق|موثق|شارة/i.test(f)).map((f) => `${p.name}: ${f}`));
      expect(sold).toEqual([]);
    }
  });
});
