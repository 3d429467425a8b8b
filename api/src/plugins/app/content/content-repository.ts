import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database, BlogPostsTable, Row } from '../../../db/types';
import { type BlogSortT, type ContentLangT, type CategoryKeyT, type Paging, type CategoryT, type BlogPostT, type CareerT, type ExchangeRatesT, type FaqT, type HelpArticleT, type HelpTopicT, type LegalContentT, type QueueItemT, type SubscriptionPackageT } from '@cargora/shared/contracts/schemas';
import { normalizeSearch } from '@cargora/shared/server';
import { likeContains, parseJsonArray } from '../../../lib/json';
import { inLanguage } from '../../../lib/translations';
import { jobIsOpen } from '../open-jobs';

type Lang = ContentLangT;

const toBlog = (r: BlogPostsTable, filesOrigin: string): BlogPostT => ({
  id: Number(r.id),
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  body: parseJsonArray(r.body),
  author: r.author,
  coverUrl: `${filesOrigin}/files/${r.cover_path}`,
  publishedAt: r.published_at,
  readMinutes: Number(r.read_minutes),
  views: Number(r.views),
  lang: r.lang === 'fr' || r.lang === 'ar' ? r.lang : 'en',
});

interface ArticleBody { summary: string; steps: string[]; tip: string }

function parseArticleBody(json: string): ArticleBody {
  try {
    const body = JSON.parse(json) as Partial<ArticleBody> | string[];
    // Articles written before migration 010 hold a list of paragraphs: the first answers, the rest are steps.
    if (Array.isArray(body)) return { summary: body[0] ?? '', steps: body.slice(1), tip: '' };
    return { summary: body.summary ?? '', steps: body.steps ?? [], tip: body.tip ?? '' };
  } catch {
    return { summary: '', steps: [], tip: '' };
  }
}

const toArticle = (r: Row<'help_articles'>, lang: Lang): HelpArticleT => {
  const texts = inLanguage({ title: r.title, body: parseArticleBody(r.body) }, r.translations, lang);
  return { id: Number(r.id), topicId: Number(r.topic_id), title: texts.title, ...texts.body, updatedAt: r.updated_at, lang: texts.lang };
};

/** Rows of a table with one row per language: the language's, else English (labelled by its `lang`). */
const langOrEnglish = (lang: Lang) => (lang === 'en' ? ['en'] : [lang, 'en']);

const page = <T>(items: T[], total: number, paging: Paging) => ({ items, total, page: paging.page, pageSize: paging.pageSize });
const offset = (p: Paging) => (p.page - 1) * p.pageSize;

