import type { Career } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/** One open position; a null id waits (nothing to fetch for a malformed id). */
export function useCareer(id: number | null) {
  return useApi<Career>(id === null ? null : `/misc/careers/${id}`);
}
