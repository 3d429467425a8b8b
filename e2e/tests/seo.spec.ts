// What search engines and link previews read, fetched as they fetch it (no JavaScript): per page in en, fr and ar,
// the title, description, canonical, hreflang (both ways), Open Graph and Twitter tags, and JSON-LD whose blocks
// parse and carry what their type needs. Then what the browser does with the head while the visitor navigates.
import { expect, test, type APIRequestContext } from '../support/test';
import { routeSamples, withLang } from '../support/fixtures';
import { API, SITE } from '../support/site';

const LANGS = ['en', 'fr', 'ar'] as const;
type Lang = (typeof LANGS)[number];

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

interface Head {
  title: string;
  metas: Record<string, string>[];
  links: Record<string, string>[];
  blocks: Record<string, unknown>[];
}

/** The head of a server-rendered page, read the way a crawler reads it. */
function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const attrs = (tag: string) =>
    [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])));
  const blocks = [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  expect(titles, 'one <title>').toHaveLength(1);
  return { title: titles[0]!, metas: attrs('meta'), links: attrs('link'), blocks };
}

const meta = (head: Head, key: string) => head.metas.find((m) => m.name === key || m.property === key)?.content;
const alternates = (head: Head) => head.links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => `${l.hreflang} ${l.href}`).sort();

