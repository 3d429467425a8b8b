import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { Link, Button, EmptyState } from '@cargora/shared/ui';

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
