import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import {
  declarePageStatus,
  itemList,
  useDocumentMeta,
  usePageMeta,
  usePageUrl,
  type StructuredData,
} from '@cargora/shared/runtime';
import {
  Breadcrumb,
  Card,
  EmptyState,
  ErrorState,
  PageTitle,
  Skeleton,
  Text,
  Link,
} from '@cargora/shared/ui';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { useHelpTopic, useHelpTopics } from '../api/use-help';
import type { HelpArticle, HelpTopic } from '@cargora/shared/contracts';

function ArticleLinks({ articles }: { articles: HelpArticle[] }) {
  const { t } = useTranslation('content');
  if (!articles.length) return <Text $muted>{t('help.noArticles')}</Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 6 }}>
      {articles.map((a) => (
        <li key={a.id}>
          <Link to={pathTo('helpArticle', { id: a.id })}>{a.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A topic's articles for search engines: an ItemList named after the topic. */
function useArticleList(topic: HelpTopic | undefined, articles: HelpArticle[] | undefined): StructuredData | null {
  const urlOf = usePageUrl();
  if (!topic || !articles?.length) return null;
  const list = itemList(
    articles.map((a) => ({ name: a.title, url: urlOf(pathTo('helpArticle', { id: a.id })) })),
    articles.length,
  );
  return { ...list, name: topic.title };
}

const ListSkeleton = () => (
  <div style={{ display: 'grid', gap: 10 }}>
    <Skeleton $width="55%" />
    <Skeleton $width="45%" />
    <Skeleton $width="50%" />
  </div>
);

/** The articles of one topic (?topic=), with a breadcrumb back to the help centre. */
export function TopicArticles({ topicId }: { topicId: number | null }) {
  const { t } = useTranslation('content');
  const topic = useHelpTopic(topicId);
  const notFound = topicId === null || topic.status === 404 || topic.status === 400;
  // A malformed id asks the API nothing: the page itself says it does not exist.
  if (topicId === null) declarePageStatus(404);
  const data = topic.data;
  const title = data?.topic.title ?? (notFound ? t('help.topicNotFound') : t('help.subTitle'));
  const articles = useArticleList(data?.topic, data?.articles);
  useDocumentMeta(
    title,
    data
      ? t('seo.helpTopic', { topic: data.topic.title, description: data.topic.description, count: data.articles.length })
      : notFound
        ? t('help.topicNotFoundHint')
        : t('help.subMetaDescription'),
    // A topic without articles, or none at all, is nothing to find in search results.
    {
      noindex: notFound || data?.articles.length === 0,
      ...(data ? { canonical: pathTo('helpSub', null, { topic: data.topic.id }) } : {}),
      ...(articles ? { structuredData: [articles] } : {}),
    },
  );
  const crumbs = [{ label: t('help.title'), to: pathTo('helpCenter') }, { label: t('help.allTopics'), to: pathTo('helpSub') }, { label: title }];
  if (notFound) {
    return (
      <NotFoundNotice title={t('help.topicNotFound')} hint={t('help.topicNotFoundHint')} backTo={pathTo('helpSub')} backLabel={t('help.allTopics')} />
    );
  }
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageTitle>{title}</PageTitle>
      {topic.error ? (
        <ErrorState message={topic.error} onRetry={topic.reload} />
      ) : !topic.data ? (
        <div role="status" aria-label={t('help.loadingArticles')}>
          <ListSkeleton />
        </div>
      ) : (
        <>
          <Text $muted style={{ marginBlockEnd: 16 }}>
            {topic.data.topic.description}
          </Text>
          <ArticleLinks articles={topic.data.articles} />
        </>
      )}
    </>
  );
}

function TopicSection({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation('content');
  const detail = useHelpTopic(topic.id);
  const articles = useArticleList(topic, detail.data?.articles);
  usePageMeta(articles ? { refines: true, structuredData: [articles] } : { refines: true });
  return (
    <Card as="section" aria-labelledby={`topic-${topic.id}`} style={{ display: 'grid', gap: 8 }}>
      <Text as="h2" $variant="fm-h5" id={`topic-${topic.id}`}>
        <Link to={pathTo('helpSub', null, { topic: topic.id })}>{topic.title}</Link>
      </Text>
      <Text $muted>{topic.description}</Text>
      {detail.error ? (
        <ErrorState message={detail.error} onRetry={detail.reload} />
      ) : detail.data ? (
        <ArticleLinks articles={detail.data.articles} />
      ) : (
        <div role="status" aria-label={t('help.loadingArticles')}>
          <ListSkeleton />
        </div>
      )}
    </Card>
  );
}

/** Without a topic: every topic with its articles. */
export function AllTopicArticles() {
  const { t } = useTranslation('content');
  const topics = useHelpTopics();
  const shown = topics.loading ? undefined : topics.data?.items;
  useDocumentMeta(
    t('help.subTitle'),
    shown?.length
      ? t('seo.helpTopics', { topics: shown.length, articles: shown.reduce((sum, topic) => sum + topic.articleCount, 0) })
      : t('help.subMetaDescription'),
    { noindex: shown?.length === 0 },
  );
  return (
    <>
      <Breadcrumb items={[{ label: t('help.title'), to: pathTo('helpCenter') }, { label: t('help.allTopics') }]} />
      <PageTitle>{t('help.subTitle')}</PageTitle>
      {topics.loading ? (
        <div role="status" aria-label={t('help.loadingTopics')}>
          <ListSkeleton />
        </div>
      ) : topics.error ? (
        <ErrorState message={topics.error} onRetry={topics.reload} />
      ) : !topics.data?.items.length ? (
        <EmptyState title={t('help.noTopics')} />
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          {topics.data.items.map((topic) => (
            <TopicSection key={topic.id} topic={topic} />
          ))}
        </div>
      )}
    </>
  );
}
