import { pathTo, type Category } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatNumber } from '@cargora/shared/runtime';
import { Card, EmptyState, Grid, Text, Link } from '@cargora/shared/ui';

/** The service categories with what they cover and how many services each has. */
export function CategoryCards({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('content');
  const formatNumber = useFormatNumber();
  if (!categories.length) return <EmptyState />;
  return (
    <Grid $min={280}>
      {categories.map((c) => (
        <Card key={c.key} style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
          <Text as="h2" $variant="fm-h5">
            {t(`common:categories.${c.key}`, { defaultValue: c.name })}
          </Text>
          {/* Our own translated description; the API's (English) one if we have none for a new key. */}
          <Text $muted>{t(`categories.descriptions.${c.key}`, { defaultValue: c.description })}</Text>
          <Text $variant="fm-p3">
            {t('categories.serviceCount', { count: c.serviceCount, formatted: formatNumber(c.serviceCount) })}
          </Text>
          <Link to={pathTo('category', { category: c.key })}>
            {t('categories.browse', { name: t(`common:categories.${c.key}`, { defaultValue: c.name }) })}
          </Link>
        </Card>
      ))}
    </Grid>
  );
}
