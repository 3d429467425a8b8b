import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@cargora/shared/contracts';

export { SESSION_COOKIE };

/**
 * The session cookie's attributes: HttpOnly (no script of any page reads the credential), SameSite=Lax (never sent
 * with another site's subrequests or forms), Secure when the site is served over https, the whole host (Path=/), and
 * no longer than the token it holds lives.
 */
export function sessionCookieOptions(siteUrl: string, maxAgeSeconds: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: siteUrl.startsWith('https:'), path: '/', maxAge: Math.max(0, Math.floor(maxAgeSeconds)) };
}

/** Puts a freshly issued (or just checked) token in the session cookie for the rest of its life. */
export function setSessionCookie(reply: FastifyReply, siteUrl: string, token: string, expiresAtSeconds: number) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(siteUrl, expiresAtSeconds - Date.now() / 1000));
}

/** Tells the browser to forget the session cookie (same name, path and attributes, expired). */
export function clearSessionCookie(reply: FastifyReply, siteUrl: string) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(siteUrl, 0));
}
