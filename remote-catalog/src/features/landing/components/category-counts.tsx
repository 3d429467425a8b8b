import styled from 'styled-components';
import { CATEGORY_KEYS, type CategoryKey, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '@cargora/shared/runtime';
import { Card, ErrorState, Grid, Skeleton, Text, Link } from '@cargora/shared/ui';

interface Counts {
  items: { category: CategoryKey; count: number }[];
  total: number;
}

const Tile = styled(Card)`
  padding: 0;
  a {
    display: grid;
    gap: 4px;
    padding: 16px;
    min-height: 88px;
    color: inherit;
    text-decoration: none;
    border-radius: inherit;
  }
  a:hover strong,
  a:focus-visible strong {
    text-decoration: underline;
  }
`;

/** The seven categories with their service counts; names come from common, counts from the API. */
export default function CategoryCounts() {
  const { t } = useTranslation('catalog');
  const { data, error, reload } = useApi<Counts>('/misc/services/counts/all');
  if (error) return <ErrorState message={error} onRetry={reload} />;
  const countOf = (key: CategoryKey) => data?.items.find((c) => c.category === key)?.count;
  return (
    <Grid $min={200}>
      {CATEGORY_KEYS.map((key) => {
        const count = countOf(key);
        return (
          <Tile key={key}>
            <Link to={pathTo('category', { category: key })}>
              <strong>{t(`common:categories.${key}`)}</strong>
              {data ? (
                <Text $variant="fm-p3" $muted>
                  {t('landing.categories.count', { count: count ?? 0 })}
                </Text>
              ) : (
                <Skeleton $height={18} $width="50%" aria-hidden="true" />
              )}
            </Link>
          </Tile>
        );
      })}
    </Grid>
  );
}
