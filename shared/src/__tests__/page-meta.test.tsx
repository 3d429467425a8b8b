import {
  applyHead,
  canonicalPath,
  headElements,
  headHtml,
  itemList,
  mergePageMeta,
  type HeadElement,
  type PageMeta,
} from '../seo/page-meta';
import { hreflangAlternates, pageUrl } from '../seo/urls';

const SITE = 'https://cargora.example';
const attrsOf = (elements: HeadElement[], tag: 'meta' | 'link') =>
  elements.filter((e): e is Extract<HeadElement, { tag: typeof tag }> => e.tag === tag).map((e) => e.attrs);

describe('addresses', () => {
  it('gives English the bare path and the other languages ?lang=, replacing a lang already there', () => {
    expect(pageUrl(SITE, '/allServices?page=2&lang=ar', 'en')).toBe(`${SITE}/allServices?page=2`);
    expect(pageUrl(`${SITE}/`, '/allServices?page=2', 'fr')).toBe(`${SITE}/allServices?page=2&lang=fr`);
  });

  it('lists every language and x-default, the same list for every version', () => {
    expect(hreflangAlternates(SITE, '/aboutus').map((a) => `${a.hreflang} ${a.href}`)).toEqual([
      `en ${SITE}/aboutus`,
      `fr ${SITE}/aboutus?lang=fr`,
      `ar ${SITE}/aboutus?lang=ar`,
      `x-default ${SITE}/aboutus`,
    ]);
  });

  it('canonicalises re-ordering and the first page away, and keeps filters and later pages', () => {
    expect(canonicalPath('/allServices?sort=price_asc&lang=fr')).toBe('/allServices');
    expect(canonicalPath('/allServices?page=1&category=air-freight')).toBe('/allServices?category=air-freight');
    expect(canonicalPath('/allServices?page=3&sort=newest')).toBe('/allServices?page=3');
  });
});

describe('a page head', () => {
  const meta: PageMeta = { title: 'Air freight', description: '12 services', image: { url: 'https://files/x.png', alt: 'x', width: 1200, height: 630 } };
  const elements = headElements(meta, { siteUrl: SITE, lang: 'fr', path: '/categories/air?sort=newest&lang=fr' });

  it('has the title, description, canonical in its language, alternates, link preview and a breadcrumb trail', () => {
    expect(elements[0]).toEqual({ tag: 'title', text: 'Air freight | Cargora' });
    const links = attrsOf(elements, 'link');
    expect(links).toContainEqual({ rel: 'canonical', href: `${SITE}/categories/air?lang=fr` });
    expect(links.filter((l) => l.rel === 'alternate').map((l) => l.hreflang)).toEqual(['en', 'fr', 'ar', 'x-default']);
    const metas = attrsOf(elements, 'meta');
    expect(metas).toContainEqual({ property: 'og:image', content: 'https://files/x.png' });
    expect(metas).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(metas).toContainEqual({ property: 'og:locale', content: 'fr_FR' });
    expect(metas.some((m) => m.name === 'robots')).toBe(false);
    const blocks = elements.filter((e) => e.tag === 'script').map((e) => (e as { json: { '@type': string; itemListElement: unknown[] } }).json);
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Cargora', item: `${SITE}/landing-page?lang=fr` },
          { '@type': 'ListItem', position: 2, name: 'Air freight', item: `${SITE}/categories/air?lang=fr` },
        ],
      },
    ]);
  });

  it('has no breadcrumb trail on the landing page, and noindex when a part asks for it', () => {
    const landing = headElements({ title: 'Home', noindex: false }, { siteUrl: SITE, lang: 'en', path: '/landing-page' });
    expect(landing.some((e) => e.tag === 'script')).toBe(false);
    const empty = headElements(mergePageMeta([{ title: 'A' }, { refines: true, noindex: true }]), { siteUrl: SITE, lang: 'en', path: '/x' });
    expect(attrsOf(empty, 'meta')).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('merges a list after the page, whichever said it first, and keeps every structured data block', () => {
    const list = itemList([{ name: 'a', url: `${SITE}/a` }], 30, 12);
    const merged = mergePageMeta([{ refines: true, description: '30 services', structuredData: [list] }, { title: 'T', description: 'plain', structuredData: [{ '@type': 'Thing' }] }]);
    expect(merged.description).toBe('30 services');
    expect(merged.structuredData).toHaveLength(2);
    expect(list).toMatchObject({ numberOfItems: 30, itemListElement: [{ position: 13 }] });
  });

  it('escapes text in the HTML, and nothing in a JSON-LD block can close its script element', () => {
    const html = headHtml(headElements({ title: '<b>"x"</b>', structuredData: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] }, { siteUrl: SITE, lang: 'en', path: '/x' }));
    expect(html).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt; | Cargora</title>');
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json" data-seo>([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
  });

  it('replaces the previous page elements in a live document', () => {
    document.head.innerHTML = '<meta name="description" content="default"><link rel="canonical" href="old" data-seo>';
    applyHead(document, headElements({ title: 'New', description: 'new' }, { siteUrl: SITE, lang: 'en', path: '/new' }));
    expect(document.title).toBe('New | Cargora');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`${SITE}/new`);
  });
});
