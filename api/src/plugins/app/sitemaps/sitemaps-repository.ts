import fp from 'fastify-plugin';
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import {
  CANONICAL_SERVICE_ROUTE_ID,
  SITEMAP_STATIC_ROUTE_IDS,
  laneHref,
  pathTo,
  type StaticRouteId,
} from '@cargora/shared/server';
import type { Database } from '../../../db/types';
import { w3cDate, type SitemapEntry } from '../../../lib/sitemap-xml';
import { jobIsOpen } from '../open-jobs';

/** The sitemaps' sections, in the index's order: one kind of page each. */
export const SITEMAP_SECTIONS = [
  'pages',
  'categories',
  'services',
  'lanes',
  'agents',
  'countries',
  'states',
  'blog',
  'help',
  'jobs',
] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** Rows read per query while a sitemap is streamed. */
export const SITEMAP_BATCH_ROWS = 2000;

/** One file of a section: how many URLs it holds and the newest lastmod among them. */
export interface SectionPage {
  urls: number;
  lastmod: string;
}

/** What the routes need of a section, whatever its rows come from. */
interface SectionReader {
  count(): Promise<number>;
  /** The section cut into files of `size` URLs, in order. */
  pages(size: number): Promise<SectionPage[]>;
  /** The URLs of file `page` (1-based), in batches as they are read. */
  entries(page: number, size: number): AsyncGenerator<SitemapEntry[]>;
}

type Key = string | number;

/**
 * A section read from the database: one row per URL, ordered by `keys` (unique together). A file starts at its
 * offset, then each batch resumes after the last row's key (keyset), so no query skips more than a file's start.
 */
interface Source<TB extends keyof Database, R extends { lastmod: string | null }> {
  rows: () => SelectQueryBuilder<Database, TB, R>;
  keys: string[];
  keyOf: (row: R) => Key[];
  path: (row: R) => string;
}

/** Rows after `values` in the order of `keys`: a row value comparison, which SQLite and PostgreSQL both answer from an index. */
function after(keys: string[], values: Key[]) {
  if (keys.length === 1) return sql<SqlBool>`${sql.ref(keys[0]!)} > ${values[0]}`;
  return sql<SqlBool>`(${sql.join(keys.map((k) => sql.ref(k)))}) > (${sql.join(values)})`;
}

