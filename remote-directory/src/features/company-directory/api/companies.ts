import type { AgentSummary, Page } from '@cargora/shared/contracts';
import { apiGet, parsePage } from '@cargora/shared/runtime';

export const COMPANY_PAGE_SIZE = 12;

/** The company search as it stands in the URL (`q`, `page`). */
export function companyQueryOf(search: URLSearchParams) {
  return { q: (search.get('q') ?? '').trim(), page: parsePage(search.get('page')) };
}

/** GET /misc/company/directory: the companies of one region, one page of them (a region it does not know: 404). */
export function fetchCompanies(
  request: Request,
  { country, state, q, page }: { country: string; state: string; q: string; page: number },
) {
  const params = { country, state, ...(q ? { q } : {}), page, pageSize: COMPANY_PAGE_SIZE };
  return apiGet<Page<AgentSummary>>(request, '/misc/company/directory', params);
}
