import type { ServiceListed } from '@cargora/shared/contracts';
import { CompareToggle } from './compare-toggle';

/** The per-service compare control that routes plug into service lists and details. */
export const compareAction = (service: Pick<ServiceListed, 'id' | 'title'>) => <CompareToggle id={service.id} title={service.title} />;
