// "Report this listing": a notice about a service, an agent or a review is stored with a reference the notifier gets
// back; what is wrong with it is a 400 that says so, an unknown target a 404, a flood a 429.
import { LISTING_REPORT_RULES } from '@cargora/shared/contracts/schemas';
import { createTestApp, expectError, withApp, type TestApp } from './helpers';
import { LISTING_REPORT_RATE_LIMIT } from '../src/routes/api/v1/misc/listing-reports';

const SEED = { agents: 10, services: 10, reviews: 5 };
const URL = '/api/v1/misc/listing-reports';
const DESCRIPTION = 'The photos are of another company and the price is a bait: they asked for a deposit by wire.';

describe('listing reports', () => {
  let t: TestApp;
  let serviceId: string;
  let agentId: string;
  let reviewId: string;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: SEED });
    const service = (await t.app.inject('/api/v1/misc/services?pageSize=1')).json().data.items[0];
    serviceId = String(service.id);
    agentId = service.agent.userId;
    const reviews = (await t.app.inject(`/api/v1/misc/storefront/reviews/${agentId}`)).json().data.items;
    const anyReview = await t.app.db.selectFrom('reviews').select('id').executeTakeFirstOrThrow();
    reviewId = String(reviews[0]?.id ?? anyReview.id);
  });
  afterAll(async () => t.close());
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers, remoteAddress: `10.2.0.${++ip}` });

  it('stores a notice about a service and answers 201 with a reference', async () => {
    const res = await send({ targetType: 'service', targetId: serviceId, reason: 'scam', description: `  ${DESCRIPTION}  `, email: 'ines@example.com' });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Report received');
    expect(data).toEqual({ reference: expect.stringMatching(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/), targetType: 'service', targetId: serviceId, reason: 'scam', receivedAt: expect.any(String) });
    const [row] = await t.app.listingReportsRepository.listForTarget('service', serviceId);
    expect(row).toMatchObject({ reference: data.reference, description: DESCRIPTION, email: 'ines@example.com', status: 'received', client_ip: `10.2.0.${ip}`, lang: 'en' });
  });

  it('takes notices about an agent (by storefront id) and a review, the e-mail optional', async () => {
    const agent = await send({ targetType: 'agent', targetId: agentId, reason: 'misleading', description: DESCRIPTION });
    expect(agent.statusCode).toBe(201);
    expect((await t.app.listingReportsRepository.listForTarget('agent', agentId))[0]).toMatchObject({ email: null });
    const review = await send({ targetType: 'review', targetId: reviewId, reason: 'offensive', description: DESCRIPTION }, { 'accept-language': 'ar' });
    expect(review.statusCode).toBe(201);
    expect((await t.app.listingReportsRepository.listForTarget('review', reviewId))[0]).toMatchObject({ lang: 'ar', reason: 'offensive' });
    expect(review.json().data.reference).not.toBe(agent.json().data.reference);
  });

  it('the same notice sent again from the same address is the same notice (one row, the same reference)', async () => {
    const payload = { targetType: 'service', targetId: serviceId, reason: 'spam', description: `${DESCRIPTION} Twice.` };
    const first = await t.app.inject({ method: 'POST', url: URL, payload, remoteAddress: '10.2.9.9' });
    const again = await t.app.inject({ method: 'POST', url: URL, payload, remoteAddress: '10.2.9.9' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.reference).toBe(first.json().data.reference);
    const rows = (await t.app.listingReportsRepository.listForTarget('service', serviceId)).filter((r) => r.reason === 'spam');
    expect(rows).toHaveLength(1);
  });

  it('an unknown target is a 404, and nothing is stored', async () => {
    expect(expectError(await send({ targetType: 'service', targetId: '99999999', reason: 'scam', description: DESCRIPTION }), 404).message).toBe('No service 99999999 to report');
    expect(expectError(await send({ targetType: 'agent', targetId: 'nobody-here', reason: 'scam', description: DESCRIPTION }), 404).message).toBe('No agent nobody-here to report');
    expect(await t.app.listingReportsRepository.listForTarget('service', '99999999')).toEqual([]);
  });

  it('bad input is a 400 that names what is wrong', async () => {
    const bad = async (payload: Record<string, unknown>) =>
      expectError(await send({ targetType: 'service', targetId: serviceId, reason: 'scam', description: DESCRIPTION, ...payload }), 400).message;
    expect(await bad({ reason: 'boring' })).toMatch(/^reason must be one of scam, misleading/);
    expect(await bad({ reason: '' })).toBe('reason is required');
    expect(await bad({ description: '   ' })).toBe('description is required: say what is wrong, and where');
    expect(await bad({ description: 'Too short.' })).toBe(`description must be at least ${LISTING_REPORT_RULES.description.min} characters`);
    expect(await bad({ description: 'x'.repeat(LISTING_REPORT_RULES.description.max + 1) })).toBe(`description must be at most ${LISTING_REPORT_RULES.description.max} characters`);
    expect(await bad({ email: 'not-an-address' })).toBe('email must be an e-mail address like name@example.com');
    expect(await bad({ targetId: 'abc' })).toBe('targetId "abc" is not a service id');
    expect(await bad({ targetType: 'user' })).toMatch(/^body\/targetType/);
    // Exactly the longest explanation is fine, counted in characters (é is one).
    expect((await send({ targetType: 'service', targetId: serviceId, reason: 'other', description: 'é'.repeat(LISTING_REPORT_RULES.description.max) })).statusCode).toBe(201);
  });

  it('refuses a foreign Origin with 403, like every state-changing request', async () => {
    expectError(await send({ targetType: 'service', targetId: serviceId, reason: 'scam', description: DESCRIPTION }, { origin: 'https://evil.example' }), 403);
  });
});

it(`is rate limited per address: ${LISTING_REPORT_RATE_LIMIT} notices a minute, then 429 with Retry-After`, async () => {
  await withApp({ seed: SEED }, async (t) => {
    const serviceId = String((await t.app.inject('/api/v1/misc/services?pageSize=1')).json().data.items[0].id);
    const post = (remoteAddress: string, n: number) =>
      t.app.inject({ method: 'POST', url: URL, payload: { targetType: 'service', targetId: serviceId, reason: 'other', description: `${DESCRIPTION} (${n})` }, remoteAddress });
    for (let i = 0; i < LISTING_REPORT_RATE_LIMIT; i += 1) expect((await post('10.3.1.1', i)).statusCode).toBe(201);
    const limited = await post('10.3.1.1', 99);
    expectError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('10.3.1.2', 100)).statusCode).toBe(201);
  });
});
