// The editorial seed: blog posts, FAQs, jobs, legal pages, help centre, packages and the queue item, in every language.
import path from 'node:path';
import type { Kysely } from 'kysely';
import { CATEGORIES } from './seed-data/categories';
import { BLOG_AUTHORS, BLOG_PARAGRAPHS, BLOG_TOPICS, CAREERS, FAQS, HELP_TOPICS, LEGAL_PAGES, PACKAGES } from './seed-data/content';
import { DAY, SEED, intBetween, mulberry32, pick, slugify, writeFile } from './seed-random';
import { PALETTE, blogCoverSvg } from './svg';
import type { Database } from './types';

/** The internship's posting ran out a month after it was posted: the site always has one expired (but not closed) job. */
export const EXPIRED_JOB_ID = CAREERS.length;

/**
 * When a seeded job's posting ends. The others run 90 days from posting but at least 60 days from when the seed ran,
 * so they stay open however old the data set's fixed dates get.
 */
function jobValidThrough(id: number, postedAt: number, seededAt: number): string {
  if (id === EXPIRED_JOB_ID) return new Date(postedAt + 30 * DAY).toISOString();
  return new Date(Math.max(postedAt + 90 * DAY, seededAt + 60 * DAY)).toISOString();
}

/**
 * A data set seeded before postings had an end (migration 007: no job has one) gets the seed's ends, on the seed's
 * own jobs only (same id and title), counted from now: every database then has its one expired job.
 */
export async function endSeededJobs(db: Kysely<Database>): Promise<void> {
  const rows = await db.selectFrom('careers').select(['id', 'title', 'posted_at', 'valid_through']).execute();
  if (rows.some((row) => row.valid_through !== null)) return;
  const now = Date.now();
  for (const row of rows) {
    const id = Number(row.id);
    if (CAREERS[id - 1]?.[0] !== row.title) continue;
    const validThrough = jobValidThrough(id, Date.parse(row.posted_at), now);
    await db.updateTable('careers').set({ valid_through: validThrough }).where('id', '=', id).execute();
  }
}

export async function seedContent(db: Kysely<Database>, files: string): Promise<void> {
  const r = mulberry32(SEED + 3);
  const seededAt = Date.now();
  const blogRows: Database['blog_posts'][] = [];
  BLOG_TOPICS.forEach((topic, i) => {
    const id = i + 1;
    const colour = CATEGORIES.find((c) => c.key === topic.category)?.color ?? PALETTE[0];
    writeFile(path.join(files, 'blogs', `${id}.svg`), blogCoverSvg(topic.en[0], colour));
    const publishedAt = new Date(Date.parse('2025-01-01') - (i * 9 + intBetween(r, 0, 5)) * DAY).toISOString();
    const views = intBetween(r, 150, 25_000);
    const author = pick(r, BLOG_AUTHORS);
    const order = [0, 1, 2, 3, 4, 5].sort(() => r() - 0.5).slice(0, 4 + (i % 3));
    for (const lang of ['en', 'fr'] as const) {
      const [title, excerpt] = topic[lang];
      const body = [excerpt, ...order.map((k) => BLOG_PARAGRAPHS[lang][k])];
      blogRows.push({
        id, lang, slug: slugify(topic.en[0]), title, excerpt, body: JSON.stringify(body), author,
        cover_path: `blogs/${id}.svg`, published_at: publishedAt, read_minutes: Math.max(2, Math.round(body.join(' ').split(' ').length / 60) + 2),
        views: lang === 'en' ? views : Math.round(views / 3),
      });
    }
  });

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('blog_posts').values(blogRows).execute();
    await trx.insertInto('faqs').values(
      FAQS.flatMap((f, i) => (['en', 'fr'] as const).map((lang) => ({ id: i + 1, lang, question: f[lang][0], answer: f[lang][1], topic: f.topic }))),
    ).execute();
    await trx.insertInto('careers').values(
      CAREERS.map(([title, department, location, employmentType, description, requirements], i) => {
        const postedAt = Date.parse('2024-12-20') - i * 4 * DAY;
        return {
          id: i + 1, title, department, location, employment_type: employmentType, description,
          requirements: JSON.stringify(requirements.split('|')), posted_at: new Date(postedAt).toISOString(), is_open: 1,
          valid_through: jobValidThrough(i + 1, postedAt, seededAt),
        };
      }),
    ).execute();
    await trx.insertInto('legal_contents').values(
      LEGAL_PAGES.map((p, i) => ({ id: i + 1, type: p.type, title: p.title, sections: JSON.stringify(p.sections.map(([heading, body]) => ({ heading, body }))), updated_at: '2024-11-01T00:00:00.000Z' })),
    ).execute();
    await trx.insertInto('help_topics').values(HELP_TOPICS.map((t, i) => ({ id: i + 1, title: t.title, description: t.description, sort_order: i + 1 }))).execute();
    let articleId = 0;
    const articles = HELP_TOPICS.flatMap((t, ti) =>
      t.articles.map((title) => {
        articleId += 1;
        const body = [
          `${title}: this article belongs to the "${t.title}" section of the Cargora help centre. ${t.description}`,
          `Follow the steps below. If something does not work as described, contact support with the page you were on and what you expected to happen.`,
          `Tip: most questions about ${title.toLowerCase()} are answered by checking the service details and the agent storefront first.`,
        ];
        return { id: articleId, topic_id: ti + 1, title, body: JSON.stringify(body), search_text: `${title} ${body.join(' ')}`.toLowerCase(), updated_at: new Date(Date.parse('2024-12-01') - articleId * DAY).toISOString() };
      }),
    );
    await trx.insertInto('help_articles').values(articles).execute();
    await trx.insertInto('subscription_packages').values(
      PACKAGES.map((p, i) => ({ id: i + 1, name: p.name, price_usd: p.priceUsd, period: p.period, features: JSON.stringify(p.features), highlighted: p.highlighted ? 1 : 0 })),
    ).execute();
    await trx.insertInto('qms_items').values({
      id: 1, title: 'Talk to a logistics expert', description: 'Join the queue and a Cargora logistics expert will call you back to help plan your shipment.',
      waiting_customers: 7, average_wait_minutes: 4, cta_label: 'Join the queue',
    }).execute();
  });
}
