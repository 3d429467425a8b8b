// Published remote versions and the host's /remotes.json: publish, activate, roll back, inspect.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { activateRelease, historyPath, manifestPath, readHistory, readManifest, versionDir, versionLayout, writeManifestAtomic, type HistoryEntry } from '@cargora/host/server';
import { BUILD_FOLDERS, type RemoteRelease, type RemotesManifest } from '@cargora/shared/server';
import type { RemoteName } from './paths';

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
