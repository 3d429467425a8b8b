// What search engines get of the help pages, from their loaders' data.
import { PRODUCT_NAME, pathTo, type HelpArticle, type HelpTopic } from '@cargora/shared/contracts';
import { itemList, type MetaArgs, type PageMeta, type StructuredData } from '@cargora/shared/runtime';
import { clipText } from '../../../lib/clip-text';
import { siteOrganization } from '../../../lib/page-meta';

type Texts = Pick<MetaArgs, 't' | 'pageUrl'>;

/** A topic's articles: an ItemList named after the topic; null when it has none. */
export function topicArticleList(
  topic: HelpTopic,
  articles: HelpArticle[] | null,
  pageUrl: (path: string) => string,
): StructuredData | null {
  if (!articles?.length) return null;
  const list = itemList(
    articles.map((a) => ({ name: a.title, url: pageUrl(pathTo('helpArticle', { id: a.id })) })),
    articles.length,
  );
  return { ...list, name: topic.title };
}

/** The trail from the landing page through the help centre (the breadcrumbs the page shows, then this page). */
export function helpTrail(t: MetaArgs['t'], ...rest: { name: string; path: string }[]) {
  return [
    { name: PRODUCT_NAME, path: pathTo('landing') },
    { name: t('help.title'), path: pathTo('helpCenter') },
    ...rest,
  ];
}

/** Every topic: how many topics and articles, each topic's articles as a list. */
export function allTopicsMeta(
  sections: { topic: HelpTopic; articles: HelpArticle[] | null }[],
  { t, pageUrl }: Texts,
): PageMeta {
  const lists = sections.flatMap(({ topic, articles }) => topicArticleList(topic, articles, pageUrl) ?? []);
  return {
    title: t('help.subTitle'),
    description: sections.length
      ? t('seo.helpTopics', {
          topics: sections.length,
          articles: sections.reduce((sum, { topic }) => sum + topic.articleCount, 0),
        })
      : t('help.subMetaDescription'),
    breadcrumbs: helpTrail(t, { name: t('help.allTopics'), path: pathTo('helpSub') }),
    ...(sections.length ? {} : { noindex: true }),
    ...(lists.length ? { structuredData: lists } : {}),
  };
}

/** One topic: its description and article count, its articles as a list; a topic without articles is not indexed. */
export function topicMeta(
  { topic, articles }: { topic: HelpTopic; articles: HelpArticle[] },
  { t, pageUrl }: Texts,
): PageMeta {
  const canonical = pathTo('helpSub', null, { topic: topic.id });
  const list = topicArticleList(topic, articles, pageUrl);
  return {
    title: topic.title,
    description: t('seo.helpTopic', {
      topic: topic.title,
      description: topic.description,
      count: articles.length,
    }),
    canonical,
    breadcrumbs: helpTrail(
      t,
      { name: t('help.allTopics'), path: pathTo('helpSub') },
      { name: topic.title, path: canonical },
    ),
    ...(articles.length ? {} : { noindex: true }),
    ...(list ? { structuredData: [list] } : {}),
  };
}

/** An article: its opening as the description, an Article, and the trail help centre → topic → article. */
export function helpArticleMeta(
  article: HelpArticle,
  topic: HelpTopic | null,
  { t, pageUrl, lang }: Texts & Pick<MetaArgs, 'lang'>,
): PageMeta {
  const canonical = pathTo('helpArticle', { id: article.id });
  const url = pageUrl(canonical);
  const publisher = siteOrganization(pageUrl);
  return {
    title: article.title,
    description: t('help.articleMetaDescription', {
      excerpt: clipText(article.summary, lang === 'en' ? 160 : 120),
    }),
    canonical,
    type: 'article',
    breadcrumbs: helpTrail(
      t,
      topic
        ? { name: topic.title, path: pathTo('helpSub', null, { topic: topic.id }) }
        : { name: t('help.allTopics'), path: pathTo('helpSub') },
      { name: article.title, path: canonical },
    ),
    structuredData: [
      {
        '@type': 'Article',
        headline: article.title,
        dateModified: article.updatedAt,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        inLanguage: article.lang ?? 'en',
        author: publisher,
        publisher,
      },
    ],
  };
}
