// A front-end package's build as webpack writes it (<package>/dist) and as a remote version is published
// (<deploy>/<remote>/<version>): three folders side by side, so that what a static origin serves (client) holds
// nothing else, whatever spelling an address uses to reach further.
//   client/   the browser build: what the host's or a remote's origin sends, and nothing else
//   server/   the server build (the host's render worker, a remote's federation container for Node), read by the
//             render workers only
//   private/  source maps and the federation plugin's build statistics: sent only when an operator asks for them
//             (outside production, or PUBLIC_SOURCE_MAPS=1)
// Beside them: the build's source-hash stamp, a published version's release.json.
import { join } from 'node:path';

export const BUILD_FOLDERS = { client: 'client', server: 'server', private: 'private' } as const;

/** The server build's file in server/, by kind of package. */
export const SERVER_BUILD_FILES = { host: 'render-worker.js', remote: 'remoteEntry.js' } as const;

/**
 * Source maps (they carry the source code) and the federation plugin's build statistics, as paths relative to the
 * build: webpack writes them into private/, and private/ is where an origin looks for them. Their precompressed
 * copies count too (an older build's).
 */
export const PRIVATE_BUILD_FILE = /(\.map|(^|\/)(mf-manifest-stats|mf-stats|stats)\.json)(\.br|\.gz)?$/;

export interface BuildLayout {
  client: string;
  server: string;
  private: string;
}

/** The three folders of the build in `dir` (a package's dist, or a published version's folder). */
export function buildLayout(dir: string): BuildLayout {
  return { client: join(dir, BUILD_FOLDERS.client), server: join(dir, BUILD_FOLDERS.server), private: join(dir, BUILD_FOLDERS.private) };
}
