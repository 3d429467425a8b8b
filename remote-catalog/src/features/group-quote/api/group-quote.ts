// The group quote page (`/request-quotes?agents=3,7&origin=…&destination=…&mode=…` and the load): the agents it asks,
// read on the server, and the lane it is about, from the address (issue 49: one request to the agents on a lane).
import type { LoaderFunctionArgs } from '@cargora/shared/router';
import {
  TRANSPORT_MODES,
  type QuoteGroupAgent,
  type TransportMode,
} from '@cargora/shared/contracts';
import { apiGet, routeError, type MetaArgs, type PageMeta } from '@cargora/shared/runtime';
import { GROUP_MAX_AGENTS } from '../../../components/group-quote-link';

const AGENT_IDS = /^[0-9]{1,9}(,[0-9]{1,9})*$/;

export interface GroupQuoteData {
  /** The agents asked for that list services, in the order of the address (none when the address names none). */
  agents: QuoteGroupAgent[];
  lane: { origin: string; destination: string; mode: TransportMode | '' };
}

export async function loadGroupQuote({ request }: LoaderFunctionArgs): Promise<GroupQuoteData> {
  const query = new URL(request.url).searchParams;
  const asked = query.get('agents') ?? '';
  const mode = query.get('mode') ?? '';
  const lane = {
    origin: (query.get('origin') ?? '').slice(0, 100),
    destination: (query.get('destination') ?? '').slice(0, 100),
    mode: (TRANSPORT_MODES as readonly string[]).includes(mode) ? (mode as TransportMode) : ('' as const),
  };
  // No agents chosen yet: the page says where to find them.
  if (!asked) return { agents: [], lane };
  if (!AGENT_IDS.test(asked)) throw routeError(400);
  const ids = [...new Set(asked.split(','))].slice(0, GROUP_MAX_AGENTS);
  const found = await apiGet<QuoteGroupAgent[]>(request, '/misc/quote-requests/group/agents', {
    ids: ids.join(','),
  });
  const agents = found.filter((a) => a.serviceCount > 0);
  if (agents.length === 0) throw routeError(404);
  return { agents, lane };
}

/** A form, not content: never in search results. */
export function groupQuoteMeta({ t }: MetaArgs<GroupQuoteData>): PageMeta {
  return { title: t('groupQuote.title'), description: t('groupQuote.metaDescription'), noindex: true };
}
