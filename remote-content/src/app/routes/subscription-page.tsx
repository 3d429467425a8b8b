import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle } from '@cargora/shared/ui';
import { Lead } from '../../components/content-blocks';
import { PackageCards } from '../../features/subscriptions/components/package-cards';

export default function SubscriptionPage() {
  const { t } = useTranslation('content');
  useDocumentMeta(t('subscription.title'), t('subscription.metaDescription'));
  return (
    <PageBody>
      <PageTitle>{t('subscription.title')}</PageTitle>
      <Lead>{t('subscription.lead')}</Lead>
      <PackageCards />
    </PageBody>
  );
}
