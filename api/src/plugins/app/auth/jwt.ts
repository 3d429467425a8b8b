import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../lib/http-errors';
import { SESSION_COOKIE } from './session-cookie';

/** Tolerated clock difference for a token's iat (a token issued up to this far in the future is accepted). */
export const CLOCK_SKEW_SECONDS = 60;
const INVALID = 'Invalid or expired token';
const REVOKED = 'This token was signed out; please sign in again';
// One bearer token of three base64url parts, nothing before or after it: no other spelling of a token passes.
const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface TokenClaims {
  sub: string;
  role?: string;
  iat: number;
  exp: number;
  jti?: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role?: string; jti: string };
    user: TokenClaims;
  }
}

/**
 * The request's token: its Authorization bearer header (API clients), else the site's HttpOnly session cookie. A
 * header, when sent, is the only credential looked at (a bad one is not rescued by a cookie).
 */
export function requestToken(request: FastifyRequest): string {
  const { authorization } = request.headers;
  if (authorization !== undefined) {
    const match = BEARER.exec(authorization);
    if (match) return match[1];
    throw unauthorized(INVALID);
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) {
    if (TOKEN.test(cookie)) return cookie;
    throw unauthorized(INVALID);
  }
  throw unauthorized('Missing bearer token or session cookie');
}

/** The key a logout revokes a token by: its jti, or for a token without one (issued before), a digest of its signature. */
export function revocationKey(request: FastifyRequest, claims: { jti?: unknown }): string {
  if (typeof claims.jti === 'string' && claims.jti) return `jti:${claims.jti}`;
  return `sig:${crypto.createHash('sha256').update(requestToken(request).split('.')[2]).digest('hex')}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The request's token (bearer header or session cookie), verified (signature, exp, lifetime ≤ JWT_TTL_SECONDS, iat) and not revoked; else 401. */
    verifyBearer(request: FastifyRequest): Promise<TokenClaims>;
  }
}

/**
 * @fastify/jwt (HS256, fast-jwt) with the API's rules: exp is required and checked; a token lives at most
 * JWT_TTL_SECONDS (verify.maxAge counts from iat; exp - iat is checked too, so a long-lived token never passes);
 * iat may lie CLOCK_SKEW_SECONDS in the future; a token revoked by logout is untrusted. Every refusal is a 401.
 */
export default fp(
  async (fastify) => {
    const { jwtSecret, jwtTtlSeconds } = fastify.config;
    const repo = fastify.authRepository;
    await fastify.register(fastifyJwt, {
      secret: jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: jwtTtlSeconds },
      verify: {
        algorithms: ['HS256'],
        maxAge: jwtTtlSeconds, // seconds, as @fastify/jwt reads a number
        requiredClaims: ['sub', 'iat', 'exp'],
        extractToken: requestToken,
      },
      messages: {
        authorizationTokenInvalid: INVALID,
        authorizationTokenExpiredMessage: INVALID,
        authorizationTokenUntrusted: REVOKED,
      },
      trusted: async (request, decoded) => !(await repo.isRevoked(revocationKey(request, decoded as { jti?: unknown }))),
    });

    fastify.decorate('verifyBearer', async (request: FastifyRequest) => {
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch (err) {
        // @fastify/jwt's own answers are 401s with our messages; a token that does not even decode is one too.
        if ((err as { statusCode?: number }).statusCode === 401) throw err;
        throw unauthorized(INVALID);
      }
      const now = Math.floor(Date.now() / 1000);
      const wellFormed = typeof claims.sub === 'string' && Number.isInteger(claims.iat) && Number.isInteger(claims.exp);
      if (!wellFormed || claims.exp - claims.iat > jwtTtlSeconds || claims.iat > now + CLOCK_SKEW_SECONDS) throw unauthorized(INVALID);
      return claims;
    });
  },
  { name: 'jwt', dependencies: ['auth-repository', 'env', 'cookie'] },
);
