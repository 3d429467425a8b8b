import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, Text } from '@cargora/shared/ui';
import { ServiceBrowser } from '../../features/services/components/service-browser';
import { compareAction } from '../../features/compare/components/compare-action';

const FILTERS = ['country', 'category', 'mode', 'price'] as const;

export default function DomesticRoutesPage() {
  const { t } = useTranslation('catalog');
  useDocumentMeta(t('domesticRoutes.title'), t('domesticRoutes.description'));
  return (
    <PageBody>
      <PageTitle>{t('domesticRoutes.title')}</PageTitle>
      <Text $muted style={{ marginBottom: 24 }}>
        {t('domesticRoutes.description')}
      </Text>
      <ServiceBrowser
        fixed={{ scope: 'domestic' }}
        filters={FILTERS}
        renderActions={compareAction}
        label={t('domesticRoutes.results')}
        describe={(count) => t('seo.domesticRoutes', { count })}
      />
    </PageBody>
  );
}
