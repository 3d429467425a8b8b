import type { AgentSummary, Page } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export interface CompanyQuery {
  country: string;
  state: string;
  q?: string;
  page: number;
  pageSize: number;
}

/** GET /misc/company/directory: the companies of one region. */
export function useCompanies(query: CompanyQuery) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return useApi<Page<AgentSummary>>('/misc/company/directory', params);
}
