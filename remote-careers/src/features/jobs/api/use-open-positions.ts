import { MAX_PAGE_SIZE, type Career, type Page } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export const CAREERS_ENDPOINT = '/misc/careers';

// The API filters careers by page only, so we take the largest page and filter on the client.
const ALL_OPEN = { page: 1, pageSize: MAX_PAGE_SIZE } as const;

export function useOpenPositions() {
  return useApi<Page<Career>>(CAREERS_ENDPOINT, ALL_OPEN);
}
