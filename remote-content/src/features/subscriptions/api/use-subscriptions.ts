import { useApi, type SubscriptionPackage } from '@cargora/shared';

export function useSubscriptions() {
  return useApi<{ items: SubscriptionPackage[] }>('/misc/subscriptions');
}
