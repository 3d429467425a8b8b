import styled from 'styled-components';
import { CATEGORY_KEYS, type CategoryKey, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { Card, Text, Link } from '@cargora/shared/ui';
import { PartError } from '../../../components/part-error';
import { ShelfGrid } from '../../../components/shelf-grid';

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

function CategoryTile({ to, name, count }: { to: string; name: string; count: number }) {
  const { t } = useTranslation('catalog');
  return (
    <Tile>
      <Link to={to}>
        <strong>{name}</strong>
        <Text $variant="fm-p3" $muted>
          {t('landing.categories.count', { count })}
        </Text>
      </Link>
    </Tile>
  );
}

/**
 * All services, then the seven categories, with their service counts: eight tiles, full rows of the shelf's 1, 2 or 4
 * columns. Names come from common, counts from the API (null: not read).
 */
export default function CategoryCounts({ counts }: { counts: CategoryCountsData | null }) {
  const { t } = useTranslation('catalog');
  if (!counts) return <PartError />;
  const countOf = (key: CategoryKey) => counts.items.find((c) => c.category === key)?.count ?? 0;
  return (
    <ShelfGrid>
      <CategoryTile to={pathTo('allServices')} name={t('common:categories.all')} count={counts.total} />
      {CATEGORY_KEYS.map((key) => (
        <CategoryTile key={key} to={pathTo('category', { category: key })} name={t(`common:categories.${key}`)} count={countOf(key)} />
      ))}
    </ShelfGrid>
  );
}
