// A deploy directory of one bench's own. The remote builds are shared (.cache/bench/deploy: built once, whichever
// bench gets there first), but the remotes.json a running host serves must not be: every ensureRemotesReleased
// activates the versions with the ports of the process that calls it, so another bench releasing into the shared
// directory mid-run would point this bench's pages at remotes on its ports (remotes that fail to load, or another
// bench's servers). Each bench serves copies of the shared versions, with a remotes.json naming its own ports.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { ensureRemotesReleased, manifestUrl } from '@cargora/scripts/build';
import { migrateDeployLayout, readManifest, versionDir, writeManifestAtomic, type RemotesManifest } from '@cargora/scripts/deploy';
import { REMOTE_NAMES } from '@cargora/scripts/paths';

/**
 * Builds what is missing into `shared`, copies its active versions into `own` and makes them active there. A baseline
 * (--against) is built by its own scripts beforehand: `ensureReleased` does nothing for it.
 */
export function privateDeployDir(shared: string, own: string, ensureReleased: (target: string) => void = ensureRemotesReleased): RemotesManifest {
  ensureReleased(shared);
  // Copies made before client/ existed are moved into it.
  migrateDeployLayout(own);
  const active = readManifest(shared);
  const manifest: RemotesManifest = {};
  for (const remote of REMOTE_NAMES) {
    const version = active[remote]?.version;
    if (!version) throw new Error(`${remote}: no active version in ${shared}`);
    const target = versionDir(own, remote, version);
    // Versions are immutable: a copy made once stays right. Copied under another name first, so a copy cut short
    // is never taken for a version.
    if (!existsSync(target)) {
      const temp = `${target}.tmp-${process.pid}`;
      rmSync(temp, { recursive: true, force: true });
      cpSync(versionDir(shared, remote, version), temp, { recursive: true });
      renameSync(temp, target);
    }
    manifest[remote] = { version, url: manifestUrl(remote, version) };
  }
  writeManifestAtomic(own, manifest);
  return manifest;
}
