import type { AgentCountByState } from '@cargora/shared/contracts';
import { apiGet } from '@cargora/shared/runtime';

/**
 * GET /misc/agent/count/state?country=: the regions of a country with their number of agents, named in the page's
 * language. A country the API does not know (404) or refuses as malformed (400) throws that status.
 */
export const fetchStateCounts = (request: Request, country: string) =>
  apiGet<{ items: AgentCountByState[] }>(request, '/misc/agent/count/state', { country });
