// The editorial seed: categories, blog posts, FAQs, jobs, legal pages, help centre, packages and the queue item, each
// in English, French and Arabic. English fills the columns; French and Arabic go to `translations` (blog posts and
// FAQs have a row per language). The texts are files in the repository's content/ folder (content/README.md), read by
// seed-data/content-files.ts; categories' keys and colours are seed-data/categories.ts.
import path from 'node:path';
import type { Kysely } from 'kysely';
import { normalizeSearch } from '@cargora/shared/server';
import { CATEGORIES } from './seed-data/categories';
import { loadContent } from './seed-data/content-files';
import type { HelpArticleSeed } from './seed-data/content-types';
import { SEED_LANGS, type Localized, type SeedLang } from '../reference/localized';
import { DAY, SEED, intBetween, mulberry32, writeFile } from './seed-random';
import { PALETTE, blogCoverSvg } from './svg';
import type { Database, Row } from './types';

const OTHER_LANGS = SEED_LANGS.filter((lang) => lang !== 'en');

/** The `translations` column of a row: its texts in French and Arabic, built field by field. */
export function translationsOf(fields: (lang: SeedLang) => Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(OTHER_LANGS.map((lang) => [lang, fields(lang)])));
}

/** Paragraphs as one text, separated by a blank line (how careers' descriptions and legal sections are stored). */
const paragraphs = (list: string[]) => list.join('\n\n');

/**
 * When a seeded job's posting ends. The last of the `jobs` (the internship) ran out a month after it was posted: the
 * site always has one expired job, closed by the seed. The others run 90 days from posting but at least 60 days from
 * when the seed ran.
 */
function jobValidThrough(id: number, jobs: number, postedAt: number, seededAt: number): string {
  if (id === jobs) return new Date(postedAt + 30 * DAY).toISOString();
  return new Date(Math.max(postedAt + 90 * DAY, seededAt + 60 * DAY)).toISOString();
}

/**
 * A data set seeded before postings had an end (migration 007: no job has one) gets the seed's ends, on the seed's
 * own jobs only (same id and title), counted from now: every database then has its one expired job.
 */
export async function endSeededJobs(db: Kysely<Database>, contentDir?: string): Promise<void> {
  const rows = await db.selectFrom('careers').select(['id', 'title', 'posted_at', 'valid_through']).execute();
  if (rows.length === 0 || rows.some((row) => row.valid_through !== null)) return;
  const careers = loadContent(contentDir).careers;
  const now = Date.now();
  for (const row of rows) {
    const id = Number(row.id);
    if (careers[id - 1]?.title.en !== row.title) continue;
    const validThrough = jobValidThrough(id, careers.length, Date.parse(row.posted_at), now);
    await db.updateTable('careers').set({ valid_through: validThrough }).where('id', '=', id).execute();
  }
}

/** A help article's stored body in one language: its answer, its steps and its tip. */
const articleBody = (a: HelpArticleSeed, lang: SeedLang) => ({ summary: a.summary[lang], steps: a.steps[lang], tip: a.tip[lang] });

/** What the help search reads: the article in every language, in the form searches are compared in. */
const articleSearchText = (a: HelpArticleSeed) =>
  SEED_LANGS.map((lang) => normalizeSearch([a.title[lang], a.summary[lang], ...a.steps[lang], a.tip[lang]].join(' '))).join(' | ');

const readMinutes = (texts: string[]) => Math.max(2, Math.round(texts.join(' ').split(/\s+/).length / 200) + 1);

