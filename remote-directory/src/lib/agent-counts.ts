import type { AgentCountByCountry } from '@cargora/shared/contracts';
import { apiGet, apiGetOptional } from '@cargora/shared/runtime';

export interface AgentCounts {
  items: AgentCountByCountry[];
  total: number;
}

/** GET /misc/agent/count: agents per country (the worldwide index, whose page it is). */
export const fetchAgentCounts = (request: Request) => apiGet<AgentCounts>(request, '/misc/agent/count');

/** The same, for the country filter's options only: without them the filter still offers "all countries". */
export const fetchCountryOptions = (request: Request) =>
  apiGetOptional<AgentCounts>(request, '/misc/agent/count');
