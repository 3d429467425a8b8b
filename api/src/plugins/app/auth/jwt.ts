import crypto from 'node:crypto';

/** Minimal HS256 JWT (RFC 7519) with node:crypto: sign and verify with exp checking. */
const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export interface JwtPayload {
  sub: string;
  role?: string;
  iat: number;
  exp: number;
  [key: string]: unknown;
}

export function signJwt(payload: JwtPayload, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** Returns the payload of a valid, unexpired token, else null. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts;
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (h.alg !== 'HS256') return null;
    const expected = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtPayload;
    if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds || typeof payload.sub !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}
