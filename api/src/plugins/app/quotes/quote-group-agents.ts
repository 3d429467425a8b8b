// The agents a group quote request goes to (issue 49: one request to the agents on a lane): who they are, and for
// each its best-matching service on the lane (the request is stored with it, as a request from its page would be).
import type { Kysely } from 'kysely';
import type { QuoteGroupAgentT } from '@cargora/shared/contracts/schemas';
import type { Database } from '../../../db/types';
import { placeName } from '../../../lib/place-names';
import { whereFilters } from '../services/service-queries';
import type { ContentLangT } from '@cargora/shared/contracts/schemas';

/** The agents among `ids` that exist, with how many services each lists (0: it serves nothing), in the order asked. */
export async function groupAgents(db: Kysely<Database>, ids: readonly number[], lang: ContentLangT): Promise<QuoteGroupAgentT[]> {
  if (ids.length === 0) return [];
  const [agents, counts] = await Promise.all([
    db.selectFrom('agents').select(['id', 'user_id', 'company_name', 'country']).where('id', 'in', [...ids]).execute(),
    db
      .selectFrom('services')
      .select(['agent_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('agent_id', 'in', [...ids])
      .groupBy('agent_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [Number(c.agent_id), Number(c.n)]));
  const byId = new Map(agents.map((a) => [Number(a.id), a]));
  return ids.flatMap((id) => {
    const a = byId.get(id);
    return a
      ? [{ id, userId: a.user_id, companyName: a.company_name, country: placeName.country(a.country, lang), serviceCount: countOf.get(id) ?? 0 }]
      : [];
  });
}

/**
 * Each agent's best-matching service for a request (by agent id): its cheapest on the route in the request's mode,
 * else its cheapest on the route in another mode; agents with nothing on the route are left out.
 */
export async function bestServices(
  db: Kysely<Database>,
  agentIds: readonly number[],
  route: { origin: string; destination: string; mode: string },
): Promise<Map<number, number>> {
  const best = new Map<number, number>();
  if (agentIds.length === 0) return best;
  const rows = await db
    .selectFrom('services')
    .select(['agent_id', 'id', 'mode'])
    .where(whereFilters({ origin: route.origin, destination: route.destination }, null))
    .where('agent_id', 'in', [...agentIds])
    .orderBy('price_usd')
    .orderBy('id')
    .execute();
  for (const inMode of [true, false]) {
    for (const row of rows) {
      if ((row.mode === route.mode) === inMode && !best.has(Number(row.agent_id))) best.set(Number(row.agent_id), Number(row.id));
    }
  }
  return best;
}
