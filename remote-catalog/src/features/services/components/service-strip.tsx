import type { ReactNode } from 'react';
import type { Service } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Grid, LoadingGrid, ServiceCard } from '@cargora/shared/ui';
import { useServices } from '../api/use-services';
import type { ApiParams } from '../api/service-query';

/** A fixed selection of services (no filters, no paging), e.g. the landing page's newest. */
export default function ServiceStrip({
  params,
  renderActions,
}: {
  params: ApiParams;
  renderActions?: (service: Service) => ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const { data, error, loading, reload } = useServices(params);
  const count = Number(params.pageSize ?? 4);
  if (error) return <ErrorState message={error} onRetry={reload} />;
  if (loading || !data)
    return <LoadingGrid count={Math.min(count, 4)} label={t('services.results.loading')} />;
  if (data.items.length === 0) return <EmptyState title={t('services.results.emptyTitle')} />;
  return (
    <Grid $min={250}>
      {data.items.map((service) => (
        <ServiceCard key={service.id} service={service} actions={renderActions?.(service)} />
      ))}
    </Grid>
  );
}
