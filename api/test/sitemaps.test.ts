import { SITEMAP_STATIC_ROUTE_IDS, laneHref, pathTo } from '@cargora/shared/server';
import { createSitemapsRepository } from '../src/plugins/app/sitemaps/sitemaps-repository';
import { createTestApp, expectError, type TestApp } from './helpers';

const SITE = 'https://www.cargora.test';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

interface Url {
  loc: string;
  lastmod: string | undefined;
  alternates: [string, string][];
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const all = (xml: string, re: RegExp) => [...xml.matchAll(re)].map((m) => unescape(m[1]!));

function parseIndex(xml: string) {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const items = [...xml.matchAll(/<sitemap>(.*?)<\/sitemap>/g)].map((m) => ({
    loc: all(m[1]!, /<loc>(.*?)<\/loc>/g)[0]!,
    lastmod: all(m[1]!, /<lastmod>(.*?)<\/lastmod>/g)[0],
  }));
  expect(xml.trim().endsWith('</sitemapindex>')).toBe(true);
  return items;
}

function parseUrlset(xml: string): Url[] {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  expect(xml.trim().endsWith('</urlset>')).toBe(true);
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => ({
    loc: all(m[1]!, /<loc>(.*?)<\/loc>/g)[0]!,
    lastmod: all(m[1]!, /<lastmod>(.*?)<\/lastmod>/g)[0],
    alternates: [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (a) => [a[1]!, unescape(a[2]!)],
    ),
  }));
}

