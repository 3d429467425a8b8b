import type { Page, Service } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/** GET /misc/agent/services/:userId: every service of an agent, page by page; null waits. */
export function useAgentServices(userId: string | null, page: number, pageSize: number) {
  return useApi<Page<Service>>(userId ? `/misc/agent/services/${encodeURIComponent(userId)}` : null, {
    page,
    pageSize,
  });
}
