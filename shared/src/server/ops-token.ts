// Secrets a server keeps in its data directory (the API's JWT secret, the operator credential), and the operator
// credential itself: the host's server and the API read the same one, from OPS_TOKEN or DATA_DIR/ops-token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const OPS_TOKEN_FILE = 'ops-token';
export const MIN_OPS_TOKEN_BYTES = 32;

/**
 * The secret kept in `file` (mode 0600), made from 48 random bytes the first time. It is written whole under a name of
 * its own and then linked into place: processes starting together (the host and the API) all read the one that won,
 * never a half-written one.
 */
export function persistedSecret(file: string, minBytes: number): string {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret) < minBytes) throw new Error(`${file} holds fewer than ${minBytes} bytes; delete it to generate a new secret`);
  return secret;
}

/** Where the operator credential is: OPS_TOKEN when set, else the file in the data directory. */
export function opsTokenSource(env: NodeJS.ProcessEnv, dataDir: string): string {
  return env.OPS_TOKEN ? 'the OPS_TOKEN environment variable' : join(dataDir, OPS_TOKEN_FILE);
}

/** The operator credential: OPS_TOKEN when set (at least 32 bytes), else the one kept in DATA_DIR/ops-token. */
export function opsToken(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.OPS_TOKEN;
  if (!given) return persistedSecret(join(dataDir, OPS_TOKEN_FILE), MIN_OPS_TOKEN_BYTES);
  if (Buffer.byteLength(given) < MIN_OPS_TOKEN_BYTES || /\s/.test(given)) {
    throw new Error(`OPS_TOKEN must be at least ${MIN_OPS_TOKEN_BYTES} bytes without spaces; unset it to have one generated into DATA_DIR/${OPS_TOKEN_FILE}`);
  }
  return given;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header is `Bearer <token>`: compared in constant time (digests of equal length). */
export function hasOpsToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  return timingSafeEqual(digest(given ?? ''), digest(token)) && given !== undefined;
}

/** The request headers that carry the operator credential (scripts and tests reading an operator endpoint). */
export const opsAuthorization = (token: string) => ({ authorization: `Bearer ${token}` });