function databaseReader<TB extends keyof Database, R extends { lastmod: string | null }>(
  db: Kysely<Database>,
  source: Source<TB, R>,
  fallbackLastmod: () => Promise<string>,
  batchRows: number,
): SectionReader {
  const ordered = (q: SelectQueryBuilder<Database, TB, R>) =>
    source.keys.reduce((acc, key) => acc.orderBy(sql.ref(key)), q);
  return {
    async count() {
      const row = await db
        .selectFrom(source.rows().as('s'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async pages(size) {
      // One pass in key order numbers the rows; each file's URL count and newest lastmod come out of it grouped.
      const numbered = source
        .rows()
        .select(
          sql<number>`(ROW_NUMBER() OVER (ORDER BY ${sql.join(source.keys.map((k) => sql.ref(k)))}) - 1) / ${sql.lit(size)}`.as(
            'file',
          ),
        );
      const rows = await db
        .selectFrom(numbered.as('s'))
        .select([
          's.file',
          (eb) => eb.fn.countAll<number>().as('n'),
          (eb) => eb.fn.max('s.lastmod').as('newest'),
        ])
        .groupBy('s.file')
        .orderBy('s.file')
        .execute();
      const fallback = await fallbackLastmod();
      return rows.map((r) => ({ urls: Number(r.n), lastmod: w3cDate(r.newest as string | null, fallback) }));
    },
    async *entries(page, size) {
      const fallback = await fallbackLastmod();
      let last: R | undefined;
      for (let left = size; left > 0;) {
        const limit = Math.min(batchRows, left);
        let query = ordered(source.rows()).limit(limit);
        query = last ? query.where(after(source.keys, source.keyOf(last))) : query.offset((page - 1) * size);
        const rows = (await query.execute()) as R[];
        if (rows.length > 0)
          yield rows.map((row) => ({ path: source.path(row), lastmod: w3cDate(row.lastmod, fallback) }));
        if (rows.length < limit) return;
        left -= rows.length;
        last = rows[rows.length - 1];
      }
    },
  };
}

/** A section that is a short list computed whole (the static pages). */
function listReader(list: () => Promise<SitemapEntry[]>): SectionReader {
  return {
    count: async () => (await list()).length,
    async pages(size) {
      const all = await list();
      const pages: SectionPage[] = [];
      for (let start = 0; start < all.length; start += size) {
        const chunk = all.slice(start, start + size);
        pages.push({
          urls: chunk.length,
          lastmod: chunk.reduce((newest, e) => (e.lastmod > newest ? e.lastmod : newest), chunk[0]!.lastmod),
        });
      }
      return pages;
    },
    async *entries(page, size) {
      const chunk = (await list()).slice((page - 1) * size, page * size);
      if (chunk.length > 0) yield chunk;
    },
  };
}

/** Where a static page's lastmod comes from: the newest row of what it lists, or its legal text's revision. */
type StaticSource = 'services' | 'agents' | 'blog' | 'help' | 'jobs' | { legal: string };
const STATIC_PAGE_SOURCES: Partial<Record<StaticRouteId, StaticSource>> = {
  landing: 'services',
  allServices: 'services',
  newlyAdded: 'services',
  internationalRoutes: 'services',
  domesticRoutes: 'services',
  worldwideDirectory: 'agents',
  newlyRegisteredAgents: 'agents',
  domesticAgents: 'agents',
  internationalAgents: 'agents',
  blogIndex: 'blog',
  helpCenter: 'help',
  helpSub: 'help',
  career: 'jobs',
  jobsDetails: 'jobs',
  policiesRules: { legal: 'policies-rules' },
  legalNotice: { legal: 'legal-notice' },
  serviceListingPolicy: { legal: 'service-listing-policy' },
  verificationPolicy: { legal: 'verification-policy' },
  privacyPolicy: { legal: 'privacy-policy' },
  termsOfUse: { legal: 'terms-of-use' },
};

export function createSitemapsRepository(db: Kysely<Database>, { batchRows = SITEMAP_BATCH_ROWS } = {}) {
  /**
   * The lastmod of what has no date of its own (a page whose text ships with the front end, a category without
   * services): when the data set was loaded. Stable, so crawlers keep trusting the other dates.
   */
  const fallbackLastmod = async () => {
    const row = await db
      .selectFrom('seed_meta')
      .select('value')
      .where('key', '=', 'seeded_at')
      .executeTakeFirst();
    return w3cDate(row?.value, '2025-01-01');
  };

  async function staticPages(): Promise<SitemapEntry[]> {
    const now = new Date().toISOString();
    const [services, agents, blog, help, jobs, legal, fallback] = await Promise.all([
      db
        .selectFrom('services')
        .select((eb) => eb.fn.max('created_at').as('d'))
        .executeTakeFirst(),
      db
        .selectFrom('agents')
        .select((eb) => eb.fn.max('joined_at').as('d'))
        .executeTakeFirst(),
      db
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.max('published_at').as('d'))
        .executeTakeFirst(),
      db
        .selectFrom('help_articles')
        .select((eb) => eb.fn.max('updated_at').as('d'))
        .executeTakeFirst(),
      db
        .selectFrom('careers')
        .select((eb) => eb.fn.max('posted_at').as('d'))
        .where(jobIsOpen(now))
        .executeTakeFirst(),
      db.selectFrom('legal_contents').select(['type', 'updated_at']).execute(),
      fallbackLastmod(),
    ]);
    const newest: Record<string, string | null | undefined> = {
      services: services?.d,
      agents: agents?.d,
      blog: blog?.d,
      help: help?.d,
      jobs: jobs?.d,
    };
    const legalDates = new Map(legal.map((r) => [r.type, r.updated_at]));
    return SITEMAP_STATIC_ROUTE_IDS.map((id) => {
      const source = STATIC_PAGE_SOURCES[id];
      const date =
        source === undefined
          ? undefined
          : typeof source === 'string'
            ? newest[source]
            : legalDates.get(source.legal);
      return { path: pathTo(id), lastmod: w3cDate(date, fallback) };
    });
  }

  const fromDb = <TB extends keyof Database, R extends { lastmod: string | null }>(source: Source<TB, R>) =>
    databaseReader(db, source, fallbackLastmod, batchRows);

  const readers: Record<SitemapSection, SectionReader> = {
    pages: listReader(staticPages),
    categories: fromDb({
      // A category's page changes when a service joins it.
      rows: () =>
        db.selectFrom('categories').select((eb) => [
          'categories.key as key',
          eb
            .selectFrom('services')
            .select((s) => s.fn.max('services.created_at').as('d'))
            .whereRef('services.category', '=', 'categories.key')
            .as('lastmod'),
        ]),
      keys: ['categories.key'],
      keyOf: (r) => [r.key],
      path: (r) => pathTo('category', { category: r.key }),
    }),
    services: fromDb({
      // Creation order: a new service lands in the last file, the earlier files (and their lastmod) stay as they were.
      rows: () => db.selectFrom('services').select(['services.id as id', 'services.created_at as lastmod']),
      keys: ['services.created_at', 'services.id'],
      keyOf: (r) => [r.lastmod, r.id],
      path: (r) => pathTo(CANONICAL_SERVICE_ROUTE_ID, { id: r.id }),
    }),
    // The international lanes between two countries (issue 49), with their newest service's date.
    lanes: fromDb({
      rows: () =>
        db
          .selectFrom('services')
          .select((eb) => [
            'services.origin_country_lc as originKey',
            'services.destination_country_lc as destinationKey',
            eb.fn.min('services.origin_country').as('origin'),
            eb.fn.min('services.destination_country').as('destination'),
            eb.fn.max('services.created_at').as('lastmod'),
          ])
          .where('services.scope', '=', 'international')
          .groupBy(['services.origin_country_lc', 'services.destination_country_lc']),
      keys: ['services.origin_country_lc', 'services.destination_country_lc'],
      keyOf: (r) => [r.originKey, r.destinationKey],
      path: (r) => laneHref(r.origin, r.destination),
    }),
    agents: fromDb({
      rows: () =>
        db
          .selectFrom('agents')
          .select(['agents.id as id', 'agents.user_id as userId', 'agents.joined_at as lastmod']),
      keys: ['agents.id'],
      keyOf: (r) => [r.id],
      path: (r) => pathTo('storefront', { userId: r.userId }),
    }),
    // Countries and states as the directory groups them (case-insensitively), with the newest agent's date.
    countries: fromDb({
      rows: () =>
        db
          .selectFrom('agents')
          .select((eb) => [
            'agents.country_lc as countryKey',
            eb.fn.min('agents.country').as('country'),
            eb.fn.max('agents.joined_at').as('lastmod'),
          ])
          .groupBy('agents.country_lc'),
      keys: ['agents.country_lc'],
      keyOf: (r) => [r.countryKey],
      path: (r) => pathTo('countryDirectory', { countryName: r.country }),
    }),
    states: fromDb({
      rows: () =>
        db
          .selectFrom('agents')
          .select((eb) => [
            'agents.country_lc as countryKey',
            'agents.state_lc as stateKey',
            eb.fn.min('agents.country').as('country'),
            eb.fn.min('agents.state').as('state'),
            eb.fn.max('agents.joined_at').as('lastmod'),
          ])
          .groupBy(['agents.country_lc', 'agents.state_lc']),
      keys: ['agents.country_lc', 'agents.state_lc'],
      keyOf: (r) => [r.countryKey, r.stateKey],
      path: (r) => pathTo('companyDetails', { countryName: r.country, stateName: r.state }),
    }),
    // A post has a row per language and one page (its languages are the alternates).
    blog: fromDb({
      rows: () =>
        db
          .selectFrom('blog_posts')
          .select((eb) => ['blog_posts.id as id', eb.fn.max('blog_posts.published_at').as('lastmod')])
          .groupBy('blog_posts.id'),
      keys: ['blog_posts.id'],
      keyOf: (r) => [r.id],
      path: (r) => pathTo('blogPost', { id: r.id }),
    }),
    help: fromDb({
      rows: () =>
        db
          .selectFrom('help_articles')
          .select(['help_articles.id as id', 'help_articles.updated_at as lastmod']),
      keys: ['help_articles.id'],
      keyOf: (r) => [r.id],
      path: (r) => pathTo('helpArticle', { id: r.id }),
    }),
    jobs: fromDb({
      rows: () =>
        db
          .selectFrom('careers')
          .select(['careers.id as id', 'careers.posted_at as lastmod'])
          .where(jobIsOpen()),
      keys: ['careers.id'],
      keyOf: (r) => [r.id],
      path: (r) => pathTo('jobDetail', { id: r.id }),
    }),
  };

  return {
    count: (section: SitemapSection) => readers[section].count(),
    pages: (section: SitemapSection, size: number) => readers[section].pages(size),
    entries: (section: SitemapSection, page: number, size: number) => readers[section].entries(page, size),
  };
}

export type SitemapsRepository = ReturnType<typeof createSitemapsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sitemapsRepository: SitemapsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('sitemapsRepository', createSitemapsRepository(fastify.db));
  },
  { name: 'sitemaps-repository', dependencies: ['db'] },
);
