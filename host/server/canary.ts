// Canary releases per remote: <deploy>/canary.json (beside remotes.json) names, for each remote in canary, the version
// served to a share of visitors beside the stable one (remotes.json), its stage and its history; every decision (start,
// advance, promote, abort, rollback) is appended to <deploy>/canary-log.jsonl. The release tool (npm run remote --
// canary|promote|abort) and the host server's decider (its timer) both go through this module; the host server reads
// canary.json to pick each visitor's versions (armOf, by the visitor's bucket cookie).
import { createHash, randomInt } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, cookieValue, type RemoteName } from '@cargora/shared/server';
import { activateRelease, readJsonLines, readManifest, versionLayout, writeJsonAtomic, type RemotesManifest } from './deploy-layout';

/** The stages of a staged canary, in percent of visitors. */
export const CANARY_STAGES: readonly number[] = [1, 10, 50, 100];
/** How long each stage is held by default (CANARY_STAGE_WINDOW_MS). */
export const DEFAULT_CANARY_WINDOW_MS = 5 * 60_000;
/** Visitors' buckets: 0 to BUCKETS - 1. */
export const BUCKETS = 10_000;
/** The first-party cookie that holds a visitor's bucket (a random number, no personal data). */
export const BUCKET_COOKIE = 'cargora_bucket';
export const BUCKET_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export type CanaryAction = 'start' | 'advance' | 'promote' | 'abort' | 'rollback';
export type Arm = 'stable' | 'canary';

export interface CanaryHistoryEntry {
  at: string;
  action: CanaryAction;
  percent: number;
  reason: string;
}

export interface CanaryState {
  version: string;
  /** Where browsers load the canary version's manifest from (as remotes.json's `url`). */
  url: string;
  /** The share of visitors served the canary now (0-100). */
  percent: number;
  /** Index of `percent` in `stages`. */
  stage: number;
  /** The percentages it goes through; a pinned canary (--percent) has one and is never advanced. */
  stages: number[];
  pinned: boolean;
  /** How long each stage is held before it may advance. */
  windowMs: number;
  /** When the canary started (ISO). */
  since: string;
  /** When the current stage started (ISO). */
  stageSince: string;
  history: CanaryHistoryEntry[];
}

export type Canaries = Partial<Record<RemoteName, CanaryState>>;

export interface CanaryLogEntry {
  at: string;
  remote: RemoteName;
  version: string;
  action: CanaryAction;
  reason: string;
}

/** `npm run remote -- status --json`'s canary fields, per remote. */
export interface RemoteCanaryStatus {
  stable: { version: string | null };
  canary: { version: string; percent: number; stage: number; stages: number[]; pinned: boolean; since: string; stageSince: string; windowMs: number } | null;
}

export const canaryPath = (deployDir: string) => join(deployDir, 'canary.json');
export const canaryLogPath = (deployDir: string) => join(deployDir, 'canary-log.jsonl');

/** CANARY_STAGE_WINDOW_MS, else 5 minutes. */
export function canaryWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CANARY_STAGE_WINDOW_MS);
  return Number.isFinite(value) && value >= 0 && env.CANARY_STAGE_WINDOW_MS !== '' && env.CANARY_STAGE_WINDOW_MS !== undefined ? value : DEFAULT_CANARY_WINDOW_MS;
}

function isRemote(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** canary.json; {} when there is none (or it cannot be read: no canary is safer than a guess). */
export function readCanaries(deployDir: string): Canaries {
  const file = canaryPath(deployDir);
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, CanaryState>;
    return Object.fromEntries(Object.entries(parsed).filter(([remote, state]) => isRemote(remote) && state && typeof state.version === 'string')) as Canaries;
  } catch {
    return {};
  }
}

/** canary.json, written atomically. */
export function writeCanaries(deployDir: string, canaries: Canaries) {
  writeJsonAtomic(canaryPath(deployDir), canaries);
}

export function readCanaryLog(deployDir: string): CanaryLogEntry[] {
  return readJsonLines<CanaryLogEntry>(canaryLogPath(deployDir));
}

