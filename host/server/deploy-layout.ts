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

/** The origins the active remotes are served from (what the host page may load scripts, styles and data from). */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  return [...new Set(Object.values(manifest).map((release) => new URL(release!.url).origin))];
}
