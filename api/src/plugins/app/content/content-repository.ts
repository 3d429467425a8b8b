import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database, BlogPostsTable } from '../../../db/types';
import { type BlogSortT, type ContentLangT, type CategoryKeyT, type Paging, type CategoryT, type BlogPostT, type CareerT, type ExchangeRatesT, type FaqT, type HelpArticleT, type HelpTopicT, type LegalContentT, type QueueItemT, type SubscriptionPackageT } from '@cargora/shared/contracts';
import { likeContains, parseJsonArray, searchTerms } from '../../../lib/json';
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
  lang: r.lang === 'fr' ? 'fr' : 'en',
});

const toArticle = (r: Database['help_articles']): HelpArticleT => ({
  id: Number(r.id),
  topicId: Number(r.topic_id),
  title: r.title,
  body: parseJsonArray(r.body),
  updatedAt: r.updated_at,
});

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
      .select(['categories.key', 'categories.name', 'categories.description', 'c.n'])
      .orderBy('categories.sort_order');
  const toCategory = (r: { key: string; name: string; description: string; n: number | null }): CategoryT => ({
    key: r.key as CategoryKeyT,
    name: r.name,
    description: r.description,
    serviceCount: Number(r.n ?? 0),
  });

  return {
    async categories(): Promise<CategoryT[]> {
      return (await categoryQuery().execute()).map(toCategory);
    },
    async category(key: string): Promise<CategoryT | undefined> {
      const row = await categoryQuery().where('categories.key', '=', key).executeTakeFirst();
      return row ? toCategory(row) : undefined;
    },

    async blogs(lang: Lang, sort: BlogSortT, paging: Paging) {
      let query = db.selectFrom('blog_posts').selectAll().where('lang', '=', lang);
      query = sort === 'popular' ? query.orderBy('views', 'desc').orderBy('id') : query.orderBy('published_at', 'desc').orderBy('id');
      const [rows, count] = await Promise.all([
        query.limit(paging.pageSize).offset(offset(paging)).execute(),
        db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n')).where('lang', '=', lang).executeTakeFirstOrThrow(),
      ]);
      return page(rows.map((r) => toBlog(r, filesOrigin)), Number(count.n), paging);
    },
    async blog(id: number, lang: Lang): Promise<BlogPostT | undefined> {
      const row = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).where('lang', '=', lang).executeTakeFirst();
      return row ? toBlog(row, filesOrigin) : undefined;
    },

    async faqs(lang: Lang, topic: string | undefined, paging: Paging) {
      let base = db.selectFrom('faqs').where('lang', '=', lang);
      if (topic) base = base.where('topic', '=', topic);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id').limit(paging.pageSize).offset(offset(paging)).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(rows.map((r): FaqT => ({ id: Number(r.id), question: r.question, answer: r.answer, topic: r.topic })), Number(count.n), paging);
    },
    async faq(id: number, lang: Lang): Promise<FaqT | undefined> {
      const r = await db.selectFrom('faqs').selectAll().where('id', '=', id).where('lang', '=', lang).executeTakeFirst();
      return r ? { id: Number(r.id), question: r.question, answer: r.answer, topic: r.topic } : undefined;
    },

    async careers(paging: Paging) {
      const base = db.selectFrom('careers').where(jobIsOpen());
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('posted_at', 'desc').orderBy('id').limit(paging.pageSize).offset(offset(paging)).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(rows.map(toCareer), Number(count.n), paging);
    },
    /** A job, open or not (a closed or expired posting is gone, not unknown). */
    async career(id: number): Promise<{ career: CareerT; open: boolean } | undefined> {
      const r = await db
        .selectFrom('careers')
        .selectAll()
        .select((eb) => eb.case().when(jobIsOpen()).then(1).else(0).end().as('open'))
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? { career: toCareer(r), open: Number(r.open) === 1 } : undefined;
    },

    async legal(ref: { id: number } | { type: string }): Promise<LegalContentT | undefined> {
      let query = db.selectFrom('legal_contents').selectAll();
      query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('type', '=', ref.type);
      const r = await query.executeTakeFirst();
      return r
        ? { id: Number(r.id), type: r.type as LegalContentT['type'], title: r.title, sections: JSON.parse(r.sections), updatedAt: r.updated_at }
        : undefined;
    },

    async helpTopics(): Promise<HelpTopicT[]> {
      const rows = await db
        .selectFrom('help_topics')
        .leftJoin('help_articles', 'help_articles.topic_id', 'help_topics.id')
        .select(['help_topics.id', 'help_topics.title', 'help_topics.description', (eb) => eb.fn.count<number>('help_articles.id').as('n')])
        .groupBy(['help_topics.id', 'help_topics.title', 'help_topics.description', 'help_topics.sort_order'])
        .orderBy('help_topics.sort_order')
        .execute();
      return rows.map((r) => ({ id: Number(r.id), title: r.title, description: r.description, articleCount: Number(r.n) }));
    },
    async helpArticlesOfTopic(topicId: number): Promise<HelpArticleT[]> {
      const rows = await db.selectFrom('help_articles').selectAll().where('topic_id', '=', topicId).orderBy('id').execute();
      return rows.map(toArticle);
    },
    async helpArticle(id: number): Promise<HelpArticleT | undefined> {
      const r = await db.selectFrom('help_articles').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toArticle(r) : undefined;
    },
    async searchHelp(q: string): Promise<HelpArticleT[]> {
      let query = db.selectFrom('help_articles').selectAll();
      for (const term of searchTerms(q)) {
        query = query.where(sql<boolean>`${sql.ref('search_text')} LIKE ${likeContains(term)} ESCAPE '!'`);
      }
      return (await query.orderBy('id').limit(50).execute()).map(toArticle);
    },

    async subscriptionPackages(): Promise<SubscriptionPackageT[]> {
      const rows = await db.selectFrom('subscription_packages').selectAll().orderBy('id').execute();
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        priceUsd: Number(r.price_usd),
        period: r.period === 'year' ? 'year' : 'month',
        features: parseJsonArray(r.features),
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

    async queueItem(): Promise<QueueItemT | undefined> {
      const r = await db.selectFrom('qms_items').selectAll().orderBy('id').executeTakeFirst();
      return r
        ? { id: Number(r.id), title: r.title, description: r.description, waitingCustomers: Number(r.waiting_customers), averageWaitMinutes: Number(r.average_wait_minutes), ctaLabel: r.cta_label }
        : undefined;
    },
  };
}

function toCareer(r: Database['careers']): CareerT {
  return {
    id: Number(r.id),
    title: r.title,
    department: r.department,
    location: r.location,
    employmentType: r.employment_type,
    description: r.description,
    requirements: parseJsonArray(r.requirements),
    postedAt: r.posted_at,
    validThrough: r.valid_through,
  };
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
