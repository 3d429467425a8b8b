import crypto from 'node:crypto';

/** Minimal HS256 JWT (RFC 7519) with node:crypto: sign and verify with exp checking. */
const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
// Node's base64url decoder skips characters it does not know ('!', '='), so each part is matched whole first.
const PART = /^[A-Za-z0-9_-]+$/;
/** Tolerated clock difference for a token's iat. */
const CLOCK_SKEW_SECONDS = 60;

export interface JwtPayload {
  sub: string;
  role?: string;
  iat: number;
  exp: number;
  [key: string]: unknown;
}

export interface VerifyOptions {
  /** The longest exp - iat accepted (the configured token lifetime). */
  maxLifetimeSeconds: number;
  nowSeconds?: number;
}

const hmac = (secret: string, input: string) => crypto.createHmac('sha256', secret).update(input).digest('base64url');

export function signJwt(payload: JwtPayload, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  return `${header}.${body}.${hmac(secret, `${header}.${body}`)}`;
}

/** Returns the payload of a valid, unexpired token whose lifetime is within bounds, else null. */
export function verifyJwt(token: string, secret: string, options: VerifyOptions): JwtPayload | null {
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => PART.test(p))) return null;
  const [header, body, signature] = parts;
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (h.alg !== 'HS256') return null;
    // The signature is compared as the exact text the secret produces, so no other spelling of it passes.
    const expected = Buffer.from(hmac(secret, `${header}.${body}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtPayload;
    if (typeof payload.sub !== 'string' || !Number.isInteger(payload.exp) || !Number.isInteger(payload.iat)) return null;
    if (payload.exp <= nowSeconds || payload.iat > nowSeconds + CLOCK_SKEW_SECONDS) return null;
    if (payload.exp - payload.iat > options.maxLifetimeSeconds) return null;
    return payload;
  } catch {
    return null;
  }
}
