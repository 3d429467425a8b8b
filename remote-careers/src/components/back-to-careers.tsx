import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState } from '@cargora/shared';
import { CAREERS_PATH } from '../lib/paths';

/** A friendly dead end (unknown job, missing id) that always offers the way back to the open positions. */
export function BackToCareers({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation('careers');
  return (
    <EmptyState title={title} hint={hint}>
      <Button as={Link} to={CAREERS_PATH}>
        {t('common.seeOpenJobs')}
      </Button>
    </EmptyState>
  );
}
