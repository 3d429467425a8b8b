// The deploy folder as the release tool writes it and the servers read it:
// <deploy>/remotes.json (the active version of each remote) and <deploy>/<remote>/<version>/ (one published build:
// client/ served by the remote's origin, server/ read by the render workers, private/ source maps and statistics,
// release.json; @cargora/shared's build-layout.ts). The host's own build (host/dist) has the same three folders.
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import {
  BUILD_FOLDERS,
  PRIVATE_BUILD_FILE,
  REMOTE_NAMES,
  SERVER_BUILD_FILES,
  buildLayout,
  type BuildLayout,
  type RemoteName,
  type RemoteRelease,
  type RemotesManifest,
} from '@cargora/shared/server';

export type { RemoteRelease, RemotesManifest };

export { buildLayout };

export const manifestPath = (deployDir: string) => join(deployDir, 'remotes.json');
export const versionDir = (deployDir: string, remote: RemoteName, version: string) => join(deployDir, remote, version);
/** A published version's client/, server/ and private/ folders. */
export const versionLayout = (deployDir: string, remote: RemoteName, version: string): BuildLayout => buildLayout(versionDir(deployDir, remote, version));
/** A published version's server build (its App, for the render workers). */
export const versionServerFile = (deployDir: string, remote: RemoteName, version: string) =>
  join(versionLayout(deployDir, remote, version).server, SERVER_BUILD_FILES.remote);
/** The host's render worker in its build (host/dist). */
export const hostWorkerFile = (distDir: string) => join(buildLayout(distDir).server, SERVER_BUILD_FILES.host);

/** What a version folder holds beside its client files (older layout: everything else was among them). */
const BESIDE_CLIENT = new Set<string>([BUILD_FOLDERS.client, BUILD_FOLDERS.server, BUILD_FOLDERS.private, 'release.json', '.published']);

/**
 * Moves a version published before the client/ folder existed (its browser files, maps and statistics at the top of
 * the version folder, beside server/) into the current layout; false when there was nothing to move. Safe for two
 * processes at once (the host's and the remotes' servers start together in the cluster): each copies into folders of
 * its own and renames them into place, client/ last (a version is migrated once client/ exists); a rename that
 * another process won is dropped; the old files are deleted once client/ is there.
 */
export function migrateVersionLayout(dir: string): boolean {
  const layout = buildLayout(dir);
  if (existsSync(layout.client) || !existsSync(join(dir, 'mf-manifest.json'))) return false;
  const old = readdirSync(dir).filter((entry) => !BESIDE_CLIENT.has(entry) && !entry.includes('.tmp-'));
  const place = (target: string, keep: (file: string) => boolean) => {
    const temp = `${target}.tmp-${process.pid}`;
    rmSync(temp, { recursive: true, force: true });
    // A folder passes (its files are tested one by one).
    const filter = (from: string) => statSync(from).isDirectory() || keep(relative(dir, from).split(sep).join('/'));
    for (const entry of old) cpSync(join(dir, entry), join(temp, entry), { recursive: true, filter });
    removeEmptyFolders(temp);
    try {
      renameSync(temp, target);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      if (!existsSync(target)) throw error;
    }
  };
  try {
    if (!existsSync(layout.private)) place(layout.private, (file) => PRIVATE_BUILD_FILE.test(file));
    place(layout.client, (file) => !PRIVATE_BUILD_FILE.test(file));
  } catch (error) {
    // Another process finished first and deleted what this one was copying.
    if (!existsSync(layout.client)) throw error;
  }
  for (const entry of old) rmSync(join(dir, entry), { recursive: true, force: true });
  return true;
}

/** Removes the folders under `dir` that hold no file (what a filtered copy leaves), deepest first. */
function removeEmptyFolders(dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    removeEmptyFolders(folder);
    if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
}

/** Every published version in `deployDir` (of `remotes`) in the current layout; the versions moved, as remote/version. */
export function migrateDeployLayout(deployDir: string, remotes: readonly RemoteName[] = REMOTE_NAMES): string[] {
  const moved: string[] = [];
  for (const remote of remotes) {
    const dir = join(deployDir, remote);
    if (!existsSync(dir)) continue;
    for (const version of readdirSync(dir)) {
      if (migrateVersionLayout(join(dir, version))) moved.push(`${remote}/${version}`);
    }
  }
  return moved;
}

export function readManifest(deployDir: string): RemotesManifest {
  const file = manifestPath(deployDir);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as RemotesManifest;
}

export interface HistoryEntry {
  at: string;
  action: 'release' | 'rollback' | 'activate' | 'promote';
  remote: RemoteName;
  version: string;
  previous: string | null;
}

export const historyPath = (deployDir: string) => join(deployDir, 'history.jsonl');

/** Writes a JSON file so a reader sees the old file or the new one, never half of one (a temporary file renamed). */
export function writeJsonAtomic(file: string, value: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

export function writeManifestAtomic(deployDir: string, manifest: RemotesManifest) {
  writeJsonAtomic(manifestPath(deployDir), manifest);
}

/** A JSON-lines file's entries (none when it does not exist; a line that cannot be read is skipped). */
export function readJsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as T];
      } catch {
        return [];
      }
    });
}

export function readHistory(deployDir: string): HistoryEntry[] {
  return readJsonLines<HistoryEntry>(historyPath(deployDir));
}

/**
 * Makes `version` of `remote` the active one (remotes.json; other remotes are untouched) and notes it in
 * history.jsonl: the release tool's release and rollback, and a canary's promotion (by the tool or the host's decider).
 */
export function activateRelease(
  deployDir: string,
  remote: RemoteName,
  version: string,
  manifestUrl: string,
  action: HistoryEntry['action'],
): HistoryEntry | null {
  const client = versionLayout(deployDir, remote, version).client;
  if (!existsSync(join(client, 'mf-manifest.json'))) throw new Error(`${remote} ${version} is not published (no mf-manifest.json in ${client})`);
  const manifest = readManifest(deployDir);
  const previous = manifest[remote]?.version ?? null;
  const unchanged = previous === version && manifest[remote]?.url === manifestUrl;
  if (unchanged) return null;
  writeManifestAtomic(deployDir, { ...manifest, [remote]: { version, url: manifestUrl } });
  const entry: HistoryEntry = { at: new Date().toISOString(), action, remote, version, previous };
  if (previous !== version) appendFileSync(historyPath(deployDir), `${JSON.stringify(entry)}\n`);
  return entry;
}

const originsOf = new WeakMap<RemotesManifest, string[]>();

/**
 * The origins the active remotes are served from (what the host page may load scripts, styles and data from). Worked
 * out once per manifest object: every page of a render pool's generation names the same one.
 */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  let origins = originsOf.get(manifest);
  if (!origins) {
    origins = [...new Set(Object.values(manifest).map((release) => new URL(release!.url).origin))];
    originsOf.set(manifest, origins);
  }
  return origins;
}
