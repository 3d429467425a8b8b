import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, Text } from '@cargora/shared/ui';
import { ServiceBrowser } from '../../features/services/components/service-browser';
import { compareAction } from '../../features/compare/components/compare-action';

const FILTERS = ['category', 'mode'] as const;

export default function NewlyAddedPage() {
  const { t } = useTranslation('catalog');
  useDocumentMeta(t('newlyAdded.title'), t('newlyAdded.description'));
  return (
    <PageBody>
      <PageTitle>{t('newlyAdded.title')}</PageTitle>
      <Text $muted style={{ marginBottom: 24 }}>
        {t('newlyAdded.description')}
      </Text>
      <ServiceBrowser
        fixed={{ sort: 'newest' }}
        filters={FILTERS}
        renderActions={compareAction}
        label={t('newlyAdded.results')}
        describe={(count) => t('seo.newlyAdded', { count })}
      />
    </PageBody>
  );
}
