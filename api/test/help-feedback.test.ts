import { HELP_FEEDBACK_RULES } from '@cargora/shared/contracts/schemas';
import { createTestApp, expectError, withApp, type TestApp } from './helpers';
import { HELP_FEEDBACK_RATE_LIMIT } from '../src/routes/api/v1/misc/help-feedback';

const SEED = { agents: 10, services: 10, reviews: 5 };
const urlOf = (id: number | string) => `/api/v1/misc/help/articles/${id}/feedback`;

describe('help article feedback', () => {
  let t: TestApp;
  let articleId: number;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: SEED });
    const topics = (await t.app.inject('/api/v1/misc/help/topics')).json().data.items;
    const topic = (await t.app.inject(`/api/v1/misc/help/topics/${topics[0].id}`)).json().data;
    articleId = topic.articles[0].id;
  });
  afterAll(async () => t.close());
  // Each test's requests from an address of their own: the rate limit has its own test.
  const send = (id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: urlOf(id), payload: payload as object, headers, remoteAddress: `10.0.0.${++ip}` });

  it('stores "helpful" and answers 201 with what it stored', async () => {
    const res = await send(articleId, { helpful: true });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Thank you for your feedback');
    expect(data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), articleId, helpful: true, comment: null, createdAt: expect.any(String) });
    expect(await t.app.helpFeedbackRepository.listForArticle(articleId)).toContainEqual(data);
  });

  it('stores "not helpful" with a comment (trimmed), in the language of the request', async () => {
    const res = await send(articleId, { helpful: false, comment: '  Les étapes douanières manquent.  ' }, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ helpful: false, comment: 'Les étapes douanières manquent.' });
    const row = await t.app.db
      .selectFrom('help_feedback' as never)
      .selectAll()
      .where('id' as never, '=', res.json().data.id as never)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ article_id: articleId, lang: 'fr', client_ip: `10.0.0.${ip}` });
    expect(Number((row as { helpful: number }).helpful)).toBe(0);
    // A blank comment is no comment.
    expect((await send(articleId, { helpful: false, comment: '   ' })).json().data.comment).toBeNull();
  });

  it('counts answers per article', async () => {
    const before = await t.app.helpFeedbackRepository.summary(articleId);
    await send(articleId, { helpful: true });
    await send(articleId, { helpful: false });
    expect(await t.app.helpFeedbackRepository.summary(articleId)).toEqual({ total: before.total + 2, helpful: before.helpful + 1 });
  });

  it('an unknown article is a 404, and nothing is stored', async () => {
    const before = (await t.app.helpFeedbackRepository.summary(999999)).total;
    expect(expectError(await send(999999, { helpful: true }), 404).message).toBe('Help article 999999 not found');
    expect((await t.app.helpFeedbackRepository.summary(999999)).total).toBe(before);
  });

  it('bad input is a 400 that names what is wrong', async () => {
    const bad = async (id: number | string, payload: unknown) => expectError(await send(id, payload), 400).message;
    expect(await bad(articleId, {})).toBe('body/helpful must be true or false');
    for (const helpful of ['maybe', 'true', null, 1, 0])
      expect(await bad(articleId, { helpful })).toBe('body/helpful must be true or false');
    expect(await bad(articleId, [true])).toBe('body must be an object: { helpful, comment? }');
    expect(await bad(articleId, { helpful: true, comment: 'x'.repeat(HELP_FEEDBACK_RULES.commentMax + 1) })).toBe(
      `body/comment must NOT have more than ${HELP_FEEDBACK_RULES.commentMax} characters`,
    );
    expect(await bad(articleId, { helpful: true, comment: 42 })).toBe('body/comment must be a text');
    expect(await bad('abc', { helpful: true })).toMatch(/^params\/id/);
    expect(await bad('0', { helpful: true })).toMatch(/^params\/id/);
    // 500 characters exactly are fine, counted as characters (é is one).
    expect((await send(articleId, { helpful: true, comment: 'é'.repeat(HELP_FEEDBACK_RULES.commentMax) })).statusCode).toBe(201);
  });

  it('refuses a foreign Origin with 403, like every state-changing request', async () => {
    expectError(await send(articleId, { helpful: true }, { origin: 'https://evil.example' }), 403);
  });
});

it(`is rate limited per address: ${HELP_FEEDBACK_RATE_LIMIT} answers a minute, then 429 with Retry-After`, async () => {
  await withApp({ seed: SEED }, async (t) => {
    const topics = (await t.app.inject('/api/v1/misc/help/topics')).json().data.items;
    const articleId = (await t.app.inject(`/api/v1/misc/help/topics/${topics[0].id}`)).json().data.articles[0].id;
    const post = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: urlOf(articleId), payload: { helpful: true }, remoteAddress });
    for (let i = 0; i < HELP_FEEDBACK_RATE_LIMIT; i += 1) expect((await post('10.1.1.1')).statusCode).toBe(201);
    const limited = await post('10.1.1.1');
    expectError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await post('10.1.1.2')).statusCode).toBe(201);
  });
});