/** What each schema.org type needs before a search engine can use it (Google's required properties). */
function checkBlock(block: Record<string, unknown>, label: string) {
  const b = block as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(b['@context'], label).toBe('https://schema.org');
  const absolute = (url: unknown) => expect(String(url), `${label}: ${String(url)}`).toMatch(/^https?:\/\//);
  switch (b['@type']) {
    case 'BreadcrumbList':
      expect(b.itemListElement.length, label).toBeGreaterThanOrEqual(2);
      b.itemListElement.forEach((item: Record<string, unknown>, i: number) => {
        expect(item, label).toMatchObject({ '@type': 'ListItem', position: i + 1 });
        expect(String(item.name).length, label).toBeGreaterThan(0);
        absolute(item.item);
      });
      break;
    case 'ItemList':
      expect(typeof b.numberOfItems, label).toBe('number');
      for (const item of b.itemListElement) {
        expect(item, label).toMatchObject({ '@type': 'ListItem' });
        absolute(item.url);
      }
      break;
    case 'Product':
      expect(b.name, label).toBeTruthy();
      expect(b.offers, label).toMatchObject({ '@type': 'Offer', availability: expect.stringContaining('schema.org') });
      expect(Number(b.offers.price), label).toBeGreaterThan(0);
      expect(b.offers.priceCurrency, label).toMatch(/^[A-Z]{3}$/);
      expect(b.offers.seller.name, label).toBeTruthy();
      break;
    case 'LocalBusiness':
      // The node of the reviews shown refers to the storefront's node by its @id.
      expect(b.review ? b['@id'] : b.name, label).toBeTruthy();
      if (!b.review) {
        expect(b.address, label).toMatchObject({ '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: expect.any(String) });
        if (b.aggregateRating) expect(Number(b.aggregateRating.ratingValue), label).toBeGreaterThan(0);
      } else {
        for (const review of b.review) expect(review, label).toMatchObject({ '@type': 'Review', author: { name: expect.any(String) }, reviewRating: { ratingValue: expect.any(Number) } });
      }
      break;
    case 'Organization':
      expect(b.name, label).toBeTruthy();
      absolute(b.url);
      // Ratings belong to agents, never to Cargora itself.
      if (b.name === 'Cargora') expect(b.aggregateRating, label).toBeUndefined();
      break;
    case 'WebSite':
      absolute(b.url);
      expect(b.potentialAction, label).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
      expect(b.potentialAction.target.urlTemplate, label).toContain('{search_term_string}');
      break;
    case 'BlogPosting':
      expect(b.headline, label).toBeTruthy();
      expect(Number.isNaN(Date.parse(b.datePublished)), label).toBe(false);
      expect(b.author.name ?? b.author[0]?.name, label).toBeTruthy();
      break;
    case 'JobPosting':
      for (const key of ['title', 'description', 'datePosted', 'validThrough', 'hiringOrganization']) expect(b[key], `${label}: ${key}`).toBeTruthy();
      expect(b.hiringOrganization.name, label).toBeTruthy();
      expect(Boolean(b.jobLocation) || b.jobLocationType === 'TELECOMMUTE', `${label}: jobLocation`).toBe(true);
      expect(Date.parse(b.validThrough), label).toBeGreaterThan(Date.now());
      break;
    case 'FAQPage':
      expect(b.mainEntity.length, label).toBeGreaterThan(0);
      for (const q of b.mainEntity) expect(q, label).toMatchObject({ '@type': 'Question', name: expect.any(String), acceptedAnswer: { '@type': 'Answer', text: expect.any(String) } });
      break;
    default:
      expect(b['@type'], label).toBeTruthy();
  }
}

/** The structured data each route type must carry (beyond the BreadcrumbList every page below the landing page has). */
const EXPECTED_TYPES: Record<string, string[]> = {
  landing: ['Organization', 'WebSite'],
  'all services': ['ItemList'],
  category: ['ItemList'],
  'service detail': ['Product'],
  storefront: ['LocalBusiness'],
  'worldwide directory': ['ItemList'],
  country: ['ItemList'],
  "state's companies": ['ItemList'],
  'blog index': ['ItemList'],
  'blog post': ['BlogPosting'],
  'help center': ['FAQPage'],
  careers: ['ItemList'],
  job: ['JobPosting'],
};

/** A PNG's width and height from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

async function fetchImage(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toBe('image/png');
  return pngSize(await res.body());
}

test('every route type tells search engines and link previews what it is, in English, French and Arabic, without JavaScript', async ({ request }) => {
  test.setTimeout(240_000);
  const titles = new Map<Lang, Set<string>>(LANGS.map((l) => [l, new Set()]));
  for (const sample of await routeSamples(request)) {
    const heads = new Map<Lang, Head>();
    for (const lang of LANGS) {
      const label = `${sample.type} (${lang})`;
      const res = await request.get(withLang(sample.path, lang));
      expect(res.status(), label).toBe(200);
      const head = headOf(await res.text());
      heads.set(lang, head);

      expect(head.title, label).toMatch(/ \| Cargora$/);
      titles.get(lang)!.add(head.title);
      const description = meta(head, 'description') ?? '';
      expect(description.length, `${label}: "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${label}: "${description}"`).toBeLessThanOrEqual(320);
      expect(head.metas.filter((m) => m.name === 'description'), label).toHaveLength(1);
      expect(meta(head, 'robots'), label).toBeUndefined();

      // The canonical address is this page in this language (English is the bare path).
      const canonical = head.links.filter((l) => l.rel === 'canonical');
      expect(canonical, label).toHaveLength(1);
      const url = new URL(canonical[0]!.href!);
      expect(url.origin, label).toBe(SITE);
      expect(url.searchParams.get('lang'), label).toBe(lang === 'en' ? null : lang);

      // Open Graph and Twitter.
      expect(meta(head, 'og:title'), label).toBe(head.title.replace(/ \| Cargora$/, ''));
      expect(meta(head, 'og:description'), label).toBe(description);
      expect(meta(head, 'og:url'), label).toBe(canonical[0]!.href);
      expect(meta(head, 'og:type'), label).toBeTruthy();
      expect(meta(head, 'twitter:card'), label).toMatch(/^summary/);

      // hreflang: every language and x-default, this page among them.
      const alts = alternates(head);
      expect(alts.map((a) => a.split(' ')[0]).sort(), label).toEqual(['ar', 'en', 'fr', 'x-default']);
      expect(alts, label).toContain(`${lang} ${canonical[0]!.href}`);

      // Structured data: every block parses (JSON.parse in headOf) and carries its type's required properties.
      for (const block of head.blocks) checkBlock(block, `${label}: ${String(block['@type'])}`);
      const types = head.blocks.map((b) => b['@type']);
      for (const type of EXPECTED_TYPES[sample.type] ?? []) expect(types, label).toContain(type);
      if (sample.type !== 'landing') expect(types, label).toContain('BreadcrumbList');
    }
    // Both ways: each language version lists the same alternates, so every one points back to the others.
    const [en, fr, ar] = LANGS.map((l) => alternates(heads.get(l)!));
    expect(fr, sample.type).toEqual(en);
    expect(ar, sample.type).toEqual(en);
    // And the alternates are the canonical addresses of those versions.
    for (const lang of LANGS) expect(en, sample.type).toContain(`${lang} ${heads.get(lang)!.links.find((l) => l.rel === 'canonical')!.href}`);
    // The language versions say it in their own words.
    expect(meta(heads.get('fr')!, 'description'), sample.type).not.toBe(meta(heads.get('en')!, 'description'));
    expect(meta(heads.get('ar')!, 'description'), sample.type).not.toBe(meta(heads.get('en')!, 'description'));

    // Services and agents have a generated share image: 1200×630 PNG.
    if (sample.type === 'service detail' || sample.type === 'storefront') {
      const head = heads.get('en')!;
      expect(meta(head, 'twitter:card')).toBe('summary_large_image');
      expect(await fetchImage(request, meta(head, 'og:image')!)).toEqual({ width: 1200, height: 630 });
      expect(meta(head, 'og:image:alt')!.length).toBeGreaterThan(5);
    }
  }
  // Every page has its own title.
  const samples = (await routeSamples(request)).length;
  for (const lang of LANGS) expect(titles.get(lang)!.size, lang).toBe(samples);
});

test('a re-ordered or first page points at the list itself; comparisons, empty results and missing pages are kept out of search results', async ({ request }) => {
  const canonicalOf = async (path: string) => headOf(await (await request.get(path)).text()).links.find((l) => l.rel === 'canonical')!.href;
  expect(await canonicalOf('/allServices?sort=price_asc&page=1')).toBe(`${SITE}/allServices`);
  expect(await canonicalOf('/allServices?page=2&sort=newest')).toBe(`${SITE}/allServices?page=2`);
  // A service's three addresses have one canonical page.
  const service = ((await (await request.get(`${API}/misc/services?pageSize=1`)).json()) as { data: { items: { id: number }[] } }).data.items[0]!;
  for (const path of [`/without-cargora-protection/${service.id}`, `/similar-services-details/${service.id}`])
    expect(await canonicalOf(path), path).toBe(`${SITE}/with-cargora-protection/${service.id}`);

  const noindex = async (path: string, status: number) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    expect(meta(headOf(await res.text()), 'robots'), path).toBe('noindex, follow');
  };
  await noindex('/compare-services', 200);
  await noindex('/allServices?q=zzzznothingmatcheszzzz', 200);
  await noindex('/with-cargora-protection/987654321', 404);
  await noindex('/country-directory-page/Atlantis', 404);
  await noindex('/company-details/France/Narnia', 404);
  await noindex('/no-such-page', 404);
});

test('a job posting that has closed answers 410, says so, and is out of the open jobs', async ({ request }) => {
  const open = ((await (await request.get(`${API}/misc/careers?pageSize=50`)).json()) as { data: { items: { id: number }[] } }).data.items.map((j) => j.id);
  let expired: number | undefined;
  for (let id = 1; id <= 60 && expired === undefined; id++) if ((await request.get(`${API}/misc/careers/${id}`)).status() === 410) expired = id;
  expect(expired, 'the seed has an expired job').toBeDefined();
  expect(open).not.toContain(expired);
  const res = await request.get(`/jobs-details/${expired}`);
  expect(res.status()).toBe(410);
  const html = await res.text();
  expect(meta(headOf(html), 'robots')).toBe('noindex, follow');
  expect(headOf(html).blocks.some((b) => b['@type'] === 'JobPosting')).toBe(false);
});

test('robots.txt lets crawlers in and names the sitemap index, which lists sitemaps on this site', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(3);
  for (const loc of locs) expect(loc.startsWith(`${SITE}/sitemaps/`), loc).toBe(true);
  const first = await request.get(new URL(locs[0]!).pathname);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain('hreflang="x-default"');
});

test('the browser keeps the head right while the visitor navigates', async ({ page, request }) => {
  const [sample] = (await routeSamples(request)).filter((s) => s.type === 'service detail');
  await page.goto('/allServices');
  const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
  expect(await canonical()).toBe(`${SITE}/allServices`);
  await page.locator('main').getByRole('link', { name: sample!.text!, exact: true }).first().click();
  await expect(page).toHaveTitle(`${sample!.text} | Cargora`);
  await expect.poll(canonical).toBe(`${SITE}${sample!.path}`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/files\/share\/service\/\d+\.png$/);
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => (JSON.parse(el.textContent!) as { '@type': string })['@type']));
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  expect(types).not.toContain('ItemList');
  // Switching the language moves the canonical address to that language's page.
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await page.getByRole('banner').getByRole('button', { name: /^(Apply|Appliquer|تطبيق)$/ }).click();
  await expect.poll(canonical).toBe(`${SITE}${sample!.path}?lang=fr`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${SITE}${sample!.path}`);
});
