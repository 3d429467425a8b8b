// remotes.json: which published version of each remote is live. The release tool writes it, the host's server reads it
// (render workers, the page's list of versions) and serves it at /remotes.json, the browser's remote registry loads
// the remotes it names. Its one type.
import type { RemoteName } from './enums';

/** One published version of a remote: its version folder's name and the address of its mf-manifest.json. */
export interface RemoteRelease {
  version: string;
  url: string;
  /**
   * Put there by an operator's developer's override (host/server/dev-override.ts), in their browser's list only: that
   * remote renders in the browser only and sends no telemetry (it would count toward a canary's arm).
   */
  override?: true;
}

/** remotes.json: the live release of each remote that has one. */
export type RemotesManifest = Partial<Record<RemoteName, RemoteRelease>>;

/** The file a remote's browser build names its federation container (webpack-config.ts), beside its mf-manifest.json. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * A release's container script, beside the manifest its `url` names: the browser loads remotes by their container (the
 * federation runtime then needs no manifest, nor the code that reads one).
 */
export function remoteEntryUrl(release: Pick<RemoteRelease, 'url'>): string {
  return new URL(REMOTE_ENTRY_FILE, release.url).href;
}
