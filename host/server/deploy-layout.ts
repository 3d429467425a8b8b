// The deploy folder as the release tool writes it and the servers read it:
// <deploy>/remotes.json (the active version of each remote) and <deploy>/<remote>/<version>/ (one published build).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@cargora/shared/server';

export interface Release {
  version: string;
  url: string;
}
export type RemotesManifest = Partial<Record<RemoteName, Release>>;

export const manifestPath = (deployDir: string) => join(deployDir, 'remotes.json');
export const versionDir = (deployDir: string, remote: RemoteName, version: string) => join(deployDir, remote, version);

export function readManifest(deployDir: string): RemotesManifest {
  const file = manifestPath(deployDir);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as RemotesManifest;
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
