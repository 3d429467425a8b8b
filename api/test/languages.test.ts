// Every text the API serves, in the visitor's language: chosen by ?lang= or Accept-Language, English as the labelled
// fallback; place names in every language for search; reviews in the language they were written in.
import { createTestApp, expectError, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/misc${url}`, headers });
const data = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** English function words: two of them in one text means an English sentence. */
const ENGLISH = /\b(the|and|of|to|with|for|your|from|this|that|you|our|are|is|in)\b/gi;
const englishWords = (text: string) => new Set((text.match(ENGLISH) ?? []).map((w) => w.toLowerCase())).size;
const ARABIC = /[\u0600-\u06ff]/;

type Svc = { id: number; title: string; description: string; lang: string; names: Record<string, string>; originCountry: string };

describe('choosing the language', () => {
  it('?lang= wins, then Accept-Language, then English; the answer says which and varies by the header', async () => {
    const fr = await get('/category/all?lang=fr', { 'accept-language': 'ar' });
    expect(fr.headers['content-language']).toBe('fr');
    expect(fr.headers.vary).toMatch(/Accept-Language/i);
    expect(fr.json().data.items[0]).toMatchObject({ key: 'internationalTransport', name: 'Transport international', lang: 'fr' });
    const ar = await data('/category/all', { 'accept-language': 'de-DE,ar;q=0.8,en;q=0.5' });
    expect(ar.items[0].name).toMatch(ARABIC);
    expect(ar.items[0].lang).toBe('ar');
    const en = await data('/category/all', { 'accept-language': 'de-DE' });
    expect(en.items[0]).toMatchObject({ name: 'International Transport', lang: 'en' });
  });

  it('the same URL answers each language from the read cache without mixing them', async () => {
    const first = await data('/qms', { 'accept-language': 'fr' });
    const second = await data('/qms', { 'accept-language': 'ar' });
    expect(first.lang).toBe('fr');
    expect(second.lang).toBe('ar');
    expect(first.title).not.toBe(second.title);
  });

  it('an unknown language is the caller’s mistake: 400 with a message', async () => {
    const body = expectError(await get('/blogs?lang=de'), 400);
    expect(body.message).toContain('lang');
  });
});

describe('texts in French and Arabic', () => {
  it.each(['fr', 'ar'] as const)('%s: services, agents, reviews, help, blogs, FAQs, jobs, legal pages, packages, queue item', async (lang) => {
    const services = await data(`/services?lang=${lang}&pageSize=30`);
    for (const s of services.items as Svc[]) {
      expect(s.lang).toBe(lang);
      expect(englishWords(`${s.title} ${s.description}`)).toBeLessThan(2);
      if (lang === 'ar') expect(s.title).toMatch(ARABIC);
    }
    const service = services.items[0] as Svc;
    // Places are named in the language; the data's names stay for links and filters.
    expect(service.names.originCountry).toBe(new Intl.DisplayNames([lang], { type: 'region' }).of(codeOf(service.originCountry)));

    const storefront = await data(`/storefront/agent-0001?lang=${lang}`);
    expect(storefront.agent.lang).toBe(lang);
    expect(englishWords(storefront.agent.description)).toBeLessThan(2);

    const article = await data(`/help/articles/1?lang=${lang}`);
    expect(article.lang).toBe(lang);
    expect(article.steps.length).toBeGreaterThanOrEqual(3);
    expect(englishWords([article.title, article.summary, ...article.steps, article.tip].join(' '))).toBeLessThan(2);

    const blogs = await data(`/blogs?lang=${lang}`);
    expect(blogs.total).toBe(20);
    expect(blogs.items.every((p: { lang: string }) => p.lang === lang)).toBe(true);
    const faqs = await data(`/faqs?lang=${lang}&pageSize=50`);
    expect(faqs.items.every((f: { lang: string; answer: string }) => f.lang === lang && englishWords(f.answer) < 2)).toBe(true);
    const jobs = await data(`/careers?lang=${lang}`);
    for (const job of jobs.items) expect(englishWords(`${job.title} ${job.description} ${job.requirements.join(' ')}`)).toBeLessThan(2);
    const legal = await data(`/legalcontent/privacy-policy?lang=${lang}`);
    expect(legal.lang).toBe(lang);
    for (const section of legal.sections) expect(englishWords(`${section.heading} ${section.body}`)).toBeLessThan(2);
    const packages = await data(`/subscriptions?lang=${lang}`);
    for (const p of packages.items) expect(englishWords(p.features.join(' '))).toBeLessThan(2);
    const queue = await data(`/qms?lang=${lang}`);
    expect(englishWords(`${queue.title} ${queue.description}`)).toBeLessThan(2);
  });

  it('reviews keep the language they were written in and say which', async () => {
    const reviews = await data('/storefront/reviews/agent-0001?pageSize=50&lang=fr');
    const langs = new Set(reviews.items.map((r: { lang: string }) => r.lang));
    for (const l of langs) expect(['en', 'fr', 'ar']).toContain(l);
    const again = await data('/storefront/reviews/agent-0001?pageSize=50&lang=ar');
    expect(again.items.map((r: { comment: string }) => r.comment)).toEqual(reviews.items.map((r: { comment: string }) => r.comment));
  });
});

function codeOf(country: string): string {
  const codes: Record<string, string> = {};
  for (const code of 'AE AR AU BD BE BR CA CH CL CN CO DE DK EG ES FR GB GH GR ID IE IL IN IT JP KE KR MA MX MY NG NL NO NZ OM PE PH PK PL PT QA SA SE SG LK TH TR US VN ZA'.split(' ')) {
    codes[new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code] = code;
  }
  return codes[country] ?? country;
}

describe('search in the visitor’s language', () => {
  const ids = async (query: string) => {
    const d = await data(`/services?${query}&pageSize=100`);
    return { total: d.total as number, ids: (d.items as Svc[]).map((s) => s.id) };
  };

  it('"Chine" → "France" in French and "الصين" in Arabic find what "China" → "France" finds in English', async () => {
    const english = await ids('origin=China&destination=France&lang=en');
    expect(english.total).toBeGreaterThan(0);
    expect(await ids(`origin=Chine&destination=France&lang=fr`)).toEqual(english);
    expect(await ids(`origin=${encodeURIComponent('الصين')}&destination=${encodeURIComponent('فرنسا')}&lang=ar`)).toEqual(english);
    // With accents or without, any case.
    const us = await ids('origin=United%20States&lang=en');
    expect(await ids(`origin=${encodeURIComponent('États-Unis')}&lang=fr`)).toEqual(us);
    expect(await ids('origin=etats-unis&lang=fr')).toEqual(us);
  });

  it('free text finds places named in any language', async () => {
    const english = await ids('q=china&lang=en');
    expect(english.total).toBeGreaterThan(0);
    expect(await ids('q=Chine&lang=fr')).toEqual(english);
    expect(await ids(`q=${encodeURIComponent('الصين')}&lang=ar`)).toEqual(english);
  });

  it('place suggestions match French and Arabic names and answer in the page’s language', async () => {
    const fr = await data('/places?q=chin&lang=fr');
    expect(fr.items[0]).toMatchObject({ name: 'China', label: 'Chine', kind: 'country' });
    const ar = await data(`/places?q=${encodeURIComponent('الصين')}&lang=ar`);
    expect(ar.items[0]).toMatchObject({ name: 'China', label: 'الصين' });
    const etats = await data('/places?q=etats&lang=fr');
    expect(etats.items.map((p: { label: string }) => p.label)).toContain('États-Unis');
  });
});
