import { pathTo, type HelpArticle, type HelpTopic } from '@cargora/shared/contracts';
import { useRevalidator } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { Breadcrumb, Card, EmptyState, ErrorState, PageTitle, Text, Link } from '@cargora/shared/ui';
import type { HelpTopicDetail } from '../api/get-help';

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

/** The articles of one topic (?topic=), with a breadcrumb back to the help centre. */
export function TopicArticles({ detail: { topic, articles } }: { detail: HelpTopicDetail }) {
  const { t } = useTranslation('content');
  const crumbs = [
    { label: t('help.title'), to: pathTo('helpCenter') },
    { label: t('help.allTopics'), to: pathTo('helpSub') },
    { label: topic.title },
  ];
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageTitle>{topic.title}</PageTitle>
      <Text $muted style={{ marginBlockEnd: 16 }}>
        {topic.description}
      </Text>
      <ArticleLinks articles={articles} />
    </>
  );
}

/** One topic among all: its articles, or (when they could not be read) the failure with Retry. */
function TopicSection({ topic, articles }: { topic: HelpTopic; articles: HelpArticle[] | null }) {
  const revalidator = useRevalidator();
  return (
    <Card as="section" aria-labelledby={`topic-${topic.id}`} style={{ display: 'grid', gap: 8 }}>
      <Text as="h2" $variant="fm-h5" id={`topic-${topic.id}`}>
        <Link to={pathTo('helpSub', null, { topic: topic.id })}>{topic.title}</Link>
      </Text>
      <Text $muted>{topic.description}</Text>
      {articles ? (
        <ArticleLinks articles={articles} />
      ) : (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      )}
    </Card>
  );
}

/** Without a topic: every topic with its articles. */
export function AllTopicArticles({
  sections,
}: {
  sections: { topic: HelpTopic; articles: HelpArticle[] | null }[];
}) {
  const { t } = useTranslation('content');
  return (
    <>
      <Breadcrumb
        items={[{ label: t('help.title'), to: pathTo('helpCenter') }, { label: t('help.allTopics') }]}
      />
      <PageTitle>{t('help.subTitle')}</PageTitle>
      {!sections.length ? (
        <EmptyState title={t('help.noTopics')} />
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          {sections.map(({ topic, articles }) => (
            <TopicSection key={topic.id} topic={topic} articles={articles} />
          ))}
        </div>
      )}
    </>
  );
}
