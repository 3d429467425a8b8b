import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, OtpChallengesTable, UsersTable } from '../../../db/types';

export function createAuthRepository(db: Kysely<Database>) {
  return {
    async findUserByEmail(email: string): Promise<UsersTable | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    },
    async findUserById(id: number): Promise<UsersTable | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async createChallenge(row: OtpChallengesTable): Promise<void> {
      await db.insertInto('otp_challenges').values(row).execute();
    },
    async findChallenge(identifier: string): Promise<OtpChallengesTable | undefined> {
      return db.selectFrom('otp_challenges').selectAll().where('identifier', '=', identifier).executeTakeFirst();
    },
    /** Counts a wrong try; returns the new attempt count. */
    async recordFailedAttempt(identifier: string): Promise<number> {
      await db
        .updateTable('otp_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('identifier', '=', identifier)
        .execute();
      const row = await db.selectFrom('otp_challenges').select('attempts').where('identifier', '=', identifier).executeTakeFirst();
      return Number(row?.attempts ?? 0);
    },
    /** Marks the code used; false when another request consumed it first (single use under concurrency). */
    async consume(identifier: string): Promise<boolean> {
      const result = await db
        .updateTable('otp_challenges')
        .set({ consumed: 1 })
        .where('identifier', '=', identifier)
        .where('consumed', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async deleteExpired(beforeIso: string): Promise<void> {
      await db.deleteFrom('otp_challenges').where('expires_at', '<', beforeIso).execute();
    },
    /** Failed sign-ins from one address for one (normalized) e-mail since a time: how many, and the latest. */
    async pairFailures(clientIp: string, email: string, sinceIso: string): Promise<{ count: number; latest: string | null }> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('failed_at').as('latest')])
        .where('client_ip', '=', clientIp)
        .where('email', '=', email)
        .where('failed_at', '>=', sinceIso)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), latest: (row.latest as string | null) ?? null };
    },
    /** Failed sign-ins from one address, whatever the e-mails, since a time: how many, and the oldest (it decides when the cap lifts). */
    async addressFailures(clientIp: string, sinceIso: string): Promise<{ count: number; oldest: string | null }> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('failed_at').as('oldest')])
        .where('client_ip', '=', clientIp)
        .where('failed_at', '>=', sinceIso)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), oldest: (row.oldest as string | null) ?? null };
    },
    async recordFailure(clientIp: string, email: string, atIso: string): Promise<void> {
      await db.insertInto('login_failures').values({ client_ip: clientIp, email, failed_at: atIso }).execute();
    },
    /** A sign-in that succeeded forgets that pair's failures (the address's count across accounts stays). */
    async clearPairFailures(clientIp: string, email: string, sinceIso: string): Promise<void> {
      await db.deleteFrom('login_failures').where('client_ip', '=', clientIp).where('email', '=', email).where('failed_at', '>=', sinceIso).execute();
    },
    async deleteOldFailures(beforeIso: string): Promise<void> {
      await db.deleteFrom('login_failures').where('failed_at', '<', beforeIso).execute();
    },
    /** Revokes a token (by its revocation key) until it would have expired; revoking it again changes nothing. */
    async revokeToken(key: string, expiresAtIso: string): Promise<void> {
      await db.insertInto('revoked_tokens').values({ jti: key, expires_at: expiresAtIso }).onConflict((oc) => oc.column('jti').doNothing()).execute();
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date().toISOString()).execute();
    },
    async isRevoked(key: string): Promise<boolean> {
      return (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', key).executeTakeFirst()) !== undefined;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    authRepository: AuthRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('authRepository', createAuthRepository(fastify.db));
  },
  { name: 'auth-repository', dependencies: ['db'] },
);
