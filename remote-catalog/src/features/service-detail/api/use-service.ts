import type { ServiceDetail } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/**
 * A service by id with what its page shows beside it (its agent's newest reviews, the services most like it): one
 * answer, so the page asks once. A malformed id is not asked for (treated as not found).
 */
export function useService(id: number | null) {
  return useApi<ServiceDetail>(id === null ? null : `/misc/services/${id}`);
}