export function logCanaryDecision(deployDir: string, entry: Omit<CanaryLogEntry, 'at'> & { at?: string }): CanaryLogEntry {
  const written: CanaryLogEntry = { at: entry.at ?? new Date().toISOString(), remote: entry.remote, version: entry.version, action: entry.action, reason: entry.reason };
  mkdirSync(deployDir, { recursive: true });
  appendFileSync(canaryLogPath(deployDir), `${JSON.stringify(written)}\n`);
  return written;
}

export interface StartCanaryOptions {
  version: string;
  /** The version's manifest URL for browsers. */
  url: string;
  /** Pins this percent (no stages); without it the canary is staged through CANARY_STAGES. */
  percent?: number;
  windowMs?: number;
  now?: Date;
  reason?: string;
}

/** A percent a canary may be pinned at: 0 < p ≤ 100 (fractions allowed to a hundredth, as the buckets are). */
export function validPercent(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isFinite(n) || n <= 0 || n > 100) return null;
  return Math.round(n * 100) / 100;
}

/**
 * Starts (or restarts with another version) the canary of `remote`. The version must be published in deployDir and
 * must not be the stable one.
 */
export function startCanary(deployDir: string, remote: RemoteName, options: StartCanaryOptions): CanaryState {
  const { version, url } = options;
  if (!existsSync(join(versionLayout(deployDir, remote, version).client, 'mf-manifest.json'))) {
    throw new Error(`${remote} ${version} is not published in ${deployDir}`);
  }
  const stable = readManifest(deployDir)[remote]?.version ?? null;
  if (stable === null) throw new Error(`${remote} has no stable version to run a canary beside: release it first`);
  if (stable === version) throw new Error(`${remote} ${version} is already the stable version: nothing to compare it with`);
  const pinnedAt = options.percent === undefined ? null : validPercent(options.percent);
  if (options.percent !== undefined && pinnedAt === null) throw new Error(`--percent must be a number above 0 and at most 100 (got ${String(options.percent)})`);
  const at = (options.now ?? new Date()).toISOString();
  const stages = pinnedAt === null ? [...CANARY_STAGES] : [pinnedAt];
  const reason = options.reason ?? (pinnedAt === null ? `staged ${stages.join(' → ')}%` : `pinned at ${pinnedAt}%`);
  const state: CanaryState = {
    version,
    url,
    percent: stages[0]!,
    stage: 0,
    stages,
    pinned: pinnedAt !== null,
    windowMs: options.windowMs ?? canaryWindowMs(),
    since: at,
    stageSince: at,
    history: [{ at, action: 'start', percent: stages[0]!, reason }],
  };
  const canaries = readCanaries(deployDir);
  const replaced = canaries[remote];
  if (replaced && replaced.version !== version) {
    logCanaryDecision(deployDir, { at, remote, version: replaced.version, action: 'abort', reason: `replaced by ${version}` });
  }
  writeCanaries(deployDir, { ...canaries, [remote]: state });
  logCanaryDecision(deployDir, { at, remote, version, action: 'start', reason });
  return state;
}

function requireCanary(deployDir: string, remote: RemoteName): { canaries: Canaries; state: CanaryState } {
  const canaries = readCanaries(deployDir);
  const state = canaries[remote];
  if (!state) throw new Error(`${remote} has no canary`);
  return { canaries, state };
}

/**
 * The next stage of the canary of `remote`; past its last stage (100%, held for its window) it is promoted. A pinned
 * canary is not advanced (null). Returns what was done.
 */
export function advanceCanary(
  deployDir: string,
  remote: RemoteName,
  reason = 'stage window passed',
  now = new Date(),
): { action: 'advance'; state: CanaryState } | { action: 'promote'; version: string } | null {
  const { canaries, state } = requireCanary(deployDir, remote);
  if (state.pinned) return null;
  if (state.stage >= state.stages.length - 1) {
    return { action: 'promote', version: promoteCanary(deployDir, remote, reason, now) };
  }
  const at = now.toISOString();
  const stage = state.stage + 1;
  const percent = state.stages[stage]!;
  const next: CanaryState = { ...state, stage, percent, stageSince: at, history: [...state.history, { at, action: 'advance', percent, reason }] };
  writeCanaries(deployDir, { ...canaries, [remote]: next });
  logCanaryDecision(deployDir, { at, remote, version: state.version, action: 'advance', reason: `${reason}: ${state.percent}% → ${percent}%` });
  return { action: 'advance', state: next };
}

