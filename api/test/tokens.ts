import crypto from 'node:crypto';

/**
 * Mints an HS256 JWT by hand with any claims, as a client (or an attacker) could: the tests use it to present tokens the
 * API never issues (expired, too long-lived, issued in the future, signed with another secret).
 */
export function mintToken(claims: Record<string, unknown>, secret: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${crypto.createHmac('sha256', secret).update(input).digest('base64url')}`;
}
