import type { ReactNode } from 'react';
import type { Page, ServiceListed } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { EmptyState, ServiceCard } from '@cargora/shared/ui';
import { PartError } from '../../../components/part-error';
import { ShelfGrid } from '../../../components/shelf-grid';

/** A fixed selection of services (no filters, no paging), e.g. the landing page's newest; null: it could not be read. */
export default function ServiceStrip({
  services,
  renderActions,
}: {
  services: Page<ServiceListed> | null;
  renderActions?: (service: ServiceListed) => ReactNode;
}) {
  const { t } = useTranslation('catalog');
  if (!services) return <PartError />;
  if (services.items.length === 0) return <EmptyState title={t('services.results.emptyTitle')} />;
  return (
    <ShelfGrid>
      {services.items.map((service) => (
        <ServiceCard key={service.id} service={service} actions={renderActions?.(service)} />
      ))}
    </ShelfGrid>
  );
}
