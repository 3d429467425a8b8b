// What both quote request endpoints (one agent: quote-requests/index.ts; several: quote-requests/group.ts) do with a
// request before storing it: the shared rule set's check, the load's, the sender, the Idempotency-Key and the quotas.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { readQuoteRequestBody, type QuoteRequestBodyT, type QuoteRequestValues } from '@cargora/shared/contracts/schemas';
import type { Load } from '@cargora/shared/contracts';
import { SESSION_COOKIE } from '../plugins/app/auth/session-cookie';
import {
  answerOfTwin, canonicalJson, fingerprintOf, idempotencyKeyOf, recordAnswer, recordedAnswer, type IdempotentRequest,
} from '../plugins/app/idempotency/idempotency-keys';
import type { Database } from '../db/types';
import { badRequest } from './http-errors';
import { requireDailyQuota, type DailyQuota } from './daily-quota';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The first day the API accepts as a quote's ready date or an answer's validity: yesterday in UTC, so a visitor or
 * an agent west of Greenwich can still pick their today.
 */
export const firstAcceptedDate = () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

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

/** The first answer again, for a repeat of a stored request (what its Idempotency-Key recorded). */
type Replay<R = unknown> = (request: FastifyRequest, reply: FastifyReply, recorded: unknown) => Promise<R>;

/**
 * The preHandler of a quote request endpoint (`scope`): a repeat of a stored request is answered before the quotas (it
 * stores nothing); else there must be room to store, and the daily quotas must take the `coming` requests.
 */
export function quotePreHandler(fastify: FastifyInstance, scope: string, replay: Replay, coming: (request: FastifyRequest) => number = () => 1) {
  const quota = quoteQuota(fastify);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const idempotent = idempotentOf(request, scope);
    const recorded = idempotent && (await recordedAnswer(fastify.db, idempotent));
    if (recorded !== undefined) return reply.send(await replay(request, reply, recorded));
    await fastify.storage.requireFreeSpace();
    await requireDailyQuota(quota, request.ip, coming(request));
  };
}

/**
 * Stores through `store`, whose transaction also records `record` under the request's Idempotency-Key (`scope`); when
 * the same key was sent twice at once, the first one stored and this one answers as its repeat (`replay`).
 */
export async function storeOnce<T, R>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  record: unknown,
  store: (alsoStore: ((trx: Transaction<Database>) => Promise<void>) | undefined) => Promise<T>,
  replay: Replay<R>,
): Promise<{ stored: T } | { replayed: R }> {
  const idempotent = idempotentOf(request, scope);
  try {
    return { stored: await store(idempotent && ((trx) => recordAnswer(trx, idempotent, record))) };
  } catch (err) {
    const twin = await answerOfTwin(fastify.db, idempotent, err);
    if (twin === undefined) throw err;
    return { replayed: await replay(request, reply, twin) };
  }
}
