import type { Storefront } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/** GET /misc/storefront/:userId: the agent, their first services and rating summary. */
export function useStorefront(userId: string) {
  return useApi<Storefront>(userId ? `/misc/storefront/${encodeURIComponent(userId)}` : null);
}
