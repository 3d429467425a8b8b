import type { AgentCountByState } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/** GET /misc/agent/count/state?country=: the regions of a country with their number of agents. */
export function useStateCounts(country: string) {
  return useApi<{ items: AgentCountByState[] }>(country ? '/misc/agent/count/state' : null, { country });
}
