// Real content (issue 17): the help centre's 24 articles each answer their own question in at least three steps, the
// 20 blog posts are each about their own topic, and no paragraph, step or answer is shared between two of them, in
// any language; French and Arabic texts are written in French and Arabic, not English. Read through the API.
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 20, services: 50, reviews: 50 } });
});
afterAll(async () => t.close());
const get = async <T,>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/misc${url}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: T }).data;
};

const LANGS = ['en', 'fr', 'ar'] as const;
/** English function words: two different ones in a French or Arabic text mean an English sentence slipped in. */
const ENGLISH = /\b(the|and|of|to|with|for|your|from|this|that|you|our|are|is|will|what|how)\b/gi;
const englishWords = (text: string) => new Set((text.match(ENGLISH) ?? []).map((w) => w.toLowerCase())).size;

/** Texts that appear in more than one owner (an article, a post). */
function shared(owners: { owner: string; texts: string[] }[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const { owner, texts } of owners) {
    for (const text of new Set(texts.map((x) => x.trim().toLowerCase()))) {
      const other = seen.get(text);
      if (other && other !== owner) out.push(`${owner} and ${other}: ${text.slice(0, 80)}`);
      seen.set(text, owner);
    }
  }
  return out;
}

interface Article { id: number; title: string; summary: string; steps: string[]; tip: string; lang: string }

describe('the help centre', () => {
  it('has 24 articles in six topics; each answers in at least three steps in every language, none shares a step', async () => {
    for (const lang of LANGS) {
      const topics = await get<{ items: { id: number }[] }>(`/help/topics?lang=${lang}`);
      expect(topics.items).toHaveLength(6);
      const articles: Article[] = [];
      for (const topic of topics.items) {
        const detail = await get<{ articles: { id: number }[] }>(`/help/topics/${topic.id}?lang=${lang}`);
        expect(detail.articles).toHaveLength(4);
        for (const a of detail.articles) articles.push(await get<Article>(`/help/articles/${a.id}?lang=${lang}`));
      }
      expect(articles).toHaveLength(24);
      expect(new Set(articles.map((a) => a.title)).size).toBe(24);
      for (const a of articles) {
        expect(a.lang).toBe(lang);
        expect(a.steps.length).toBeGreaterThanOrEqual(3);
        expect(a.summary.length).toBeGreaterThan(40);
        if (lang !== 'en') {
          for (const text of [a.title, a.summary, a.tip, ...a.steps]) expect(englishWords(text)).toBeLessThan(2);
        }
      }
      expect(shared(articles.map((a) => ({ owner: a.title, texts: [a.summary, a.tip, ...a.steps] })))).toEqual([]);
    }
  });
});

interface Post { id: number; title: string; body: string[] | string; lang: string }

describe('Cargora Reads', () => {
  it('has 20 posts, each with its own paragraphs in every language', async () => {
    for (const lang of LANGS) {
      const list = await get<{ items: { id: number }[]; total: number }>(`/blogs?lang=${lang}&pageSize=50`);
      expect(list.total).toBe(20);
      const posts: { owner: string; texts: string[] }[] = [];
      for (const item of list.items) {
        const post = await get<Post>(`/blogs/${item.id}?lang=${lang}`);
        const paragraphs = Array.isArray(post.body) ? post.body : post.body.split(/\n\n+/);
        expect(paragraphs.length).toBeGreaterThanOrEqual(4);
        if (lang !== 'en') for (const p of paragraphs) expect(englishWords(p)).toBeLessThan(2);
        posts.push({ owner: post.title, texts: paragraphs });
      }
      expect(new Set(posts.map((p) => p.owner)).size).toBe(20);
      expect(shared(posts)).toEqual([]);
    }
  });
});

describe('FAQs, jobs and legal pages', () => {
  it('every FAQ has its own answer, in every language', async () => {
    for (const lang of LANGS) {
      const faqs = await get<{ items: { question: string; answer: string }[] }>(`/faqs?lang=${lang}&pageSize=100`);
      expect(faqs.items.length).toBeGreaterThanOrEqual(20);
      expect(new Set(faqs.items.map((f) => f.answer)).size).toBe(faqs.items.length);
      if (lang !== 'en') for (const f of faqs.items) expect(englishWords(`${f.question} ${f.answer}`)).toBeLessThan(2);
    }
  });

  it('legal pages have their own sections and headings in French and Arabic', async () => {
    const en = await get<{ title: string; sections: { heading: string; body: string }[] }>('/legalcontent/privacy-policy');
    for (const lang of ['fr', 'ar'] as const) {
      const page = await get<{ title: string; sections: { heading: string; body: string }[] }>(`/legalcontent/privacy-policy?lang=${lang}`);
      expect(page.sections).toHaveLength(en.sections.length);
      expect(page.sections.length).toBeGreaterThanOrEqual(5);
      page.sections.forEach((s, i) => {
        expect(s.heading).not.toBe(en.sections[i]!.heading);
        expect(englishWords(s.body)).toBeLessThan(2);
      });
    }
  });
});
