// Agents a shipper can check (issue 49), seeded: what was verified about each agent and when, the quote requests it
// answered (./quote-history.ts: its response time is measured from them), and which reviews come from a booking. Pure
// generators (deterministic per agent or review, dates relative to `today`), and one step the seed runs after agents,
// services and reviews are written.
import type { Insertable, Kysely } from 'kysely';
import { requiredVerifications, type VerificationKind } from '@cargora/shared/contracts';
import type { AgentVerifications, ReviewBookings } from '../types.generated';
import type { Database } from '../types';
import { DAY, SEED, intBetween, mulberry32 } from '../seed-random';
import { seedQuoteHistory } from './quote-history';

export type VerificationRow = Insertable<AgentVerifications>;
export type ReviewBookingRow = Insertable<ReviewBookings> & { review_id: number };

export interface TrustAgent {
  id: number;
  verified: number;
  joined_at: string;
  country_code: string;
  completed_jobs: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => intBetween(r, 0, 9)).join('');

/** How a register or licence number reads, by kind and (for the trade register) by the country's register. */
function referenceOf(kind: VerificationKind, countryCode: string, r: () => number): string {
  const cc = countryCode.toUpperCase();
  if (kind === 'tradeRegister') {
    const byCountry: Record<string, () => string> = {
      NL: () => `KvK ${digits(r, 8)}`,
      DE: () => `HRB ${digits(r, 6)}`,
      FR: () => `RCS ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`,
      GB: () => `CRN ${digits(r, 8)}`,
      US: () => `EIN ${digits(r, 2)}-${digits(r, 7)}`,
      CN: () => `USCC 9131${digits(r, 14)}`,
      AE: () => `DED ${digits(r, 6)}`,
    };
    return (byCountry[cc] ?? (() => `${cc}-REG-${digits(r, 8)}`))();
  }
  if (kind === 'freightForwarderLicence' && cc === 'US') return `FMC OTI ${digits(r, 6)}`;
  const code: Record<Exclude<VerificationKind, 'tradeRegister'>, string> = {
    freightForwarderLicence: 'FF',
    customsBrokerLicence: 'CB',
    warehouseKeeperLicence: 'WK',
    portAgencyLicence: 'PA',
    freightBrokerLicence: 'FB',
    roadHaulageLicence: 'RH',
  };
  return `${cc}-${code[kind]}-${digits(r, 7)}`;
}

/**
 * What was verified about an agent with services in `categories`: nothing for an unverified agent; for a verified
 * one the trade register entry (no expiry) and every licence its categories need, each checked after it joined and
 * before today, each licence valid beyond today.
 */
export function agentVerifications(agent: TrustAgent, categories: readonly string[], today: Date): VerificationRow[] {
  if (Number(agent.verified) !== 1) return [];
  const r = mulberry32(SEED + 49_000 + agent.id);
  const now = today.getTime();
  const joined = Date.parse(agent.joined_at);
  // Checked on joining or at a renewal since: within the last two years, never before the agent joined.
  const earliest = Math.max(Number.isFinite(joined) ? joined : now - 365 * DAY, now - 730 * DAY);
  return requiredVerifications(categories).map((kind) => {
    const verifiedAt = earliest + r() * Math.max(DAY, now - 7 * DAY - earliest);
    return {
      agent_id: agent.id,
      kind,
      reference: referenceOf(kind, agent.country_code, r),
      verified_at: isoDay(Math.min(verifiedAt, now - DAY)),
      expires_at: kind === 'tradeRegister' ? null : isoDay(now + intBetween(r, 60, 900) * DAY),
    };
  });
}

/**
 * The booking a review comes from: seven in ten reviews of a service were written through the customer's booking
 * (booked before the review); a review of no particular service never is.
 */
export function reviewBooking(review: { id: number; service_id: number | null; created_at: string }): ReviewBookingRow | null {
  if (review.service_id === null) return null;
  const r = mulberry32(SEED + 51_000 + review.id);
  if (r() >= 0.7) return null;
  const written = Date.parse(review.created_at);
  return {
    review_id: review.id,
    booking_reference: `BK-${String(review.id).padStart(8, '0')}`,
    booked_at: isoDay((Number.isFinite(written) ? written : Date.now()) - intBetween(r, 5, 45) * DAY),
  };
}

async function insertAll<T extends 'agent_verifications' | 'review_bookings'>(
  db: Kysely<Database>,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto(table).values(rows.slice(i, i + 500) as never).execute();
}

/** Writes the verifications, quote requests with their answers and review bookings of the seeded agents and reviews; their count. */
export async function seedAgentTrust(db: Kysely<Database>, today = new Date()): Promise<number> {
  const agents = await db.selectFrom('agents').select(['id', 'verified', 'joined_at', 'country_code', 'completed_jobs']).orderBy('id').execute();
  const categories = new Map<number, string[]>();
  for (const row of await db.selectFrom('services').select(['agent_id', 'category']).distinct().execute()) {
    const list = categories.get(Number(row.agent_id)) ?? [];
    list.push(row.category);
    categories.set(Number(row.agent_id), list);
  }
  const verifications: VerificationRow[] = [];
  for (const a of agents) {
    const agent = { ...a, id: Number(a.id), completed_jobs: Number(a.completed_jobs) };
    verifications.push(...agentVerifications(agent, categories.get(agent.id) ?? [], today));
  }
  await db.transaction().execute((trx) => insertAll(trx, 'agent_verifications', verifications as never));
  const quotes = await db.transaction().execute((trx) => seedQuoteHistory(trx, today));
  // Reviews a page at a time: a large seed has millions.
  let bookings = 0;
  for (let after = 0; ; ) {
    const page = await db.selectFrom('reviews').select(['id', 'service_id', 'created_at']).where('id', '>', after).orderBy('id').limit(20_000).execute();
    if (page.length === 0) break;
    const rows = page.flatMap((rv) => reviewBooking({ id: Number(rv.id), service_id: rv.service_id === null ? null : Number(rv.service_id), created_at: rv.created_at }) ?? []);
    await db.transaction().execute((trx) => insertAll(trx, 'review_bookings', rows as never));
    bookings += rows.length;
    after = Number(page[page.length - 1]!.id);
  }
  return verifications.length + quotes + bookings;
}
