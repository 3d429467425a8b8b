import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Breadcrumb,
  Card,
  EmptyState,
  ErrorState,
  PageTitle,
  pathTo,
  Skeleton,
  Text,
  useDocumentMeta,
} from '@cargora/shared';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { useHelpTopic, useHelpTopics } from '../api/use-help';
import type { HelpArticle, HelpTopic } from '@cargora/shared';

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
  const title = topic.data?.topic.title ?? t('help.subTitle');
  useDocumentMeta(title, topic.data?.topic.description ?? t('help.subMetaDescription'));
  const crumbs = [{ label: t('help.title'), to: pathTo('helpCenter') }, { label: t('help.allTopics'), to: pathTo('helpSub') }, { label: title }];
  if (topicId === null || topic.status === 404 || topic.status === 400) {
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
  useDocumentMeta(t('help.subTitle'), t('help.subMetaDescription'));
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
