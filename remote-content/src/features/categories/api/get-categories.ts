import type { Category } from '@cargora/shared/contracts';
import { apiGet } from '@cargora/shared/runtime';

/** GET /misc/category/all: the service categories with how many services each has. */
export const getCategories = (request: Request) =>
  apiGet<{ items: Category[] }>(request, '/misc/category/all');
