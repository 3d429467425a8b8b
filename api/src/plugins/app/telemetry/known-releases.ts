// The remote versions telemetry may name: those the live remotes.json (the host's /remotes.json, REMOTES_URL) names
// now or named within the last hour, so a report from a page opened before a release or a rollback still counts.
import { REMOTE_NAMES, type RemoteName } from '@cargora/shared/server';

/** known: published; unknown: remotes.json never named it (lately); unavailable: remotes.json cannot be read. */
export type ReleaseCheck = 'known' | 'unknown' | 'unavailable';

export interface KnownReleasesOptions {
  url: string;
  /** How long one read of remotes.json is used (default 10 s). */
  maxAgeMs?: number;
  /** A version not seen yet reads remotes.json again, at most this often (a release just made; default 1 s). */
  recheckMs?: number;
  /** How long a version is still accepted after remotes.json stopped naming it (default 1 hour). */
  retainMs?: number;
  /** A read that takes longer fails (default 2 s). */
  timeoutMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

export function createKnownReleases(options: KnownReleasesOptions) {
  const { url, maxAgeMs = 10_000, recheckMs = 1000, retainMs = 3_600_000, timeoutMs = 2000, log = () => undefined, now = Date.now } = options;
  // `remote version` -> when remotes.json last named it.
  const seen = new Map<string, number>();
  const key = (remote: RemoteName, version: string) => `${remote} ${version}`;
  let readAt = -Infinity;
  let triedAt = -Infinity;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    triedAt = now();
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const manifest = (await res.json()) as Partial<Record<string, { version?: unknown; versions?: unknown } | null>> | null;
      const at = now();
      for (const remote of REMOTE_NAMES) {
        const version = manifest?.[remote]?.version;
        if (typeof version === 'string') seen.set(key(remote, version), at);
        // The host's /remotes.json?versions=all also names the canary's version (issue 50): both arms are published.
        const versions = manifest?.[remote]?.versions;
        if (Array.isArray(versions)) for (const v of versions) if (typeof v === 'string') seen.set(key(remote, v), at);
      }
      for (const [k, last] of seen) if (at - last > retainMs) seen.delete(k);
      readAt = at;
    } catch (error) {
      log(`remote versions: ${url} could not be read (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  // One read at a time, whoever asks.
  const refresh = () => (reading ??= read().finally(() => (reading = null)));

  return {
    async check(remote: RemoteName, version: string): Promise<ReleaseCheck> {
      const k = key(remote, version);
      const stale = now() - readAt > maxAgeMs;
      if ((stale || !seen.has(k)) && now() - triedAt >= recheckMs) await refresh();
      const last = seen.get(k);
      if (last !== undefined && now() - last <= retainMs) return 'known';
      return now() - readAt <= retainMs ? 'unknown' : 'unavailable';
    },
  };
}

export type KnownReleases = ReturnType<typeof createKnownReleases>;
