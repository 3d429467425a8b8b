// What a page tells search engines and link previews, and how that becomes the <head>: the same elements from the
// server (in the HTML, host/server/document.ts) and in the browser while the visitor navigates (use-page-meta.ts).
// Plain data and functions: no React, so the render worker and tests use them as they are.
import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';
import { PRODUCT_NAME, keptQuery, matchRoute, type Language } from '@cargora/shared/contracts';
import { hreflangAlternates, pageUrl } from './urls';
import { escapeHtml, jsonInScript } from '../lib/html-text';

/** A JSON-LD block: a schema.org thing, typed at compile time by schema-dts. */
export type StructuredData = Exclude<Thing, string>;

export interface MetaCrumb {
  name: string;
  /** Path (and query) on this site. */
  path: string;
}

/** One contribution to a page's metadata. A page usually gives all of it; a list inside it may add `noindex`. */
export interface PageMeta {
  /** Without the site's name (added here). */
  title?: string;
  description?: string;
  /** Path and query of the page search engines should index instead of this URL (default: see canonicalPath). */
  canonical?: string;
  /** Open Graph / Twitter image: absolute URL, 1200×630 for the generated ones. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** Open Graph type. */
  type?: 'website' | 'article' | 'product' | 'profile';
  /** Keep this page out of search results (empty results, comparisons, not-found states). */
  noindex?: boolean;
  /** The trail from the landing page down to this page (the last crumb is this page); BreadcrumbList. */
  breadcrumbs?: MetaCrumb[];
  structuredData?: StructuredData[];
  /**
   * Facts a part of the page adds to the page's own (a list's count in the description, noindex when it is empty):
   * merged after the page's contributions, whichever rendered first.
   */
  refines?: boolean;
}

/** Query parameters that only re-order a list (or pick the language): the canonical page leaves them out. */
const REORDERING_PARAMS = ['sort', 'order', 'lang', 'reviewSort'];

/**
 * The canonical path of `path`: only the query parameters its route reads (routes.ts: an address with
 * `?utm_source=x&cb=123` is the same page), without those that only re-order, and without `page=1` (the first page
 * is the list itself). Other pages of a list and real filters stay: they show other content.
 */
export function canonicalPath(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  const kept = new URLSearchParams(keptQuery(matchRoute(url.pathname), url.search, REORDERING_PARAMS));
  if (kept.get('page') === '1') kept.delete('page');
  const query = kept.toString().replace(/%2C/gi, ',');
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** Contributions merged: later fields win, `noindex` if any says so, structured data from all. */
export function mergePageMeta(parts: readonly PageMeta[]): PageMeta {
  const merged: PageMeta = {};
  const data: StructuredData[] = [];
  const ordered = [...parts.filter((p) => !p.refines), ...parts.filter((p) => p.refines)];
  for (const part of ordered) {
    const { structuredData, noindex, refines: _refines, ...rest } = part;
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    if (noindex) merged.noindex = true;
    if (structuredData) data.push(...structuredData);
  }
  if (data.length) merged.structuredData = data;
  return merged;
}

export interface HeadContext {
  siteUrl: string;
  lang: Language;
  /** The URL's path and query as requested. */
  path: string;
}

/** One element of the head; `title` is the document's title. */
export type HeadElement =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; json: unknown };

export const fullTitle = (title: string | undefined) => (title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME);

const LANDING_PATH = '/landing-page';

const OG_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', ar: 'ar_AR' };

function breadcrumbList(crumbs: MetaCrumb[], siteUrl: string, lang: Language): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: pageUrl(siteUrl, crumb.path, lang) })),
  };
}