/** The whole crawl: the index, then every file it lists. */
async function crawl(t: TestApp) {
  const index = await t.app.inject('/api/v1/misc/sitemaps');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.headers['cache-control']).toBe('public, max-age=3600');
  const files = parseIndex(index.body);
  const urls = new Map<string, Url[]>();
  for (const file of files) {
    expect(file.loc.startsWith(`${SITE}/sitemaps/`)).toBe(true);
    expect(file.lastmod).toMatch(W3C_DATETIME);
    const name = file.loc.slice(`${SITE}/sitemaps/`.length);
    const res = await t.app.inject(`/api/v1/misc/sitemaps/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const list = parseUrlset(res.body);
    expect(list.length).toBeGreaterThan(0);
    // The index's date for a file is the newest of its URLs'.
    expect(
      list
        .map((u) => u.lastmod!)
        .sort()
        .at(-1),
    ).toBe(file.lastmod);
    urls.set(name, list);
  }
  return urls;
}

/** Paths every section must list exactly once, read from the database itself. */
async function expectedPaths(t: TestApp) {
  const { db } = t.app;
  const now = new Date().toISOString();
  const agents = await db.selectFrom('agents').select(['user_id', 'country', 'state']).execute();
  const countries = new Map(agents.map((a) => [a.country.toLowerCase(), a.country]));
  const states = new Map(agents.map((a) => [`${a.country.toLowerCase()}\n${a.state.toLowerCase()}`, a]));
  const openJobs = await db
    .selectFrom('careers')
    .select('id')
    .where('is_open', '=', 1)
    .where((eb) => eb.or([eb('valid_through', 'is', null), eb('valid_through', '>', now)]))
    .execute();
  return {
    pages: SITEMAP_STATIC_ROUTE_IDS.map((id) => pathTo(id)),
    categories: (await db.selectFrom('categories').select('key').execute()).map((c) =>
      pathTo('category', { category: c.key }),
    ),
    services: (await db.selectFrom('services').select('id').execute()).map((s) =>
      pathTo('withProtection', { id: s.id }),
    ),
    lanes: (await db.selectFrom('services').select(['origin_country', 'destination_country']).where('scope', '=', 'international').distinct().execute()).map(
      (l) => laneHref(l.origin_country, l.destination_country),
    ),
    agents: agents.map((a) => pathTo('storefront', { userId: a.user_id })),
    countries: [...countries.values()].map((c) => pathTo('countryDirectory', { countryName: c })),
    states: [...states.values()].map((a) =>
      pathTo('companyDetails', { countryName: a.country, stateName: a.state }),
    ),
    blog: (await db.selectFrom('blog_posts').select('id').distinct().execute()).map((b) =>
      pathTo('blogPost', { id: b.id }),
    ),
    help: (await db.selectFrom('help_articles').select('id').execute()).map((h) =>
      pathTo('helpArticle', { id: h.id }),
    ),
    jobs: openJobs.map((j) => pathTo('jobDetail', { id: j.id })),
  };
}

const sectionOf = (name: string) => /^([a-z]+)/.exec(name)![1]!;

/** Every URL once, each section complete, and every URL with its date and its four alternates (the same set everywhere). */
async function expectCompleteCrawl(t: TestApp, maxUrls: number) {
  const files = await crawl(t);
  const expected = await expectedPaths(t);
  const locs = [...files.values()].flat().map((u) => u.loc);
  expect(new Set(locs).size).toBe(locs.length);
  for (const [section, paths] of Object.entries(expected)) {
    const listed = [...files.entries()]
      .filter(([name]) => sectionOf(name) === section)
      .flatMap(([, list]) => list.map((u) => u.loc));
    expect({ section, urls: listed.sort() }).toEqual({
      section,
      urls: paths.map((p) => `${SITE}${p}`).sort(),
    });
  }
  expect(locs.length).toBe(Object.values(expected).reduce((n, paths) => n + paths.length, 0));
  for (const [name, list] of files) {
    expect({ name, urls: list.length <= maxUrls }).toEqual({ name, urls: true });
    for (const url of list) {
      expect(url.lastmod).toMatch(W3C_DATETIME);
      const sep = url.loc.includes('?') ? '&' : '?';
      expect(url.alternates).toEqual([
        ['en', url.loc],
        ['fr', `${url.loc}${sep}lang=fr`],
        ['ar', `${url.loc}${sep}lang=ar`],
        ['x-default', url.loc],
      ]);
    }
  }
  return { files, expected };
}

describe('sitemaps, one file per section (SITEMAP_MAX_URLS 50,000)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { siteUrl: SITE } });
  });
  afterAll(async () => t.close());

  it('list every public page, service, agent, country, state, post, article and open job once', async () => {
    const { files, expected } = await expectCompleteCrawl(t, 50_000);
    expect([...files.keys()]).toEqual([
      'pages.xml',
      'categories.xml',
      'services.xml',
      'lanes.xml',
      'agents.xml',
      'countries.xml',
      'states.xml',
      'blog.xml',
      'help.xml',
      'jobs.xml',
    ]);
    expect(expected.services).toHaveLength(800);
    expect(expected.lanes.length).toBeGreaterThan(10);
    expect(expected.blog).toHaveLength(20);
    expect(expected.jobs).toHaveLength(9);
  });

  it('list the static pages of the route table, not the comparison, the application form or the session pages', async () => {
    const pages = (await crawl(t)).get('pages.xml')!.map((u) => new URL(u.loc).pathname);
    expect(pages).toEqual(
      expect.arrayContaining([
        '/landing-page',
        '/allServices',
        '/worldwide-directory',
        '/cargorareads',
        '/help-center/sub-help',
        '/privacy-policy-page',
        '/career',
        '/jobs-details/',
      ]),
    );
    for (const path of ['/compare-services', '/apply-jobs', '/login', '/verify-otp', '/home', '/401', '/404'])
      expect(pages).not.toContain(path);
  });

  it('leave out an expired or closed job, and a service lists only its canonical address', async () => {
    const files = await crawl(t);
    expect(files.get('jobs.xml')!.map((u) => u.loc)).not.toContain(`${SITE}/jobs-details/10`);
    const all = [...files.values()].flat().map((u) => u.loc);
    expect(all.some((loc) => /without-cargora-protection|similar-services-details/.test(loc))).toBe(false);
    await t.app.db.updateTable('careers').set({ is_open: 0 }).where('id', '=', 1).execute();
    const jobs = parseUrlset((await t.app.inject('/api/v1/misc/sitemaps/jobs.xml')).body).map((u) => u.loc);
    expect(jobs).toHaveLength(8);
    expect(jobs).not.toContain(`${SITE}/jobs-details/1`);
    await t.app.db.updateTable('careers').set({ is_open: 1 }).where('id', '=', 1).execute();
  });

  it('escape & in addresses (a state with one in its name)', async () => {
    await t.app.db
      .updateTable('agents')
      .set({ state: 'Trinidad & Tobago', state_lc: 'trinidad & tobago' })
      .where('id', '=', 1)
      .execute();
    const res = await t.app.inject('/api/v1/misc/sitemaps/states.xml');
    expect(res.body).toContain('Trinidad%20%26%20Tobago');
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(res.body).toContain('?lang=fr');
  });

  it('read a file in keyset batches: every row once, across batch and file boundaries', async () => {
    const repo = createSitemapsRepository(t.app.db, { batchRows: 13 });
    for (const section of ['services', 'agents', 'states', 'blog', 'help'] as const) {
      const total = await repo.count(section);
      const size = 50;
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(total / size); page++) {
        const batches = [];
        for await (const batch of repo.entries(section, page, size)) batches.push(batch);
        expect(batches.every((b) => b.length > 0 && b.length <= 13)).toBe(true);
        expect(batches.flat()).toHaveLength(Math.min(size, total - (page - 1) * size));
        seen.push(...batches.flat().map((e) => e.path));
      }
      expect({ section, distinct: new Set(seen).size }).toEqual({ section, distinct: total });
    }
  });

  it('answer 404 JSON for a name the index does not list', async () => {
    for (const name of [
      'nope.xml',
      'services-1.xml',
      'jobs-2.xml',
      'services',
      'SERVICES.xml',
      '..%2Fservices.xml',
      'pages-0.xml',
    ]) {
      expectError(await t.app.inject(`/api/v1/misc/sitemaps/${name}`), 404);
    }
  });
});

describe('sitemaps split at SITEMAP_MAX_URLS = 7', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { siteUrl: `${SITE}/`, sitemapMaxUrls: 7 },
      seed: { agents: 30, services: 60, reviews: 20 },
    });
  });
  afterAll(async () => t.close());

  it('cut every section into numbered files of at most 7 and still list everything once', async () => {
    const { files, expected } = await expectCompleteCrawl(t, 7);
    const services = [...files.keys()].filter((name) => sectionOf(name) === 'services');
    expect(services).toEqual(
      Array.from({ length: Math.ceil(expected.services.length / 7) }, (_, i) => `services-${i + 1}.xml`),
    );
    expect([...files.values()].filter((list) => list.length === 7).length).toBeGreaterThan(10);
    expectError(await t.app.inject('/api/v1/misc/sitemaps/services.xml'), 404);
    expectError(await t.app.inject(`/api/v1/misc/sitemaps/services-${services.length + 1}.xml`), 404);
  });
});