/** Makes the canary version the stable one (remotes.json) and ends the canary. Returns the version promoted. */
export function promoteCanary(deployDir: string, remote: RemoteName, reason = 'promoted by an operator', now = new Date()): string {
  const { canaries, state } = requireCanary(deployDir, remote);
  activateRelease(deployDir, remote, state.version, state.url, 'promote');
  const rest = { ...canaries };
  delete rest[remote];
  writeCanaries(deployDir, rest);
  logCanaryDecision(deployDir, { at: now.toISOString(), remote, version: state.version, action: 'promote', reason });
  return state.version;
}

/** Ends the canary of `remote` (every visitor is served the stable version again); false when there was none. */
export function abortCanary(deployDir: string, remote: RemoteName, reason: string, now = new Date(), action: 'abort' | 'rollback' = 'abort'): boolean {
  const canaries = readCanaries(deployDir);
  const state = canaries[remote];
  if (!state) return false;
  const rest = { ...canaries };
  delete rest[remote];
  writeCanaries(deployDir, rest);
  logCanaryDecision(deployDir, { at: now.toISOString(), remote, version: state.version, action, reason });
  return true;
}

/** The stable and canary version of every remote (status --json). */
export function canaryStatus(deployDir: string): Record<RemoteName, RemoteCanaryStatus> {
  const manifest = readManifest(deployDir);
  const canaries = readCanaries(deployDir);
  return Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const c = canaries[remote];
      const canary = c
        ? { version: c.version, percent: c.percent, stage: c.stage, stages: c.stages, pinned: c.pinned, since: c.since, stageSince: c.stageSince, windowMs: c.windowMs }
        : null;
      return [remote, { stable: { version: manifest[remote]?.version ?? null }, canary }];
    }),
  ) as Record<RemoteName, RemoteCanaryStatus>;
}

