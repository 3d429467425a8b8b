import { useApi, type Page, type Review, type Service } from '@cargora/shared';

/** A service by id; a malformed id is not asked for (treated as not found). */
export function useService(id: number | null) {
  return useApi<Service>(id === null ? null : `/misc/services/${id}`);
}

export function useAgentReviews(userId: string) {
  return useApi<Page<Review>>(`/misc/storefront/reviews/${encodeURIComponent(userId)}`, { pageSize: 5 });
}

/** Services like this one, most similar first: the API ranks them (category, mode, lane) and never lists the service itself. */
export function useSimilarServices(service: Service, shown: number) {
  return useApi<{ items: Service[] }>(`/misc/services/${service.id}/similar`, { limit: shown });
}
