import { useApi, type Category } from '@cargora/shared';

export function useCategories() {
  return useApi<{ items: Category[] }>('/misc/category/all');
}
