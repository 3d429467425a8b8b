import styled from 'styled-components';
import { CATEGORY_KEYS, type CategoryKey, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Card, Grid, Text, Link } from '@cargora/shared/ui';
import { PartError } from '../../../components/part-error';

export interface CategoryCountsData {
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

/** The seven categories with their service counts; names come from common, counts from the API (null: not read). */
export default function CategoryCounts({ counts }: { counts: CategoryCountsData | null }) {
  const { t } = useTranslation('catalog');
  if (!counts) return <PartError />;
  const countOf = (key: CategoryKey) => counts.items.find((c) => c.category === key)?.count;
  return (
    <Grid $min={200}>
      {CATEGORY_KEYS.map((key) => {
        const count = countOf(key);
        return (
          <Tile key={key}>
            <Link to={pathTo('category', { category: key })}>
              <strong>{t(`common:categories.${key}`)}</strong>
              <Text $variant="fm-p3" $muted>
                {t('landing.categories.count', { count: count ?? 0 })}
              </Text>
            </Link>
          </Tile>
        );
      })}
    </Grid>
  );
}
