// Published remote versions and the host's /remotes.json: publish, activate, roll back, inspect.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  activateRelease,
  historyPath,
  manifestPath,
  readCanaries,
  readCanaryLog,
  readHistory,
  readManifest,
  versionDir,
  versionLayout,
  writeManifestAtomic,
  type HistoryEntry,
} from '@cargora/host/server';
import { BUILD_FOLDERS, type RemoteRelease, type RemotesManifest } from '@cargora/shared/server';
import { REMOTE_NAMES, type RemoteName } from './paths';

// The layout itself (remotes.json, <remote>/<version>/{client,server,private}/) is the host server's, which reads it.
export { manifestPath, readManifest, versionDir, versionLayout, type RemoteRelease, type RemotesManifest };
// remotes.json's writes and history.jsonl are the host's too (its canary decider promotes).
export { historyPath, readHistory, writeManifestAtomic, type HistoryEntry };
/** Makes `version` of `remote` the active one; other remotes are untouched. */
export const activate = activateRelease;
export { buildLayout, migrateDeployLayout, migrateVersionLayout, versionServerFile } from '@cargora/host/server';

export interface ReleaseInfo {
  remote: RemoteName;
  version: string;
  sourceHash: string;
  gitSha: string | null;
  builtAt: string;
  /** The API contract version it was built against (CONTRACT_VERSION; absent on versions published before it). */
  contractVersion?: number;
}

export function readReleaseInfo(deployDir: string, remote: RemoteName, version: string): ReleaseInfo | null {
  const file = join(versionDir(deployDir, remote, version), 'release.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseInfo) : null;
}

/** Published versions of a remote, oldest first. */
export function listVersions(deployDir: string, remote: RemoteName): ReleaseInfo[] {
  const dir = join(deployDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((version) => readReleaseInfo(deployDir, remote, version))
    .filter((info): info is ReleaseInfo => info !== null)
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt) || a.version.localeCompare(b.version));
}

/**
 * The version to roll back to: the one that was active before the current version was released
 * (a rollback entry is skipped, so rolling back twice walks further back instead of forward).
 */
export function previousVersion(deployDir: string, remote: RemoteName): string | null {
  const current = readManifest(deployDir)[remote]?.version;
  if (!current) return null;
  const history = readHistory(deployDir).filter((e) => e.remote === remote);
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i]!;
    if (entry.action !== 'rollback' && entry.version === current && entry.previous && entry.previous !== current) {
      if (readReleaseInfo(deployDir, remote, entry.previous)) return entry.previous;
    }
  }
  const versions = listVersions(deployDir, remote).map((v) => v.version);
  const index = versions.indexOf(current);
  return index > 0 ? versions[index - 1]! : null;
}

/** Copies a built remote (its dist: client/, server/, private/) into its immutable folder deploy/<remote>/<version>/. */
export function publish(deployDir: string, distDir: string, info: ReleaseInfo) {
  const target = versionDir(deployDir, info.remote, info.version);
  if (existsSync(target)) throw new Error(`${info.remote} ${info.version} is already published; versions are immutable`);
  mkdirSync(join(deployDir, info.remote), { recursive: true });
  const temp = `${target}.tmp-${process.pid}`;
  // The build's three folders, nothing else a dist may hold.
  for (const part of Object.values(BUILD_FOLDERS)) {
    if (existsSync(join(distDir, part))) cpSync(join(distDir, part), join(temp, part), { recursive: true });
  }
  writeFileSync(join(temp, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  renameSync(temp, target);
}

/** package version + short git sha + a build time, e.g. 1.0.0-3f2a9c1-20261122t021500123. */
export function makeVersion(packageVersion: string, gitSha: string | null, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.Z]/g, '').toLowerCase();
  return [packageVersion, gitSha, stamp].filter(Boolean).join('-');
}

export interface KeepPolicy {
  /** Versions live (published, active or in canary) less than this many days ago are kept (KEEP_VERSIONS_DAYS, 7). */
  days: number;
  /** The newest this many versions of each remote are kept whatever their age (KEEP_VERSIONS_MIN, 8). */
  min: number;
}

export function keepPolicy(env: NodeJS.ProcessEnv = process.env): KeepPolicy {
  const number = (value: string | undefined, fallback: number) => (value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : fallback);
  return { days: number(env.KEEP_VERSIONS_DAYS, 7), min: Math.floor(number(env.KEEP_VERSIONS_MIN, 8)) };
}

/**
 * Deletes the published versions no open page can still load (skew protection): a version is kept when it is one of
 * the newest `min` of its remote, or was published or last live (active in remotes.json, or a canary) less than
 * `days` ago, or is named by remotes.json or canary.json now. Returns what was deleted, as remote/version.
 */
export function pruneVersions(deployDir: string, policy: KeepPolicy = keepPolicy(), now = new Date()): string[] {
  const since = now.getTime() - policy.days * 24 * 3600 * 1000;
  const manifest = readManifest(deployDir);
  const canaries = readCanaries(deployDir);
  // When each version was last live: the moments it was made active, or replaced, or a canary decided about it.
  const lastLive = new Map<string, number>();
  const seen = (remote: string, version: string | null, at: string) => {
    if (!version) return;
    const key = `${remote}/${version}`;
    lastLive.set(key, Math.max(lastLive.get(key) ?? 0, Date.parse(at) || 0));
  };
  for (const entry of readHistory(deployDir)) {
    seen(entry.remote, entry.version, entry.at);
    seen(entry.remote, entry.previous, entry.at);
  }
  for (const entry of readCanaryLog(deployDir)) seen(entry.remote, entry.version, entry.at);
  const deleted: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const versions = listVersions(deployDir, remote);
    const newest = new Set(versions.slice(Math.max(0, versions.length - policy.min)).map((v) => v.version));
    for (const info of versions) {
      const key = `${remote}/${info.version}`;
      const live = manifest[remote]?.version === info.version || canaries[remote]?.version === info.version;
      const recent = Math.max(Date.parse(info.builtAt) || 0, lastLive.get(key) ?? 0) >= since;
      if (live || recent || newest.has(info.version)) continue;
      rmSync(versionDir(deployDir, remote, info.version), { recursive: true, force: true });
      deleted.push(key);
    }
  }
  return deleted;
}
