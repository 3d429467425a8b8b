import { Link, Button, EmptyState, pathTo, useTranslation } from '@cargora/shared';

/** A friendly dead end (unknown job, missing id) that always offers the way back to the open positions. */
export function BackToCareers({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation('careers');
  return (
    <EmptyState title={title} hint={hint}>
      <Button as={Link} to={pathTo('career')}>
        {t('common.seeOpenJobs')}
      </Button>
    </EmptyState>
  );
}