export function createContentRepository(db: Kysely<Database>, filesOrigin: string) {
  const categoryQuery = () =>
    db
      .selectFrom('categories')
      .leftJoin(
        (eb) => eb.selectFrom('services').select(['category', (e) => e.fn.countAll<number>().as('n')]).groupBy('category').as('c'),
        (join) => join.onRef('c.category', '=', 'categories.key'),
      )
      .select(['categories.key', 'categories.name', 'categories.description', 'categories.translations', 'c.n'])
      .orderBy('categories.sort_order');
  const toCategory = (r: { key: string; name: string; description: string; translations?: string; n: number | null }, lang: Lang): CategoryT => ({
    key: r.key as CategoryKeyT,
    ...inLanguage({ name: r.name, description: r.description }, r.translations, lang),
    serviceCount: Number(r.n ?? 0),
  });
  /** Blog posts or FAQs of one language: the request's when it has any, else English. */
  const languageWithRows = async (table: 'blog_posts' | 'faqs', lang: Lang): Promise<Lang> => {
    if (lang === 'en') return lang;
    const row = await db.selectFrom(table).select('id').where('lang', '=', lang).limit(1).executeTakeFirst();
    return row ? lang : 'en';
  };

  return {
    async categories(lang: Lang): Promise<CategoryT[]> {
      return (await categoryQuery().execute()).map((r) => toCategory(r, lang));
    },
    async category(key: string, lang: Lang): Promise<CategoryT | undefined> {
      const row = await categoryQuery().where('categories.key', '=', key).executeTakeFirst();
      return row ? toCategory(row, lang) : undefined;
    },

    async blogs(asked: Lang, sort: BlogSortT, paging: Paging) {
      const lang = await languageWithRows('blog_posts', asked);
      let query = db.selectFrom('blog_posts').selectAll().where('lang', '=', lang);
      query = sort === 'popular' ? query.orderBy('views', 'desc').orderBy('id') : query.orderBy('published_at', 'desc').orderBy('id');
      const [rows, count] = await Promise.all([
        query.limit(paging.pageSize).offset(offset(paging)).execute(),
        db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n')).where('lang', '=', lang).executeTakeFirstOrThrow(),
      ]);
      return page(rows.map((r) => toBlog(r, filesOrigin)), Number(count.n), paging);
    },
    async blog(id: number, lang: Lang): Promise<BlogPostT | undefined> {
      const rows = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).where('lang', 'in', langOrEnglish(lang)).execute();
      const row = rows.find((r) => r.lang === lang) ?? rows[0];
      return row ? toBlog(row, filesOrigin) : undefined;
    },

    async faqs(asked: Lang, topic: string | undefined, paging: Paging) {
      const lang = await languageWithRows('faqs', asked);
      let base = db.selectFrom('faqs').where('lang', '=', lang);
      if (topic) base = base.where('topic', '=', topic);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id').limit(paging.pageSize).offset(offset(paging)).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(rows.map(toFaq), Number(count.n), paging);
    },
    async faq(id: number, lang: Lang): Promise<FaqT | undefined> {
      const rows = await db.selectFrom('faqs').selectAll().where('id', '=', id).where('lang', 'in', langOrEnglish(lang)).execute();
      const r = rows.find((row) => row.lang === lang) ?? rows[0];
      return r ? toFaq(r) : undefined;
    },

    async careers(lang: Lang, paging: Paging) {
      const base = db.selectFrom('careers').where(jobIsOpen());
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('posted_at', 'desc').orderBy('id').limit(paging.pageSize).offset(offset(paging)).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(rows.map((r) => toCareer(r, lang)), Number(count.n), paging);
    },
    /** A job, open or not (a closed or expired posting is gone, not unknown). */
    async career(id: number, lang: Lang): Promise<{ career: CareerT; open: boolean } | undefined> {
      const r = await db
        .selectFrom('careers')
        .selectAll()
        .select((eb) => eb.case().when(jobIsOpen()).then(1).else(0).end().as('open'))
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? { career: toCareer(r, lang), open: Number(r.open) === 1 } : undefined;
    },

    async legal(ref: { id: number } | { type: string }, lang: Lang): Promise<LegalContentT | undefined> {
      let query = db.selectFrom('legal_contents').selectAll();
      query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('type', '=', ref.type);
      const r = await query.executeTakeFirst();
      if (!r) return undefined;
      const texts = inLanguage({ title: r.title, sections: JSON.parse(r.sections) as LegalContentT['sections'] }, r.translations, lang);
      return { id: Number(r.id), type: r.type as LegalContentT['type'], ...texts, updatedAt: r.updated_at };
    },

    async helpTopics(lang: Lang): Promise<HelpTopicT[]> {
      const rows = await db
        .selectFrom('help_topics')
        .leftJoin('help_articles', 'help_articles.topic_id', 'help_topics.id')
        .select(['help_topics.id', 'help_topics.title', 'help_topics.description', 'help_topics.translations', (eb) => eb.fn.count<number>('help_articles.id').as('n')])
        .groupBy(['help_topics.id', 'help_topics.title', 'help_topics.description', 'help_topics.translations', 'help_topics.sort_order'])
        .orderBy('help_topics.sort_order')
        .execute();
      return rows.map((r) => ({ id: Number(r.id), ...inLanguage({ title: r.title, description: r.description }, r.translations, lang), articleCount: Number(r.n) }));
    },
    async helpArticlesOfTopic(topicId: number, lang: Lang): Promise<HelpArticleT[]> {
      const rows = await db.selectFrom('help_articles').selectAll().where('topic_id', '=', topicId).orderBy('id').execute();
      return rows.map((r) => toArticle(r, lang));
    },
    async helpArticle(id: number, lang: Lang): Promise<HelpArticleT | undefined> {
      const r = await db.selectFrom('help_articles').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toArticle(r, lang) : undefined;
    },
    /**
     * Articles with a word starting with each word of q, in any language (search_text: each language, normalizeSearch'd,
     * words separated by spaces): "code" finds "codes", "or" does not find "for".
     */
    async searchHelp(q: string, lang: Lang): Promise<HelpArticleT[]> {
      let query = db.selectFrom('help_articles').selectAll();
      for (const term of normalizeSearch(q).split(' ').filter(Boolean).slice(0, 5)) {
        query = query.where(sql<boolean>`(' ' || ${sql.ref('search_text')}) LIKE ${likeContains(` ${term}`)} ESCAPE '!'`);
      }
      return (await query.orderBy('id').limit(50).execute()).map((r) => toArticle(r, lang));
    },

    async subscriptionPackages(lang: Lang): Promise<SubscriptionPackageT[]> {
      const rows = await db.selectFrom('subscription_packages').selectAll().orderBy('id').execute();
      return rows.map((r) => ({
        id: Number(r.id),
        ...inLanguage({ name: r.name, features: parseJsonArray(r.features) }, r.translations, lang),
        priceUsd: Number(r.price_usd),
        period: r.period === 'year' ? 'year' : 'month',
        highlighted: Number(r.highlighted) === 1,
      }));
    },

    async exchangeRates(): Promise<ExchangeRatesT> {
      const rows = await db.selectFrom('exchange_rates').selectAll().orderBy('code').execute();
      return {
        base: 'USD',
        rates: Object.fromEntries(rows.map((r) => [r.code, Number(r.rate)])),
        updatedAt: rows.reduce((latest, r) => (r.updated_at > latest ? r.updated_at : latest), ''),
      };
    },

    async queueItem(lang: Lang): Promise<QueueItemT | undefined> {
      const r = await db.selectFrom('qms_items').selectAll().orderBy('id').executeTakeFirst();
      if (!r) return undefined;
      const texts = inLanguage({ title: r.title, description: r.description, ctaLabel: r.cta_label }, r.translations, lang);
      return { id: Number(r.id), ...texts, waitingCustomers: Number(r.waiting_customers), averageWaitMinutes: Number(r.average_wait_minutes) };
    },
  };
}

const toFaq = (r: Row<'faqs'>): FaqT => ({
  id: Number(r.id),
  question: r.question,
  answer: r.answer,
  topic: r.topic,
  lang: r.lang === 'fr' || r.lang === 'ar' ? r.lang : 'en',
});

function toCareer(r: Row<'careers'>, lang: Lang): CareerT {
  const texts = inLanguage(
    {
      title: r.title, department: r.department, location: r.location, description: r.description,
      responsibilities: [] as string[], requirements: parseJsonArray(r.requirements),
    },
    r.translations,
    lang,
  );
  return { id: Number(r.id), ...texts, employmentType: r.employment_type, postedAt: r.posted_at, validThrough: r.valid_through };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('contentRepository', createContentRepository(fastify.db, fastify.config.filesOrigin));
  },
  { name: 'content-repository', dependencies: ['db'] },
);