/** A visitor's position for `remote`, in [0, 1): the same bucket always gets it; independent across remotes. */
function position(bucket: number, remote: string): number {
  const digest = createHash('sha256').update(`${remote}:${bucket}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/**
 * The arm of `remote` a visitor's bucket is on at `percent`: canary iff its position is below percent/100, so a
 * bucket on the canary at p% is on it at every higher percentage (a visitor stays on their arm as it rises).
 */
export function armOf(bucket: number, remote: string, percent: number): Arm {
  if (percent <= 0) return 'stable';
  if (percent >= 100) return 'canary';
  return position(bucket, remote) * 100 < percent ? 'canary' : 'stable';
}

/** A new visitor's bucket. */
export const newBucket = () => randomInt(BUCKETS);

/** The bucket a cookie value names, or null (absent, not a whole number in range). */
export function parseBucket(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n < BUCKETS ? n : null;
}

export function bucketCookie(bucket: number, secure: boolean): string {
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The versions a visitor is served: the stable manifest with, for each remote in canary this bucket is on, the
 * canary's version. `arms` says which arm of each remote in canary the visitor is on.
 */
export function manifestForBucket(stable: RemotesManifest, canaries: Canaries, bucket: number): { manifest: RemotesManifest; arms: Partial<Record<RemoteName, Arm>> } {
  const manifest: RemotesManifest = { ...stable };
  const arms: Partial<Record<RemoteName, Arm>> = {};
  for (const remote of REMOTE_NAMES) {
    const canary = canaries[remote];
    if (!canary || !stable[remote]) continue;
    const arm = armOf(bucket, remote, canary.percent);
    arms[remote] = arm;
    if (arm === 'canary') manifest[remote] = { version: canary.version, url: canary.url };
  }
  return { manifest, arms };
}

/** What the host's decider does with one canary on a tick: advance it, abort it (with the reason), or leave it. */
export type CanaryDecision = { action: 'advance'; reason: string } | { action: 'abort'; reason: string } | { action: 'hold'; reason?: string };

/** Decides for one canary (M's checks); without one, a stage advances once its window is over. */
export type CanaryDecide = (input: { deployDir: string; remote: RemoteName; canary: CanaryState; stable: string | null; now: Date }) => CanaryDecision | Promise<CanaryDecision>;

/** The default decision: advance once the stage's window has passed. */
export const windowOnlyDecide: CanaryDecide = ({ canary, now }) =>
  !canary.pinned && now.getTime() - Date.parse(canary.stageSince) >= canary.windowMs ? { action: 'advance', reason: 'stage window passed' } : { action: 'hold' };

/** One round of the decider over every canary; returns what it did. Errors of one remote do not stop the others. */
export async function decideCanaries(deployDir: string, decide: CanaryDecide = windowOnlyDecide, now = new Date()): Promise<{ remote: RemoteName; decision: CanaryDecision }[]> {
  const done: { remote: RemoteName; decision: CanaryDecision }[] = [];
  const canaries = readCanaries(deployDir);
  const stable = readManifest(deployDir);
  for (const remote of REMOTE_NAMES) {
    const canary = canaries[remote];
    if (!canary) continue;
    const decision = await decide({ deployDir, remote, canary, stable: stable[remote]?.version ?? null, now });
    // Read again: an operator may have promoted or aborted it while the checks ran.
    if (readCanaries(deployDir)[remote]?.version !== canary.version) continue;
    if (decision.action === 'advance') advanceCanary(deployDir, remote, decision.reason, now);
    else if (decision.action === 'abort') abortCanary(deployDir, remote, decision.reason, now);
    done.push({ remote, decision });
  }
  return done;
}

/**
 * Runs decideCanaries every `everyMs` (default 5 s) while the process lives; returns a stop function. `decide` is read
 * on every round, so a decider set later is used from then on.
 */
export function startCanaryTimer(
  deployDir: string,
  options: {
    everyMs?: number;
    decide?: () => CanaryDecide | undefined;
    /** After a round that advanced, promoted or aborted a canary (the cluster publishes the state to its bucket). */
    onDecided?: () => Promise<void>;
    log?: (m: string) => void;
  } = {},
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy || !existsSync(canaryPath(deployDir))) return;
    busy = true;
    decideCanaries(deployDir, options.decide?.() ?? windowOnlyDecide)
      .then(async (done) => {
        const acted = done.filter(({ decision }) => decision.action !== 'hold');
        for (const { remote, decision } of acted) options.log?.(`[canary] ${remote}: ${decision.action} (${decision.reason})`);
        if (acted.length) await options.onDecided?.();
      })
      .catch((error: unknown) => options.log?.(`[canary] decider: ${String(error)}`))
      .finally(() => {
        busy = false;
      });
  }, options.everyMs ?? 5000);
  timer.unref();
  return () => clearInterval(timer);
}

/** canary.json's stamp (changes with every write): the host looks at it as it does at remotes.json. */
export function canaryStamp(deployDir: string): string {
  try {
    const stat = statSync(canaryPath(deployDir));
    return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch {
    return 'none';
  }
}

/**
 * canary.json as the host serves it: read again only when its stamp changed, looked at no more often than every
 * `checkEveryMs` (a stat), so a visitor's page costs no read.
 */
export function canaryReader(deployDir: string, checkEveryMs = 250): () => Canaries {
  let stamp = '';
  let checkedAt = -Infinity;
  let canaries: Canaries = {};
  return () => {
    const now = Date.now();
    if (now - checkedAt < checkEveryMs) return canaries;
    checkedAt = now;
    const next = canaryStamp(deployDir);
    if (next !== stamp) {
      stamp = next;
      canaries = next === 'none' ? {} : readCanaries(deployDir);
    }
    return canaries;
  };
}

/**
 * The versions this visitor is served while a canary runs (null when none runs: everyone gets remotes.json's, and no
 * cookie is set). A visitor without a bucket gets one while a canary runs, in the cookie set on this response
 * (`setCookie`); a bucket once given is kept after the canary ends (never cleared), for the next one.
 */
export function visitorManifest(
  stable: RemotesManifest,
  canaries: Canaries,
  cookieHeader: string | undefined,
  setCookie: (bucket: number) => void,
): { manifest: RemotesManifest; bucket: number; arms: Partial<Record<RemoteName, Arm>> } | null {
  const running = REMOTE_NAMES.some((remote) => canaries[remote] && stable[remote]);
  if (!running) return null;
  let bucket = parseBucket(cookieValue(cookieHeader, BUCKET_COOKIE));
  if (bucket === null) {
    bucket = newBucket();
    setCookie(bucket);
  }
  return { ...manifestForBucket(stable, canaries, bucket), bucket };
}
