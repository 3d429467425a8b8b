import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORY_KEYS, type CategoryKey, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { declarePageStatus, useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, Row, Text, Link } from '@cargora/shared/ui';
import { ServiceBrowser } from '../../features/services/components/service-browser';
import { compareAction } from '../../features/compare/components/compare-action';

const FILTERS = ['q', 'mode', 'origin', 'destination', 'price', 'rating', 'protection'] as const;

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
        describe={(count) => t('seo.category', { name, count })}
      />
    </PageBody>
  );
}

const NotFoundText = styled(Text)`
  margin-bottom: 12px;
`;

/** An unknown category: a not-found page at the URL asked for (the server answers 404), with a way back. */
function UnknownCategory({ name }: { name: string }) {
  const { t } = useTranslation('catalog');
  declarePageStatus(404);
  useDocumentMeta(t('category.notFound.title'), t('category.notFound.body', { name }), { noindex: true });
  return (
    <PageBody>
      <PageTitle>404</PageTitle>
      <NotFoundText $variant="fm-h5">{t('category.notFound.title')}</NotFoundText>
      <NotFoundText $muted>{t('category.notFound.body', { name })}</NotFoundText>
      <Row $gap={16}>
        <Link to={pathTo('landing')}>{t('category.notFound.home')}</Link>
        <Link to={pathTo('allServices')}>{t('category.notFound.all')}</Link>
      </Row>
    </PageBody>
  );
}

export default function CategoryPage() {
  const { category } = useParams();
  if (!isCategory(category)) return <UnknownCategory name={category ?? ''} />;
  return <CategoryServices key={category} category={category} />;
}
