import { PRODUCT_NAME, pathTo, type BlogPost } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import {
  readRuntimeConfig,
  usePageUrl,
  type BlogPosting,
  type PageMeta,
  useSiteOrganization,
} from '@cargora/shared/runtime';
import { clipText } from '../../../lib/clip-text';

// Link previews (Open Graph, Twitter) draw no SVG: such a cover stays in the structured data only.
const previewable = (url: string) => !/\.svg(\?|#|$)/i.test(url);

/**
 * What search engines and link previews get of a post: its excerpt, author and reading time, the trail
 * Cargora Reads → post, and a BlogPosting.
 */
export function useBlogPostSeo(
  post: BlogPost | undefined,
): { description: string; more: Omit<PageMeta, 'title' | 'description'> } | null {
  const { t } = useTranslation('content');
  const urlOf = usePageUrl();
  const publisher = useSiteOrganization();
  if (!post) return null;
  const canonical = pathTo('blogPost', { id: post.id });
  const url = urlOf(canonical);
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
    publisher,
  };
  return {
    description: clipText(
      t('seo.post', { excerpt: post.excerpt, author: post.author, count: post.readMinutes }),
    ),
    more: {
      canonical,
      type: 'article',
      ...(cover && previewable(cover)
        ? { image: { url: cover, alt: t('blog.coverAlt', { title: post.title }) } }
        : {}),
      breadcrumbs: [
        { name: PRODUCT_NAME, path: pathTo('landing') },
        { name: t('blog.title'), path: pathTo('blogIndex') },
        { name: post.title, path: canonical },
      ],
      structuredData: [posting],
    },
  };
}
