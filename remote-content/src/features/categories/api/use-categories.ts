import type { Category } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export function useCategories() {
  return useApi<{ items: Category[] }>('/misc/category/all');
}