/** Seeds the editorial tables from the content folder (contentDir, else CONTENT_DIR, else the repository's content/). */
export async function seedContent(db: Kysely<Database>, files: string, contentDir?: string, today = new Date()): Promise<void> {
  const { blogPosts, faqs, careers, legalPages, helpTopics, packages, queueItem, categoryTexts } = loadContent(contentDir);
  const r = mulberry32(SEED + 3);
  // Dates are laid out before the seed date: the newest post a few days old, the newest job posted this week.
  const seededAt = today.getTime();

  const blogRows: Row<'blog_posts'>[] = [];
  blogPosts.forEach((post, i) => {
    const id = i + 1;
    const colour = CATEGORIES.find((c) => c.key === post.category)?.color ?? PALETTE[0];
    writeFile(path.join(files, 'blogs', `${id}.svg`), blogCoverSvg(colour, i));
    const publishedAt = new Date(seededAt - (2 + i * 9 + intBetween(r, 0, 5)) * DAY).toISOString();
    const views = intBetween(r, 150, 25_000);
    for (const lang of SEED_LANGS) {
      const body = post.paragraphs[lang];
      blogRows.push({
        id, lang, slug: post.slug, title: post.title[lang], excerpt: post.excerpt[lang], body: JSON.stringify(body),
        author: post.author, cover_path: `blogs/${id}.svg`, published_at: publishedAt, read_minutes: readMinutes(body),
        views: lang === 'en' ? views : Math.round(views / 3),
      });
    }
  });

  const localizedList = <T,>(values: Localized<T>, lang: SeedLang) => values[lang];

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('categories').values(
      CATEGORIES.map((c, i) => {
        const texts = categoryTexts[c.key];
        return {
          key: c.key, name: texts.name.en, description: texts.description.en, sort_order: i + 1,
          translations: translationsOf((lang) => ({ name: texts.name[lang], description: texts.description[lang] })),
        };
      }),
    ).execute();
    await trx.insertInto('blog_posts').values(blogRows).execute();
    await trx.insertInto('faqs').values(
      faqs.flatMap((f, i) => SEED_LANGS.map((lang) => ({ id: i + 1, lang, question: f.question[lang], answer: f.answer[lang], topic: f.topic }))),
    ).execute();
    await trx.insertInto('careers').values(
      careers.map((job, i) => {
        // The last job (the internship) was posted long enough ago that its posting ran out: it is closed.
        const postedAt = i === careers.length - 1 ? seededAt - 45 * DAY : seededAt - (1 + i * 4) * DAY;
        const validThrough = jobValidThrough(i + 1, careers.length, postedAt, seededAt);
        const texts = (lang: SeedLang) => ({
          title: job.title[lang], department: job.department[lang], location: job.location[lang],
          description: paragraphs(job.description[lang]), responsibilities: localizedList(job.responsibilities, lang),
          requirements: localizedList(job.requirements, lang),
        });
        const en = texts('en');
        return {
          id: i + 1, title: en.title, department: en.department, location: en.location, employment_type: job.employmentType,
          description: en.description, requirements: JSON.stringify(en.requirements), posted_at: new Date(postedAt).toISOString(),
          is_open: Date.parse(validThrough) > seededAt ? 1 : 0, valid_through: validThrough,
          translations: JSON.stringify({ en: { responsibilities: en.responsibilities }, ...JSON.parse(translationsOf(texts)) }),
        };
      }),
    ).execute();
    await trx.insertInto('legal_contents').values(
      legalPages.map((p, i) => {
        const sections = (lang: SeedLang) => p.sections.map((s) => ({ heading: s.heading[lang], body: paragraphs(s.body[lang]) }));
        return {
          id: i + 1, type: p.type, title: p.title.en, sections: JSON.stringify(sections('en')), updated_at: new Date(seededAt - (30 + i * 7) * DAY).toISOString(),
          translations: translationsOf((lang) => ({ title: p.title[lang], sections: sections(lang) })),
        };
      }),
    ).execute();
    await trx.insertInto('help_topics').values(
      helpTopics.map((t, i) => ({
        id: i + 1, title: t.title.en, description: t.description.en, sort_order: i + 1,
        translations: translationsOf((lang) => ({ title: t.title[lang], description: t.description[lang] })),
      })),
    ).execute();
    let articleId = 0;
    const articles = helpTopics.flatMap((t, ti) =>
      t.articles.map((a) => {
        articleId += 1;
        return {
          id: articleId, topic_id: ti + 1, title: a.title.en, body: JSON.stringify(articleBody(a, 'en')), search_text: articleSearchText(a),
          updated_at: new Date(seededAt - (3 + articleId) * DAY).toISOString(),
          translations: translationsOf((lang) => ({ title: a.title[lang], body: articleBody(a, lang) })),
        };
      }),
    );
    await trx.insertInto('help_articles').values(articles).execute();
    await trx.insertInto('subscription_packages').values(
      packages.map((p, i) => ({
        id: i + 1, name: p.name.en, price_usd: p.priceUsd, period: p.period, features: JSON.stringify(p.features.en), highlighted: p.highlighted ? 1 : 0,
        translations: translationsOf((lang) => ({ name: p.name[lang], features: p.features[lang] })),
      })),
    ).execute();
    await trx.insertInto('qms_items').values({
      id: 1, title: queueItem.title.en, description: queueItem.description.en, waiting_customers: 7, average_wait_minutes: 4,
      cta_label: queueItem.ctaLabel.en,
      translations: translationsOf((lang) => ({ title: queueItem.title[lang], description: queueItem.description[lang], ctaLabel: queueItem.ctaLabel[lang] })),
    }).execute();
  });
}
