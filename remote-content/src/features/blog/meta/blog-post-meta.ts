import { PRODUCT_NAME, pathTo, type BlogPost } from '@cargora/shared/contracts';
import { readRuntimeConfig, type BlogPosting, type MetaArgs, type PageMeta } from '@cargora/shared/runtime';
import { clipText } from '../../../lib/clip-text';
import { siteOrganization } from '../../../lib/page-meta';

// Link previews (Open Graph, Twitter) draw no SVG: such a cover stays in the structured data only.
const previewable = (url: string) => !/\.svg(\?|#|$)/i.test(url);

/**
 * What search engines and link previews get of a post: its excerpt, author and reading time, the trail
 * Cargora Reads → post, and a BlogPosting.
 */
export function blogPostMeta(post: BlogPost, { t, pageUrl }: Pick<MetaArgs, 't' | 'pageUrl'>): PageMeta {
  const canonical = pathTo('blogPost', { id: post.id });
  const url = pageUrl(canonical);
  // The page shows the cover from the files origin as the API gives it (absolute); a relative one would be from there.
  const cover = post.coverUrl ? new URL(post.coverUrl, readRuntimeConfig().filesUrl).href : null;
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    ...(cover ? { image: cover } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    // The post's own language: Arabic visitors read the English text.
    inLanguage: post.lang,
    timeRequired: `PT${post.readMinutes}M`,
    publisher: siteOrganization(pageUrl),
  };
  return {
    title: post.title,
    description: clipText(t('seo.post', { excerpt: post.excerpt, author: post.author, count: post.readMinutes })),
    canonical,
    type: 'article',
    ...(cover && previewable(cover) ? { image: { url: cover, alt: t('blog.coverAlt', { title: post.title }) } } : {}),
    breadcrumbs: [
      { name: PRODUCT_NAME, path: pathTo('landing') },
      { name: t('blog.title'), path: pathTo('blogIndex') },
      { name: post.title, path: canonical },
    ],
    structuredData: [posting],
  };
}
