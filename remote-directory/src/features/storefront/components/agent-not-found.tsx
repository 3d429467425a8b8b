import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { Link, Card, PageTitle, Text } from '@cargora/shared/ui';

/** A storefront the API does not know: say so kindly and point back to the directory. */
export function AgentNotFound() {
  const { t } = useTranslation('directory');
  return (
    <Card as="section" style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <PageTitle>{t('storefront.notFoundTitle')}</PageTitle>
      <Text $muted>{t('storefront.notFoundHint')}</Text>
      <Link to={pathTo('worldwideDirectory')}>{t('links.backToDirectory')}</Link>
    </Card>
  );
}