/** The head of a page from its merged metadata. */
export function headElements(meta: PageMeta, context: HeadContext): HeadElement[] {
  const { siteUrl, lang } = context;
  const canonical = canonicalPath(meta.canonical ?? context.path);
  const url = pageUrl(siteUrl, canonical, lang);
  const title = fullTitle(meta.title);
  const description = meta.description ?? '';
  const elements: HeadElement[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...hreflangAlternates(siteUrl, canonical).map((alt): HeadElement => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: alt.hreflang, href: alt.href } })),
    { tag: 'meta', attrs: { property: 'og:site_name', content: PRODUCT_NAME } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title ?? PRODUCT_NAME } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALES[lang] } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title ?? PRODUCT_NAME } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
  ];
  if (meta.image) {
    elements.push(
      { tag: 'meta', attrs: { property: 'og:image', content: meta.image.url } },
      { tag: 'meta', attrs: { property: 'og:image:alt', content: meta.image.alt } },
      { tag: 'meta', attrs: { name: 'twitter:image', content: meta.image.url } },
      { tag: 'meta', attrs: { name: 'twitter:image:alt', content: meta.image.alt } },
    );
    if (meta.image.width && meta.image.height)
      elements.push(
        { tag: 'meta', attrs: { property: 'og:image:width', content: String(meta.image.width) } },
        { tag: 'meta', attrs: { property: 'og:image:height', content: String(meta.image.height) } },
      );
  }
  if (meta.noindex) elements.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } });
  const blocks: unknown[] = (meta.structuredData ?? []).map((thing) => ({ '@context': 'https://schema.org', ...(thing as object) }));
  // Every page below the landing page has its trail: the page's own, or the landing page then this page.
  const crumbs = meta.breadcrumbs ?? [{ name: PRODUCT_NAME, path: LANDING_PATH }, { name: meta.title ?? PRODUCT_NAME, path: canonical }];
  const onLanding = [LANDING_PATH, '/'].includes(canonical.split('?')[0]!);
  if (!onLanding && crumbs.length > 1) blocks.push(breadcrumbList(crumbs, siteUrl, lang));
  for (const json of blocks) elements.push({ tag: 'script', json });
  return elements;
}


/** Marks the elements this module writes, so the browser can replace them as the visitor navigates. */
export const HEAD_MARK = 'data-seo';

/** The elements as HTML (the server's head). */
export function headHtml(elements: HeadElement[]): string {
  return elements
    .map((element) => {
      switch (element.tag) {
        case 'title':
          return `<title>${escapeHtml(element.text)}</title>`;
        case 'script':
          return `<script type="application/ld+json" ${HEAD_MARK}>${jsonInScript(element.json)}</script>`;
        default: {
          const attrs = Object.entries(element.attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('');
          return `<${element.tag}${attrs} ${HEAD_MARK}>`;
        }
      }
    })
    .join('\n    ');
}

/** The elements into a live document: the previous page's are replaced. */
export function applyHead(doc: Document, elements: HeadElement[]): void {
  for (const old of Array.from(doc.head.querySelectorAll(`[${HEAD_MARK}], meta[name="description"]`))) old.remove();
  for (const element of elements) {
    if (element.tag === 'title') {
      doc.title = element.text;
      continue;
    }
    const node = doc.createElement(element.tag);
    if (element.tag === 'script') {
      node.setAttribute('type', 'application/ld+json');
      node.textContent = JSON.stringify(element.json);
    } else {
      for (const [k, v] of Object.entries(element.attrs)) node.setAttribute(k, v);
    }
    node.setAttribute(HEAD_MARK, '');
    doc.head.appendChild(node);
  }
}

/** A list as schema.org ItemList: its entries (absolute URLs) from `offset`, and how many there are in all. */
export function itemList(entries: { name: string; url: string }[], total: number, offset = 0): StructuredData {
  return {
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: entries.map((entry, i) => ({ '@type': 'ListItem', position: offset + i + 1, name: entry.name, url: entry.url })),
  };
}

/** A site search action as search engines read it: schema.org's action with its `query-input` annotation. */
export type SiteSearchAction = Exclude<import('schema-dts').SearchAction, string> & { 'query-input': string };

// The schema.org types the pages build their structured data from (types only: nothing reaches a bundle).
export type {
  AggregateRating,
  BlogPosting,
  FAQPage,
  ItemList,
  JobPosting,
  LocalBusiness,
  Offer,
  Organization,
  Product,
  Question,
  Review as ReviewThing,
  SearchAction,
  WebSite,
} from 'schema-dts';
