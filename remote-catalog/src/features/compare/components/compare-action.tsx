import type { Service } from '@cargora/shared/contracts';
import { CompareToggle } from './compare-toggle';

/** The per-service compare control that routes plug into service lists and details. */
export const compareAction = (service: Service) => <CompareToggle id={service.id} title={service.title} />;
