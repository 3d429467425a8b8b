import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useListMeta } from '@cargora/shared/runtime';
import { Card, EmptyState, ErrorState, Grid, LoadingGrid, Text, Link } from '@cargora/shared/ui';
import { useCategories } from '../api/use-categories';

/** The seven service categories with what they cover and how many services each has. */
export function CategoryCards() {
  const { t } = useTranslation('content');
  const formatNumber = useFormatNumber();
  const categories = useCategories();
  const shown = categories.loading ? undefined : categories.data?.items;
  // For search engines: the categories listed, each with its page; nothing to index when there are none.
  useListMeta(
    shown
      ? {
          shown: shown.map((c) => ({ name: t(`common:categories.${c.key}`, { defaultValue: c.name }), path: pathTo('category', { category: c.key }) })),
          total: shown.length,
        }
      : undefined,
  );
  if (categories.loading) return <LoadingGrid count={7} label={t('categories.loading')} />;
  if (categories.error) return <ErrorState message={categories.error} onRetry={categories.reload} />;
  if (!categories.data?.items.length) return <EmptyState />;
  return (
    <Grid $min={280}>
      {categories.data.items.map((c) => (
        <Card key={c.key} style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
          <Text as="h2" $variant="fm-h5">
            {t(`common:categories.${c.key}`, { defaultValue: c.name })}
          </Text>
          {/* Our own translated description; the API's (English) one if we have none for a new key. */}
          <Text $muted>{t(`categories.descriptions.${c.key}`, { defaultValue: c.description })}</Text>
          <Text $variant="fm-p3">{t('categories.serviceCount', { count: c.serviceCount, formatted: formatNumber(c.serviceCount) })}</Text>
          <Link to={pathTo('category', { category: c.key })}>
            {t('categories.browse', { name: t(`common:categories.${c.key}`, { defaultValue: c.name }) })}
          </Link>
        </Card>
      ))}
    </Grid>
  );
}
