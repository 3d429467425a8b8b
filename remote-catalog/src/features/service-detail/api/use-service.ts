import { useApi, type Page, type Review, type Service } from '@cargora/shared';

/** A service by id; a malformed id is not asked for (treated as not found). */
export function useService(id: number | null) {
  return useApi<Service>(id === null ? null : `/misc/services/${id}`);
}

export function useAgentReviews(userId: string) {
  return useApi<Page<Review>>(`/misc/storefront/reviews/${encodeURIComponent(userId)}`, { pageSize: 5 });
}

/** One more than shown, so four remain once the current service is left out. */
export function useSimilarServices(service: Service, shown: number) {
  return useApi<Page<Service>>('/misc/services', { category: service.category, pageSize: shown + 1 });
}
