import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, PageTitle, Text } from '@cargora/shared';
import { DIRECTORY_PATHS } from '../../../lib/directory-paths';

/** A storefront the API does not know: say so kindly and point back to the directory. */
export function AgentNotFound() {
  const { t } = useTranslation('directory');
  return (
    <Card as="section" style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <PageTitle>{t('storefront.notFoundTitle')}</PageTitle>
      <Text $muted>{t('storefront.notFoundHint')}</Text>
      <Link to={DIRECTORY_PATHS.worldwide}>{t('links.backToDirectory')}</Link>
    </Card>
  );
}
