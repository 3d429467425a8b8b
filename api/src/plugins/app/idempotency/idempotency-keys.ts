import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { HttpError, badRequest } from '../../../lib/http-errors';
import type { Database } from '../../../db/types';

/**
 * Idempotency keys (the `Idempotency-Key` request header): a client that lost the answer to a POST sends it again with
 * the same key and gets the first answer back instead of storing a second copy. The key is recorded in the same
 * transaction as what the request stored, so "stored" and "key recorded" cannot come apart (an API dying in between
 * rolls both back).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered (at least 24 h, as clients are told). */
export const IDEMPOTENCY_KEEP_MS = 48 * 3600 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;
const UNIQUE_VIOLATION = /UNIQUE|unique|23505/;

export interface IdempotentRequest {
  /** The endpoint the key belongs to: a key used on one endpoint means nothing on another. */
  scope: string;
  key: string;
  /** A digest of what the request asks for: the same key with another body is refused. */
  fingerprint: string;
}

/** The request's key (undefined without the header); a malformed one is a 400. */
/** The schema of the optional header, for the routes that take it (the key's own check is idempotencyKeyOf's). */
export const IdempotencyKeyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) });

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) throw badRequest('Idempotency-Key must be 1-255 visible ASCII characters (a UUID, say)');
  return value;
}

/** A digest of a request's parts (each length-prefixed, so no two different lists of parts give the same text). */
export function fingerprintOf(...parts: Array<string | Buffer>): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('hex');
}

/** Sorted-key JSON of a parsed body: the same fields in another order are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What the first request with this key answered (the JSON the route recorded), or undefined when the key is new.
 * The same key with a different request: 422.
 */
export async function recordedAnswer(db: Kysely<Database>, request: IdempotentRequest): Promise<unknown> {
  const row = await recordedKey(db, request.scope, request.key);
  if (!row) return undefined;
  if (row.fingerprint !== request.fingerprint) {
    throw new HttpError(422, 'This Idempotency-Key was already used with a different request; send a new key for a new request');
  }
  return JSON.parse(row.response) as unknown;
}

/** A key recorded on an endpoint and not yet forgotten. */
const recordedKey = (db: Kysely<Database>, scope: string, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '>=', new Date(Date.now() - IDEMPOTENCY_KEEP_MS).toISOString())
    .executeTakeFirst();

/** Whether a key was recorded on an endpoint (whatever request it came with): a repeat, to be answered, not counted. */
export async function isRecorded(db: Kysely<Database>, scope: string, key: string): Promise<boolean> {
  return (await recordedKey(db, scope, key)) !== undefined;
}

/** Records the key and the answer to replay, inside the transaction that stores what the request created. */
export async function recordAnswer(trx: Transaction<Database>, request: IdempotentRequest, answer: unknown): Promise<void> {
  const now = Date.now();
  // Forgotten keys go first (their index makes this cheap), so the table holds about two days of keys.
  await trx.deleteFrom('idempotency_keys').where('created_at', '<', new Date(now - IDEMPOTENCY_KEEP_MS).toISOString()).execute();
  await trx
    .insertInto('idempotency_keys')
    .values({ scope: request.scope, key: request.key, fingerprint: request.fingerprint, response: JSON.stringify(answer), created_at: new Date(now).toISOString() })
    .execute();
}

/**
 * After a store failed: when the cause is a twin request with the same key that committed first (its key row is the
 * unique violation), that twin's answer; else undefined (the failure stands).
 */
export async function answerOfTwin(db: Kysely<Database>, request: IdempotentRequest | undefined, err: unknown): Promise<unknown> {
  if (!request) return undefined;
  const text = `${String((err as { code?: unknown } | null)?.code)} ${(err as Error | null)?.message ?? ''}`;
  if (!UNIQUE_VIOLATION.test(text)) return undefined;
  return recordedAnswer(db, request);
}
