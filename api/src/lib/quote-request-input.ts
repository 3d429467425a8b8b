// What both quote request endpoints (one agent: quote-requests/index.ts; several: quote-requests/group.ts) do with a
// request before storing it: the shared rule set's check, the load's, the sender, the Idempotency-Key and the quotas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readQuoteRequestBody, type QuoteRequestBodyT, type QuoteRequestValues } from '@cargora/shared/contracts/schemas';
import type { Load } from '@cargora/shared/contracts';
import { SESSION_COOKIE } from '../plugins/app/auth/session-cookie';
import { canonicalJson, fingerprintOf, idempotencyKeyOf, type IdempotentRequest } from '../plugins/app/idempotency/idempotency-keys';
import { badRequest } from './http-errors';
import type { DailyQuota } from './daily-quota';

const DAY_MS = 24 * 3600 * 1000;

/** The first ready date the API accepts: yesterday in UTC, so a visitor west of Greenwich can still pick their today. */
const firstAcceptedDate = () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

/** The request's fields as the rule set reads them (what was not given: empty). */
type QuoteFields = Omit<QuoteRequestBodyT, 'serviceId' | 'agentId'>;

/**
 * The values and the load of a quote request body, checked by the shared rule set and the load's rule; a 400 naming
 * the first wrong field otherwise.
 */
export function checkedQuoteRequest(body: QuoteFields): { values: QuoteRequestValues; load: Load | null } {
  // The rule set reads the body (the load's type, value and currency are fields of the form too) and words the 400.
  const read = readQuoteRequestBody(body, { today: firstAcceptedDate() });
  if ('error' in read) throw badRequest(read.error);
  return read;
}

/**
 * The signed-in customer when the request carries a valid token of one (a bearer header, or the site's session
 * cookie); a guest otherwise (a stale token included).
 */
export async function customerOf(fastify: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (!request.headers.authorization && !request.cookies?.[SESSION_COOKIE]) return null;
  try {
    const user = await fastify.auth.currentUser(request);
    return user.role === 'customer' ? user.id : null;
  } catch {
    return null;
  }
}

/** The request's Idempotency-Key with what it asks for, under the endpoint's `scope`; undefined without the header. */
export function idempotentOf(request: FastifyRequest, scope: string): IdempotentRequest | undefined {
  const key = idempotencyKeyOf(request);
  return key === undefined ? undefined : { scope, key, fingerprint: fingerprintOf(canonicalJson(request.body)) };
}

/** The daily quotas of quote requests (each request to an agent counts one). */
export function quoteQuota(fastify: FastifyInstance): DailyQuota {
  const { quotesPerIpPerDay, quotesPerDay } = fastify.config;
  return {
    what: 'quote requests', perIp: quotesPerIpPerDay, all: quotesPerDay,
    countSince: (since: string, ip?: string) => fastify.quotesRepository.countSince(since, ip),
  };
}
