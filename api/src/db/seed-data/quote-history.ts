// The quote requests agents received over the last year and their answers (issue 49), seeded so an agent's response
// time on its storefront is measured from real data at every seed size: each agent answers at its own pace (from
// within the hour to days), with a long tail and some requests never answered. Deterministic per agent, dates relative
// to the seed date; every request is at least SETTLED_DAYS old, so each one's outcome is final (answered, or past the
// response time's cap) and none counts toward today's quote quotas.
import bcrypt from 'bcryptjs';
import type { Insertable, Kysely } from 'kysely';
import { RESPONSE_TIME_RULES } from '@cargora/shared/contracts';
import type { QuoteRequests } from '../types.generated';
import type { Database } from '../types';
import { DAY, SEED, intBetween, mulberry32, pick, round2 } from '../seed-random';

export type SeededQuoteRow = Insertable<QuoteRequests>;

const HOUR = 3_600_000;
/** The youngest seeded request: older than the response time's cap. */
export const SETTLED_DAYS = RESPONSE_TIME_RULES.capHours / 24 + 1;
/** The most requests one agent receives in the seeded year. */
export const MAX_SEEDED_REQUESTS = 60;

/**
 * The demo agent's account (development and demos: the agent stand-in site signs in with it, like the demo customer
 * on the customer's): it answers for the first agent's quote requests.
 */
export const DEMO_AGENT = { userId: 2, agentId: 1, email: 'agent@cargora.test', password: 'cargora-agent', name: 'Avery Agent' };

export interface QuoteAgent {
  id: number;
  verified: number;
  joined_at: string;
  completed_jobs: number;
}

export interface QuoteService {
  id: number;
  mode: string;
  origin_city: string;
  destination_city: string;
  price: number;
  currency: string;
}

const REFERENCE_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CARGO = [
  'Machine parts on pallets', 'Textiles in cartons', 'Frozen seafood', 'Furniture, flat-packed', 'Auto spare parts',
  'Electronics, palletised', 'Coffee beans in bags', 'Medical supplies', 'Ceramic tiles', 'Household goods',
];
const NAMES = ['Amira Haddad', 'Lucas Martin', 'Chen Wei', 'Sofia Rossi', 'Jonas Berg', 'Fatima Zahra', 'Daniel Okoro', 'Marie Dubois', 'Omar Khalil', 'Emma Jansen'];
const CONTAINER_MODES = new Set(['sea', 'rail', 'multimodal']);

/** A standard normal draw (Box–Muller). */
const gaussian = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const hex = (r: () => number, n: number) => Array.from({ length: n }, () => intBetween(r, 0, 15).toString(16)).join('');

/**
 * The requests one agent received in the year before `today` (none before it joined), addressed to its services
 * (or to the agent itself when it has none), each answered after a delay drawn around the agent's own pace, or not.
 */
