import { useTranslation } from 'react-i18next';
import { PageBody, PageTitle, useApi, type Category } from '@cargora/shared';

export default function LandingPage() {
  const { t } = useTranslation('catalog');
  const categories = useApi<{ items: Category[] }>('/misc/category/all');
  return (
    <PageBody>
      <PageTitle>{t('landing.title')}</PageTitle>
      <ul>{categories.data?.items.map((c) => <li key={c.key}>{c.name}</li>)}</ul>
    </PageBody>
  );
}
