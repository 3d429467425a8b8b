import { pathTo, type HelpTopic } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { Link, Card, EmptyState, Grid, Text } from '@cargora/shared/ui';

export function HelpTopicCards({ topics }: { topics: HelpTopic[] }) {
  const { t } = useTranslation('content');
  if (!topics.length) return <EmptyState title={t('help.noTopics')} />;
  return (
    <Grid $min={260}>
      {topics.map((topic) => (
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
