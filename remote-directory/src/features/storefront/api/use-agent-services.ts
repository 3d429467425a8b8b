import { useApi, type Page, type Service } from '@cargora/shared';

/** GET /misc/agent/services/:userId: every service of an agent, page by page; null waits. */
export function useAgentServices(userId: string | null, page: number, pageSize: number) {
  return useApi<Page<Service>>(userId ? `/misc/agent/services/${encodeURIComponent(userId)}` : null, {
    page,
    pageSize,
  });
}
