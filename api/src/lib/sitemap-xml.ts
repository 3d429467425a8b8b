// The sitemap protocol's XML (sitemaps.org 0.9, with xhtml:link alternates per language), written piece by piece so
// a sitemap can be streamed as its rows are read.
import { hreflangAlternates, pageUrl, sitemapPath } from '@cargora/shared/server';
import { escapeXml } from '../db/svg';

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** One URL of a sitemap: the page's path on the site and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: string;
}

/** One file of the index: its name under /sitemaps/ and the newest lastmod of its URLs. */
export interface SitemapFile {
  name: string;
  lastmod: string;
}


const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A stored timestamp as a W3C datetime (what lastmod takes); one that is not parseable becomes `fallback`. */
export function w3cDate(value: string | null | undefined, fallback: string): string {
  if (value && W3C_DATETIME.test(value)) return value;
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? fallback : new Date(time).toISOString();
}

/** A `<url>`: the English address as loc, and every language version (x-default included) as an alternate. */
export function urlXml(siteUrl: string, entry: SitemapEntry): string {
  const links = hreflangAlternates(siteUrl, entry.path)
    .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(pageUrl(siteUrl, entry.path, 'en'))}</loc><lastmod>${escapeXml(entry.lastmod)}</lastmod>${links}</url>\n`;
}

export function sitemapIndexXml(siteUrl: string, files: SitemapFile[]): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(pageUrl(siteUrl, sitemapPath(file.name)))}</loc><lastmod>${escapeXml(file.lastmod)}</lastmod></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}
