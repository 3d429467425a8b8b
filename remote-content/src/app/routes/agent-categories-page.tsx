import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle } from '@cargora/shared/ui';
import { Lead } from '../../components/content-blocks';
import { CategoryCards } from '../../features/categories/components/category-cards';

export default function AgentCategoriesPage() {
  const { t } = useTranslation('content');
  useDocumentMeta(t('categories.title'), t('categories.metaDescription'));
  return (
    <PageBody>
      <PageTitle>{t('categories.title')}</PageTitle>
      <Lead>{t('categories.lead')}</Lead>
      <CategoryCards />
    </PageBody>
  );
}
