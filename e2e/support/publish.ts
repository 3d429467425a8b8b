// Publishes a copy of a remote's stable version under a new version, as a build would (no webpack run): the canary
// and skew tests need several versions of one remote, not several builds of it.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ENV } from './site';

const deploy = () => E2E_ENV.CARGORA_DEPLOY_DIR;
let copies = 0;

/** The version of `remote` remotes.json names. */
export function stableVersion(remote: string): string {
  return (JSON.parse(readFileSync(join(deploy(), 'remotes.json'), 'utf8')) as Record<string, { version: string }>)[remote]!.version;
}

/**
 * A new published version of `remote`: the stable one's folder copied under a new name with its release.json updated.
 * `broken`: its server build throws as it loads, so every page of the remote the server renders with it fails (the
 * browser renders it instead). `serverBuild`: the server container's entry replaced by this code.
 */
export function publishCopy(remote: string, { broken = false, serverBuild }: { broken?: boolean; serverBuild?: string } = {}): string {
  copies += 1;
  const stamp = new Date().toISOString().replace(/[-:.]/g, '').replace('T', 't').replace('Z', '');
  // The version's last digits keep copies made within one millisecond apart.
  const version = `1.0.0-local-${stamp.slice(0, -1)}${copies % 10}`;
  const to = join(deploy(), remote, version);
  cpSync(join(deploy(), remote, stableVersion(remote)), to, { recursive: true });
  const info = JSON.parse(readFileSync(join(to, 'release.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(to, 'release.json'), JSON.stringify({ ...info, version, builtAt: new Date().toISOString() }, null, 2));
  if (broken || serverBuild !== undefined) {
    const entry = join(to, 'server', 'remoteEntry.js');
    if (!existsSync(entry)) throw new Error(`${remote} ${version} has no server build to replace`);
    writeFileSync(entry, serverBuild ?? `throw new Error('${remote} broken on purpose by an e2e test');\n`);
  }
  return version;
}
