import type { SubscriptionPackage } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export function useSubscriptions() {
  return useApi<{ items: SubscriptionPackage[] }>('/misc/subscriptions');
}
