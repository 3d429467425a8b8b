import { endSeededJobs } from '../src/db/seed-content';
import { createTestApp, expectError, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 50, services: 100, reviews: 100 } });
});
afterAll(async () => t.close());
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/misc${url}` });

describe('blogs', () => {
  it('lists en by default, newest first, and fr on request', async () => {
    const en = (await get('/blogs')).json().data;
    expect(en).toMatchObject({ total: 20, page: 1, pageSize: 20 });
    expect(en.items.every((b: { lang: string }) => b.lang === 'en')).toBe(true);
    const dates = en.items.map((b: { publishedAt: string }) => b.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(en.items[0].coverUrl).toMatch(/^http:\/\/files\.test\/files\/blogs\/\d+\.svg$/);
    expect(Array.isArray(en.items[0].body)).toBe(true);
    const fr = (await get('/blogs?lang=fr&pageSize=5')).json().data;
    expect(fr.total).toBe(20);
    expect(fr.items[0].lang).toBe('fr');
    const popular = (await get('/blogs?sort=popular')).json().data.items.map((b: { views: number }) => b.views);
    expect([...popular].sort((a, b) => b - a)).toEqual(popular);
    expectError(await get('/blogs?lang=de'), 400);
  });
  it('gets one post in each language', async () => {
    const en = (await get('/blogs/3')).json().data;
    const fr = (await get('/blogs/3?lang=fr')).json().data;
    expect(en.id).toBe(3);
    expect(fr.id).toBe(3);
    expect(en.title).not.toBe(fr.title);
    expectError(await get('/blogs/999'), 404);
    expectError(await get('/blogs/abc'), 400);
  });
});

describe('faqs', () => {
  it('lists, filters by topic and language, and gets by id', async () => {
    const all = (await get('/faqs?pageSize=100')).json().data;
    expect(all.total).toBe(30);
    const pricing = (await get('/faqs?topic=pricing')).json().data;
    expect(pricing.total).toBeGreaterThan(0);
    expect(pricing.items.every((f: { topic: string }) => f.topic === 'pricing')).toBe(true);
    const fr = (await get('/faqs/1?lang=fr')).json().data;
    expect(fr.question).toMatch(/Cargora/);
    expect((await get('/faqs/1')).json().data.question).toBe('What is Cargora?');
    expectError(await get('/faqs/31'), 404);
  });
});

describe('careers', () => {
  it('lists open jobs and gets one', async () => {
    const d = (await get('/careers')).json().data;
    expect(d.total).toBe(9);
    expect(d.items[0]).toEqual({
      id: expect.any(Number), title: expect.any(String), department: expect.any(String), location: expect.any(String),
      employmentType: expect.any(String), description: expect.any(String), responsibilities: expect.any(Array), requirements: expect.any(Array),
      postedAt: expect.any(String), validThrough: expect.any(String), lang: 'en',
    });
    // Seeded open jobs run at least 60 days from the seed.
    expect(d.items.every((j: { validThrough: string }) => Date.parse(j.validThrough) > Date.now() + 59 * 86_400_000)).toBe(true);
    expect((await get('/careers/2')).json().data.id).toBe(2);
    expectError(await get('/careers/11'), 404);
  });

  it('answers 410 Gone for an expired posting and leaves it out of the list', async () => {
    const gone = expectError(await get('/careers/10'), 410);
    expect(gone).toEqual({ statusCode: 410, error: 'Gone', message: 'This job posting has closed and is no longer available' });
    const ids = (await get('/careers?pageSize=100')).json().data.items.map((j: { id: number }) => j.id);
    expect(ids).not.toContain(10);
  });

  it('answers 410 for a job closed by hand, and for one whose end has just passed', async () => {
    await t.app.db.updateTable('careers').set({ is_open: 0 }).where('id', '=', 9).execute();
    await t.app.db.updateTable('careers').set({ valid_through: new Date(Date.now() - 1000).toISOString() }).where('id', '=', 8).execute();
    expectError(await get('/careers/9'), 410);
    expectError(await get('/careers/8'), 410);
    const list = (await get('/careers?pageSize=100')).json().data;
    expect(list.total).toBe(7);
    expect(list.items.map((j: { id: number }) => j.id)).toEqual(expect.not.arrayContaining([8, 9, 10]));
    await t.app.db.updateTable('careers').set({ valid_through: null, is_open: 1 }).where('id', 'in', [8, 9]).execute();
    expect((await get('/careers/9')).json().data.validThrough).toBeNull();
  });

  it('gives a data set seeded before postings had an end the seed\'s ends, once', async () => {
    await t.app.db.updateTable('careers').set({ valid_through: null }).execute();
    await endSeededJobs(t.app.db);
    expectError(await get('/careers/10'), 410);
    expect((await get('/careers')).json().data.total).toBe(9);
    const ends = await t.app.db.selectFrom('careers').select(['id', 'valid_through']).orderBy('id').execute();
    await t.app.db.updateTable('careers').set({ valid_through: null }).where('id', '=', 3).execute();
    await endSeededJobs(t.app.db);
    const after = await t.app.db.selectFrom('careers').select(['id', 'valid_through']).orderBy('id').execute();
    expect(after).toEqual(ends.map((e) => (e.id === 3 ? { ...e, valid_through: null } : e)));
  });
});

describe('legal content', () => {
  it.each(['privacy-policy', 'terms-of-use', 'legal-notice', 'policies-rules', 'service-listing-policy', 'verification-policy'])('serves %s by type', async (type) => {
    const d = (await get(`/legalcontent/${type}`)).json().data;
    expect(d.type).toBe(type);
    expect(d.sections.length).toBeGreaterThanOrEqual(3);
    expect((await get(`/legalcontent/${d.id}`)).json().data).toEqual(d);
  });
  it('404s unknown and 400s malformed', async () => {
    expectError(await get('/legalcontent/cookie-policy'), 404);
    expectError(await get('/legalcontent/99'), 404);
    expectError(await get('/legalcontent/%27%3B%20DROP%20TABLE%20x'), 400);
  });
});

describe('help centre', () => {
  it('lists topics with article counts, a topic with articles, an article, and search', async () => {
    const topics = (await get('/help/topics')).json().data.items;
    expect(topics.length).toBeGreaterThanOrEqual(6);
    expect(topics.reduce((n: number, x: { articleCount: number }) => n + x.articleCount, 0)).toBeGreaterThanOrEqual(24);
    const t1 = (await get(`/help/topics/${topics[0].id}`)).json().data;
    expect(t1.topic).toEqual(topics[0]);
    expect(t1.articles).toHaveLength(topics[0].articleCount);
    const a = (await get(`/help/articles/${t1.articles[0].id}`)).json().data;
    expect(a).toEqual(t1.articles[0]);
    const found = (await get('/help/search?q=verification%20code')).json().data.items;
    expect(found.length).toBeGreaterThan(0);
    const text = (x: { title: string; summary: string; steps: string[]; tip: string }) => `${x.title} ${x.summary} ${x.steps.join(' ')} ${x.tip}`.toLowerCase();
    expect(found.every((x: Parameters<typeof text>[0]) => text(x).includes('verification') && text(x).includes('code'))).toBe(true);
    expectError(await get('/help/search'), 400);
    expectError(await get('/help/topics/999'), 404);
    expectError(await get('/help/articles/999'), 404);
  });
});
