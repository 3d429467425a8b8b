import { useApi, type Page, type Service } from '@cargora/shared';
import type { ApiParams } from './service-query';

/** One page of /misc/services; a null `params` waits (e.g. for exchange rates). */
export function useServices(params: ApiParams | null) {
  return useApi<Page<Service>>(params ? '/misc/services' : null, params ?? undefined);
}