export function agentQuoteHistory(agent: QuoteAgent, services: readonly QuoteService[], today: Date): SeededQuoteRow[] {
  const r = mulberry32(SEED + 52_000 + agent.id);
  const now = today.getTime();
  const last = now - SETTLED_DAYS * DAY;
  const joined = Date.parse(agent.joined_at);
  const first = Math.max(Number.isFinite(joined) ? joined : now - 365 * DAY, now - 365 * DAY + DAY);
  if (first >= last) return [];
  // One agent in twelve has had too few requests yet to measure; the others as many as their work suggests.
  const count = agent.completed_jobs < 3 || r() < 1 / 12
    ? intBetween(r, 0, RESPONSE_TIME_RULES.minRequests - 1)
    : intBetween(r, RESPONSE_TIME_RULES.minRequests, Math.min(MAX_SEEDED_REQUESTS, 3 + Math.floor(agent.completed_jobs / 5)));
  // The agent's pace: most answer within hours, a few take days (verified agents are quicker); some let requests lapse.
  const paceHours = 0.5 + Math.pow(r(), 2) * (Number(agent.verified) === 1 ? 36 : 72);
  const lapses = 0.03 + r() * 0.12;
  const rows: SeededQuoteRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = first + Math.floor(r() * (last - first));
    const service = services.length > 0 ? pick(r, services) : null;
    const mode = service?.mode ?? 'road';
    const delayHours = Math.max(0.1, paceHours * Math.exp(0.9 * gaussian(r)));
    const answered = r() >= lapses;
    const answeredAt = created + Math.round(delayHours * HOUR);
    const reference = Array.from({ length: 8 }, () => REFERENCE_DIGITS[intBetween(r, 0, REFERENCE_DIGITS.length - 1)]).join('');
    rows.push({
      id: `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`,
      reference: `Q-${reference.slice(0, 4)}-${reference.slice(4)}`,
      status: answered ? 'quoted' : 'received',
      service_id: service?.id ?? null,
      agent_id: agent.id,
      user_id: null,
      mode,
      origin: service?.origin_city ?? 'Rotterdam',
      destination: service?.destination_city ?? 'Antwerp',
      ready_date: new Date(created + intBetween(r, 5, 30) * DAY).toISOString().slice(0, 10),
      cargo: pick(r, CARGO),
      weight_kg: intBetween(r, 80, 24_000),
      volume_m3: round2(intBetween(r, 1, 60) + r()),
      containers: CONTAINER_MODES.has(mode) ? intBetween(r, 1, 4) : null,
      incoterm: pick(r, ['FOB', 'EXW', 'CIF', 'DAP', null]),
      name: pick(r, NAMES),
      email: `shipper${intBetween(r, 1, 9999)}@example.com`,
      message: '',
      // Documentation addresses (RFC 5737): no real visitor's.
      client_ip: `192.0.2.${intBetween(r, 1, 254)}`,
      created_at: new Date(created).toISOString(),
      answered_at: answered ? new Date(answeredAt).toISOString() : null,
      answer_amount: answered ? round2((service?.price ?? 500) * (0.9 + r() * 0.4)) : null,
      answer_currency: answered ? (service?.currency ?? 'EUR') : null,
      answer_valid_until: answered ? new Date(answeredAt + intBetween(r, 14, 30) * DAY).toISOString().slice(0, 10) : null,
      answer_message: answered ? '' : null,
    });
  }
  return rows;
}

/** Writes the seeded agents' quote requests and answers, and the demo agent's account; the requests' count. */
export async function seedQuoteHistory(db: Kysely<Database>, today: Date): Promise<number> {
  const agents = await db.selectFrom('agents').select(['id', 'verified', 'joined_at', 'completed_jobs']).orderBy('id').execute();
  // A sample of each agent's services is enough to address its requests (a large seed has millions of services).
  const services = new Map<number, QuoteService[]>();
  for (let after = 0; ; ) {
    const page = await db
      .selectFrom('services')
      .select(['id', 'agent_id', 'mode', 'origin_city', 'destination_city', 'price', 'currency'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(20_000)
      .execute();
    if (page.length === 0) break;
    for (const s of page) {
      const list = services.get(Number(s.agent_id)) ?? [];
      if (list.length < 20) list.push({ ...s, id: Number(s.id), price: Number(s.price) });
      services.set(Number(s.agent_id), list);
    }
    after = Number(page[page.length - 1]!.id);
    if (after > 200_000) break;
  }
  const seen = new Set<string>();
  let written = 0;
  let batch: SeededQuoteRow[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('quote_requests').values(batch).execute();
    written += batch.length;
    batch = [];
  };
  for (const a of agents) {
    const agent = { ...a, id: Number(a.id), verified: Number(a.verified), completed_jobs: Number(a.completed_jobs) };
    for (const row of agentQuoteHistory(agent, services.get(agent.id) ?? [], today)) {
      // References are unique: a (rare) repeat of the draw is left out.
      if (seen.has(row.reference)) continue;
      seen.add(row.reference);
      batch.push(row);
      if (batch.length >= 500) await flush();
    }
  }
  await flush();
  if (agents.some((a) => Number(a.id) === DEMO_AGENT.agentId)) {
    const { userId: id, email, name, password, agentId } = DEMO_AGENT;
    await db.insertInto('users').values({ id, email, name, password_hash: await bcrypt.hash(password, 10), role: 'agent', created_at: today.toISOString() }).execute();
    await db.insertInto('agent_accounts').values({ user_id: id, agent_id: agentId }).execute();
  }
  return written;
}
