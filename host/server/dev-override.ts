// The developer's override (issue 50): an operator makes their own browser load a named published version of a remote,
// or a dev server's build of it (e.g. http://localhost:3001/mf-manifest.json), inside the production site, without
// releasing it. It is a cookie signed with the operator credential (HMAC-SHA256), set and cleared from /ops (ops.ts):
// nobody else can make one, and a cookie that is forged, tampered with, expired or names a version no longer published
// is ignored (and cleared). It applies on top of the visitor's versions (after their canary arms); an overridden remote
// renders in the browser only (the server renders the page with the visitor's own versions, no render pool for the
// overridden one, and leaves that remote's pages to the browser), and the page sends no telemetry for it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, cookieValue, type RemoteName } from '@cargora/shared/server';
import { versionLayout, type RemotesManifest } from './deploy-layout';

export const OVERRIDE_COOKIE = 'cargora_override';
export const OVERRIDE_MAX_AGE_S = 8 * 3600;
/** The response header that tells the operator which remotes a page loaded overridden. */
export const OVERRIDE_HEADER = 'X-Cargora-Override';
/** The version a dev server's remote is named by in the page's manifest: never a published folder (no server build). */
export const DEV_SERVER_VERSION = 'dev-server';

export type RemoteOverride = { version: string } | { url: string };
export type Overrides = Partial<Record<RemoteName, RemoteOverride>>;

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
/** Versions as the release tool names them (letters, digits, dots, dashes, underscores): never a path. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const published = (deployDir: string, remote: RemoteName, version: string) =>
  VERSION.test(version) && version !== DEV_SERVER_VERSION && existsSync(join(versionLayout(deployDir, remote, version).client, 'mf-manifest.json'));

/** A dev server's manifest URL: http(s), no credentials, its path ending in mf-manifest.json; normalised, or null. */
export function devServerUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.pathname.endsWith('/mf-manifest.json')) return null;
  url.hash = '';
  return url.href;
}

/** Why one remote's override cannot be set (a message for the operator), or null when it can. */
export function overrideProblem(deployDir: string, remote: string, override: RemoteOverride): string | null {
  if (!isRemote(remote)) return 'Unknown remote.';
  if ('version' in override) return published(deployDir, remote, override.version) ? null : `${remote} ${override.version} is not published.`;
  return devServerUrl(override.url) ? null : 'A dev server URL must be an http(s) URL of an mf-manifest.json (e.g. http://localhost:3001/mf-manifest.json).';
}

const sign = (token: string, text: string) => createHmac('sha256', token).update(`dev-override:${text}`).digest('base64url');

/** The cookie's value: the overrides and their expiry, as base64url JSON, then its signature. */
export function overrideCookieValue(token: string, overrides: Overrides, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ exp: Math.floor(now / 1000) + OVERRIDE_MAX_AGE_S, overrides })).toString('base64url');
  return `${body}.${sign(token, body)}`;
}

export function overrideCookie(value: string, secure: boolean): string {
  return `${OVERRIDE_COOKIE}=${value}; Path=/; Max-Age=${OVERRIDE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearOverrideCookie(secure: boolean): string {
  return `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The overrides a cookie value holds: null without a cookie (or when none of its remotes can be loaded here now);
 * 'invalid' when it is forged, tampered with, expired or unreadable. A named version not published in this deploy
 * folder (pruned since, or not pulled by this host process of a cluster) is left out, the cookie kept.
 */
export function readOverrides(token: string | undefined, value: string | undefined, deployDir: string, now = Date.now()): Overrides | 'invalid' | null {
  if (!value) return null;
  if (!token) return 'invalid';
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return 'invalid';
  const expected = sign(token, match[1]!);
  if (!timingSafeEqual(Buffer.from(match[2]!), Buffer.from(expected))) return 'invalid';
  let parsed: { exp?: unknown; overrides?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return 'invalid';
  }
  if (typeof parsed.exp !== 'number' || parsed.exp * 1000 < now) return 'invalid';
  if (typeof parsed.overrides !== 'object' || parsed.overrides === null) return 'invalid';
  const overrides: Overrides = {};
  for (const [remote, entry] of Object.entries(parsed.overrides as Record<string, unknown>)) {
    const e = entry as Record<string, unknown> | null;
    const override: RemoteOverride | null =
      e && typeof e.version === 'string' ? { version: e.version } : e && typeof e.url === 'string' ? { url: e.url } : null;
    if (!override || !isRemote(remote) || ('url' in override && !devServerUrl(override.url))) return 'invalid';
    if ('version' in override && !published(deployDir, remote, override.version)) continue;
    overrides[remote] = override;
  }
  return Object.keys(overrides).length ? overrides : null;
}

/**
 * `manifest` with the overrides on top, each entry marked `override` (the browser sends no telemetry for it): a named
 * version at its manifest URL (the remote's current URL with the version swapped, as a rollback does), a dev server
 * under DEV_SERVER_VERSION. A remote without a current entry keeps none for a named version (its URL is unknown).
 */
export function applyOverrides(manifest: RemotesManifest, overrides: Overrides): RemotesManifest {
  const next: RemotesManifest = { ...manifest };
  for (const remote of REMOTE_NAMES) {
    const override = overrides[remote];
    if (!override) continue;
    if ('url' in override) {
      next[remote] = { version: DEV_SERVER_VERSION, url: devServerUrl(override.url)!, override: true };
      continue;
    }
    const current = manifest[remote];
    if (current) next[remote] = { version: override.version, url: current.url.replace(`/${current.version}/`, `/${override.version}/`), override: true };
  }
  return next;
}

/** The X-Cargora-Override header's value: `catalog=<version|url>, …`. */
export const overrideHeader = (overrides: Overrides) =>
  REMOTE_NAMES.filter((r) => overrides[r])
    .map((r) => {
      const o = overrides[r]!;
      return `${r}=${'version' in o ? o.version : devServerUrl(o.url)}`;
    })
    .join(', ');

/**
 * The request's overrides (cookie `cargora_override`), or null; a cookie that is not valid is cleared on the reply
 * (`clear`).
 */
export function requestOverrides(
  token: string | undefined,
  cookieHeader: string | undefined,
  deployDir: string,
  clear: () => void,
): Overrides | null {
  const found = readOverrides(token, cookieValue(cookieHeader, OVERRIDE_COOKIE), deployDir);
  if (found === 'invalid') {
    clear();
    return null;
  }
  return found;
}
