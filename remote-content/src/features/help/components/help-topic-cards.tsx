import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Card, EmptyState, ErrorState, Grid, LoadingGrid, Text } from '@cargora/shared/ui';
import { useHelpTopics } from '../api/use-help';

export function HelpTopicCards() {
  const { t } = useTranslation('content');
  const topics = useHelpTopics();
  if (topics.loading) return <LoadingGrid count={6} label={t('help.loadingTopics')} />;
  if (topics.error) return <ErrorState message={topics.error} onRetry={topics.reload} />;
  if (!topics.data?.items.length) return <EmptyState title={t('help.noTopics')} />;
  return (
    <Grid $min={260}>
      {topics.data.items.map((topic) => (
        <Card key={topic.id} style={{ display: 'grid', gap: 6, alignContent: 'start' }}>
          <Text as="h3" $variant="fm-h5">
            <Link to={pathTo('helpSub', null, { topic: topic.id })}>{topic.title}</Link>
          </Text>
          <Text $muted>{topic.description}</Text>
          <Text $variant="fm-p3" $muted>
            {t('help.articleCount', { count: topic.articleCount })}
          </Text>
        </Card>
      ))}
    </Grid>
  );
}
