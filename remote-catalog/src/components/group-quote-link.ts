// The address of the group quote page (`/request-quotes`), linked from an empty search's and a lane page's agents:
// the features that show agents link to it without importing the group-quote feature.
import { LOAD_PARAMS, pathTo } from '@cargora/shared/contracts';

/** How many agents one group request goes to (the API's QUOTE_GROUP_MAX_AGENTS). */
export const GROUP_MAX_AGENTS = 5;

/**
 * The address of the group page for some agents and a lane, the load of `from` (a page's query) kept: the link of an
 * empty search's and a lane page's agents.
 */
export function groupQuoteHref(
  agentIds: readonly number[],
  lane: { origin?: string; destination?: string; mode?: string },
  from?: URLSearchParams,
): string {
  const query: Record<string, string> = { agents: agentIds.slice(0, GROUP_MAX_AGENTS).join(',') };
  for (const [key, value] of Object.entries(lane)) if (value) query[key] = value;
  for (const param of LOAD_PARAMS) {
    const value = from?.get(param);
    if (value) query[param] = value;
  }
  return pathTo('groupQuote', null, query);
}
