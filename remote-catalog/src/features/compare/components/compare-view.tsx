import { useMemo } from 'react';
import styled from 'styled-components';
import { MAX_COMPARE, pathTo, type Service } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { parseId, useQueryParams, colors, shape } from '@cargora/shared/runtime';
import { Button, EmptyState, ErrorState, LoadingGrid, Text, Link } from '@cargora/shared/ui';
import { useServicesByIds } from '../api/use-services-by-ids';
import { useCompareItems, useCompareStore } from '../hooks/compare-store';
import { CompareTable } from './compare-table';

const Notice = styled(Text)`
  margin-bottom: 16px;
  padding: 10px 14px;
  border-radius: ${shape.radius}px;
  background: ${colors.surfaceAlt};
`;

/** Parses `?ids=1,2,3`: valid ids, no duplicates, in order. */
export function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const id = parseId(part.trim());
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The side-by-side comparison: ids from the URL (a shared link), else from the visitor's tray. */
export function CompareView() {
  const { t } = useTranslation('catalog');
  const { params, update } = useQueryParams();
  const trayItems = useCompareItems();
  const removeFromTray = useCompareStore((s) => s.remove);
  const fromUrl = params.has('ids');
  const requested = useMemo(
    () => (fromUrl ? parseIds(params.get('ids')) : trayItems.map((i) => i.id)),
    [fromUrl, params, trayItems],
  );
  const ids = requested.slice(0, MAX_COMPARE);
  const { results, loading, reload } = useServicesByIds(ids);

  const remove = (id: number) => {
    removeFromTray(id);
    if (!fromUrl) return;
    const rest = ids.filter((i) => i !== id);
    update({ ids: rest.join(',') });
  };

  if (ids.length === 0)
    return (
      <EmptyState title={t('compare.emptyTitle')} hint={t('compare.emptyHint')}>
        <Link to={pathTo('allServices')}>{t('compare.browse')}</Link>
      </EmptyState>
    );
  if (loading) return <LoadingGrid count={ids.length} label={t('compare.loading')} />;

  const services = results.flatMap((r) => (r.service ? [r.service] : [])) as Service[];
  const missing = results.filter((r) => r.missing);
  const failed = results.filter((r) => r.error);
  return (
    <>
      {requested.length > MAX_COMPARE && (
        <Notice role="status">{t('compare.full', { count: MAX_COMPARE })}</Notice>
      )}
      {missing.map((r) => (
        <Notice key={r.id} role="status">
          {t('compare.missing', { id: r.id })}{' '}
          <Button type="button" $variant="outline" onClick={() => remove(r.id)}>
            {t('compare.remove')}
          </Button>
        </Notice>
      ))}
      {failed.length > 0 && <ErrorState message={failed[0].error} onRetry={reload} />}
      {services.length > 0 && <CompareTable services={services} onRemove={remove} />}
      {services.length === 1 && (
        <Text $muted style={{ marginTop: 16 }}>
          {t('compare.addMore')} <Link to={pathTo('allServices')}>{t('compare.browse')}</Link>
        </Text>
      )}
    </>
  );
}
