import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, Text } from '@cargora/shared/ui';
import { ServiceBrowser } from '../../features/services/components/service-browser';
import { compareAction } from '../../features/compare/components/compare-action';

const FILTERS = ['q', 'category', 'mode', 'origin', 'destination', 'price', 'rating', 'protection'] as const;

export default function AllServicesPage() {
  const { t } = useTranslation('catalog');
  useDocumentMeta(t('allServices.title'), t('allServices.description'));
  return (
    <PageBody>
      <PageTitle>{t('allServices.title')}</PageTitle>
      <Text $muted style={{ marginBottom: 24 }}>
        {t('allServices.description')}
      </Text>
      <ServiceBrowser filters={FILTERS} renderActions={compareAction} label={t('allServices.results')}
        describe={(count) => t('seo.allServices', { count })}
      />
    </PageBody>
  );
}
