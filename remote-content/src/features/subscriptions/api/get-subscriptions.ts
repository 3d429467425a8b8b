import type { SubscriptionPackage } from '@cargora/shared/contracts';
import { apiGet } from '@cargora/shared/runtime';

/** GET /misc/subscriptions: the agents' subscription packages (prices in USD). */
export const getSubscriptions = (request: Request) =>
  apiGet<{ items: SubscriptionPackage[] }>(request, '/misc/subscriptions');
