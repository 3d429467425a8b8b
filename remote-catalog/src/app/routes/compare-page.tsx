import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, Text } from '@cargora/shared/ui';
import { CompareView } from '../../features/compare/components/compare-view';

export default function ComparePage() {
  const { t } = useTranslation('catalog');
  // A comparison is the visitor's own pick of services: nothing for search engines to index.
  useDocumentMeta(t('compare.title'), t('seo.compare'), { noindex: true });
  return (
    <PageBody>
      <PageTitle>{t('compare.title')}</PageTitle>
      <Text $muted style={{ marginBottom: 24 }}>
        {t('compare.description')}
      </Text>
      <CompareView />
    </PageBody>
  );
}
