import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, SectionTitle, Text } from '@cargora/shared/ui';
import PopularRoutes from '../../features/routes/components/popular-routes';
import { ServiceBrowser } from '../../features/services/components/service-browser';
import { compareAction } from '../../features/compare/components/compare-action';

const FILTERS = ['origin', 'destination', 'category', 'mode', 'price'] as const;

export default function InternationalRoutesPage() {
  const { t } = useTranslation('catalog');
  useDocumentMeta(t('internationalRoutes.title'), t('internationalRoutes.description'));
  return (
    <PageBody>
      <PageTitle>{t('internationalRoutes.title')}</PageTitle>
      <Text $muted>{t('internationalRoutes.description')}</Text>
      <section aria-labelledby="popular-routes-title">
        <SectionTitle id="popular-routes-title">{t('internationalRoutes.popular')}</SectionTitle>
        <PopularRoutes limit={50} variant="table" />
      </section>
      <section aria-labelledby="international-services-title">
        <SectionTitle id="international-services-title">{t('internationalRoutes.services')}</SectionTitle>
        <ServiceBrowser
          fixed={{ scope: 'international' }}
          filters={FILTERS}
          renderActions={compareAction}
          label={t('internationalRoutes.services')}
          describe={(count) => t('seo.internationalRoutes', { count })}
        />
      </section>
    </PageBody>
  );
}
