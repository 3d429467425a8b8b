import { useApi } from '@cargora/shared/runtime';

/** GET /misc/services/counts/all: services per category and in all. */
export function useServiceCounts() {
  return useApi<{ items: { category: string; count: number }[]; total: number }>('/misc/services/counts/all');
}
