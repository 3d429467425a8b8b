import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  PageBody,
  PageTitle,
  pathTo,
  Text,
  useDocumentMeta,
} from '@cargora/shared';
import { ServiceBrowser } from '../../features/services/components/service-browser';
import { compareAction } from '../../features/compare/components/compare-action';

const FILTERS = ['q', 'origin', 'destination', 'price', 'rating', 'protection'] as const;

const isCategory = (key: string | undefined): key is CategoryKey =>
  CATEGORY_KEYS.includes(key as CategoryKey);

function CategoryServices({ category }: { category: CategoryKey }) {
  const { t } = useTranslation('catalog');
  const name = t(`common:categories.${category}`);
  useDocumentMeta(name, t('category.description', { name }));
  return (
    <PageBody>
      <PageTitle>{name}</PageTitle>
      <Text $muted style={{ marginBottom: 24 }}>
        {t('category.description', { name })}
      </Text>
      <ServiceBrowser
        fixed={{ category }}
        filters={FILTERS}
        renderActions={compareAction}
        label={t('category.results', { name })}
      />
    </PageBody>
  );
}

export default function CategoryPage() {
  const { category } = useParams();
  if (!isCategory(category)) return <Navigate to={pathTo('notFound')} replace />;
  return <CategoryServices key={category} category={category} />;
}
