import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError, tooManyRequests, unauthorized } from '../../../lib/http-errors';
import type { SessionUserT } from '@cargora/shared/contracts/schemas';
import type { UsersTable } from '../../../db/types';
import { revocationKey } from './jwt';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a pair's (address, account) failures are remembered, unless a sign-in from that pair succeeds. */
export const LOGIN_PAIR_MEMORY_MS = 24 * 3600 * 1000;

/**
 * The wait a pair with `failures` failed passwords owes before its next try: none up to `free`, then 1 s, 2 s, 4 s …
 * per further failure, at most `capMs`.
 */
export function loginDelayMs(failures: number, free: number, capMs: number): number {
  if (free <= 0 || failures < free) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - free, 30), capMs);
}
// Compared against when the email is unknown, so both paths cost one bcrypt check.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

export type OtpIssuedHook = (identifier: string, code: string) => void;

const toSessionUser = (u: UsersTable): SessionUserT => ({
  id: Number(u.id),
  email: u.email,
  name: u.name,
  role: u.role === 'agent' ? 'agent' : 'customer',
});

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      /** Checks the password of a sign-in from `clientIp`; throttled per (address, account) pair and per address. */
      login(email: string, password: string, clientIp: string, log: FastifyRequest['log']): Promise<{ identifier: string; expiresAt: string }>;
      verifyOtp(identifier: string, code: string): Promise<{ token: string; user: SessionUserT; expiresAt: number }>;
      /** The user of the request's token, bearer or session cookie (401 when missing, invalid, expired or revoked). */
      currentUser(request: FastifyRequest): Promise<SessionUserT>;
      /** currentUser, and when its token expires (seconds since the epoch). */
      currentSession(request: FastifyRequest): Promise<{ user: SessionUserT; expiresAt: number }>;
      /** Revokes the request's token (bearer or session cookie) on the server (401 when it is not a valid token already). */
      logout(request: FastifyRequest): Promise<void>;
    };
  }
}

export default fp(
  async (fastify, opts: { onOtpIssued?: OtpIssuedHook }) => {
    const repo = fastify.authRepository;
    const { jwtSecret, isProduction, loginMaxFailures, loginWindowSeconds, loginMaxFailuresPerIp } = fastify.config;
    const windowMs = loginWindowSeconds * 1000;
    const hashCode = (identifier: string, code: string) =>
      crypto.createHmac('sha256', jwtSecret).update(`${identifier}:${code}`).digest('hex');

    fastify.decorate('auth', {
      async login(email, password, clientIp, log) {
        // Throttled per (address, account) pair with growing waits, and per address across accounts: failures from
        // one address never slow the account's owner signing in from another. Unknown e-mails are counted the same
        // way, so both paths cost the same. The failures live in the database every API instance shares.
        const account = email.trim().toLowerCase();
        const now = Date.now();
        const pairSince = new Date(now - LOGIN_PAIR_MEMORY_MS).toISOString();
        const pair = await repo.pairFailures(clientIp, account, pairSince);
        const waitMs = loginDelayMs(pair.count, loginMaxFailures, windowMs);
        const waitEnds = pair.latest ? Date.parse(pair.latest) + waitMs : 0;
        if (waitMs > 0 && waitEnds > now) {
          throw tooManyRequests('Too many failed sign-ins for this account from this address; please wait before trying again', (waitEnds - now) / 1000);
        }
        if (loginMaxFailuresPerIp > 0) {
          const address = await repo.addressFailures(clientIp, new Date(now - windowMs).toISOString());
          if (address.count >= loginMaxFailuresPerIp) {
            const retryAfter = address.oldest ? (Date.parse(address.oldest) + windowMs - now) / 1000 : loginWindowSeconds;
            throw tooManyRequests('Too many failed sign-ins from this address; please try again later', retryAfter);
          }
        }
        const user = await repo.findUserByEmail(account);
        const ok = await bcrypt.compare(password, user?.password_hash ?? DUMMY_HASH);
        if (!user || !ok) {
          await repo.recordFailure(clientIp, account, new Date(now).toISOString());
          throw unauthorized('Invalid email or password');
        }
        await repo.clearPairFailures(clientIp, account, pairSince);
        const identifier = crypto.randomUUID();
        const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
        const expiresAt = new Date(now + OTP_TTL_MS).toISOString();
        await repo.deleteExpired(new Date(now - 24 * 3600 * 1000).toISOString());
        await repo.deleteOldFailures(new Date(now - Math.max(windowMs, LOGIN_PAIR_MEMORY_MS)).toISOString());
        await repo.createChallenge({
          identifier, user_id: user.id, code_hash: hashCode(identifier, code), expires_at: expiresAt, attempts: 0, consumed: 0,
          created_at: new Date(now).toISOString(),
        });
        // Dev convenience: no mail server, so the code goes to the API log (never in production).
        if (!isProduction) log.info({ identifier }, `OTP verification code for ${user.email}: ${code}`);
        opts.onOtpIssued?.(identifier, code);
        return { identifier, expiresAt };
      },

      async verifyOtp(identifier, code) {
        const challenge = await repo.findChallenge(identifier);
        if (!challenge) throw new HttpError(404, 'Verification request not found; please sign in again');
        if (challenge.consumed) throw new HttpError(400, 'Verification code already used; please sign in again');
        if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(423, 'Too many incorrect codes; please sign in again to get a new code');
        if (Date.parse(challenge.expires_at) <= Date.now()) throw new HttpError(400, 'Verification code expired; please sign in again');
        const expected = Buffer.from(challenge.code_hash, 'hex');
        const given = Buffer.from(hashCode(identifier, code), 'hex');
        if (!crypto.timingSafeEqual(expected, given)) {
          const attempts = await repo.recordFailedAttempt(identifier);
          if (attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(423, 'Too many incorrect codes; please sign in again to get a new code');
          throw new HttpError(400, `Invalid verification code (${OTP_MAX_ATTEMPTS - attempts} attempts left)`);
        }
        if (!(await repo.consume(identifier))) throw new HttpError(400, 'Verification code already used; please sign in again');
        const user = await repo.findUserById(challenge.user_id);
        if (!user) throw new HttpError(404, 'Account not found');
        const token = fastify.jwt.sign({ sub: String(user.id), role: user.role, jti: crypto.randomUUID() });
        const { exp } = fastify.jwt.decode<{ exp: number }>(token)!;
        return { token, user: toSessionUser(user), expiresAt: exp };
      },

      async currentSession(request) {
        const payload = await fastify.verifyBearer(request);
        const user = await repo.findUserById(Number(payload.sub));
        if (!user) throw unauthorized('Invalid or expired token');
        return { user: toSessionUser(user), expiresAt: payload.exp };
      },

      async currentUser(request) {
        return (await fastify.auth.currentSession(request)).user;
      },

      async logout(request) {
        const payload = await fastify.verifyBearer(request);
        await repo.revokeToken(revocationKey(request, payload), new Date(payload.exp * 1000).toISOString());
      },
    });
  },
  { name: 'auth-service', dependencies: ['auth-repository', 'env', 'jwt'] },
);
