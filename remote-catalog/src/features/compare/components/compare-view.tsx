import { useEffect } from 'react';
import { useRevalidator } from '@cargora/shared/router';
import styled from 'styled-components';
import { MAX_COMPARE, pathTo, type Service } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useQueryParams, colors, shape } from '@cargora/shared/runtime';
import { Button, EmptyState, ErrorState, LoadingGrid, Text, Link } from '@cargora/shared/ui';
import type { Comparison } from '../api/compared-services';
import { useCompareItems, useCompareStore } from '../hooks/compare-store';
import { CompareTable, mixedComparison } from './compare-table';
import { LoadForm } from '../../../components/load/load-form';

const Notice = styled(Text)`
  margin-bottom: 16px;
  padding: 10px 14px;
  border-radius: ${shape.radius}px;
  background: ${colors.surfaceAlt};
`;

/**
 * The side-by-side comparison of the services the page's loader read: those the address names (a shared link), else
 * the visitor's tray, whose ids are put in the address (replacing it) once the page knows them, so the loader reads them.
 */
export function CompareView({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation('catalog');
  const { update } = useQueryParams();
  const revalidator = useRevalidator();
  const trayItems = useCompareItems();
  const removeFromTray = useCompareStore((s) => s.remove);
  const { fromUrl, results } = comparison;
  const ids = results.map((r) => r.id);
  const trayIds = trayItems.slice(0, MAX_COMPARE).map((i) => i.id);
  const fromTray = !fromUrl && trayIds.length > 0;
  const trayKey = trayIds.join(',');
  useEffect(() => {
    if (fromTray) update({ ids: trayKey }, { replace: true });
  }, [fromTray, trayKey, update]);

  const remove = (id: number) => {
    removeFromTray(id);
    if (!fromUrl) return;
    const rest = ids.filter((i) => i !== id);
    update({ ids: rest.join(',') });
  };

  if (fromTray) return <LoadingGrid count={trayIds.length} label={t('compare.loading')} />;
  if (ids.length === 0)
    return (
      <EmptyState title={t('compare.emptyTitle')} hint={t('compare.emptyHint')}>
        <Link to={pathTo('allServices')}>{t('compare.browse')}</Link>
      </EmptyState>
    );
  const services = results.flatMap((r) => (r.service ? [r.service] : [])) as Service[];
  const missing = results.filter((r) => r.missing);
  const failed = results.filter((r) => r.error);
  const mixed = mixedComparison(services);
  return (
    <>
      {comparison.requested > MAX_COMPARE && (
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
      {failed.length > 0 && <ErrorState message={failed[0]!.error} onRetry={() => void revalidator.revalidate()} />}
      {services.length > 0 && <LoadForm />}
      {mixed && (
        <Notice role="note" data-testid="compare-mixed">
          {t(`compare.mixed.${mixed}`)}
        </Notice>
      )}
      {services.length > 0 && <CompareTable services={services} onRemove={remove} crownCost={!mixed} />}
      {services.length === 1 && (
        <Text $muted style={{ marginTop: 16 }}>
          {t('compare.addMore')} <Link to={pathTo('allServices')}>{t('compare.browse')}</Link>
        </Text>
      )}
    </>
  );
}
