// What `npm run remote -- release` checks before a build is published: a remote that would break in visitors'
// browsers or against the live API is refused, with the reason, and nothing is published.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLayout } from './deploy';
import { runtimeSkew, satisfies, skewProblems } from './version-skew';

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean | null;
}

export interface FederationManifest {
  shared?: ManifestShared[];
  metaData?: { pluginVersion?: string };
}

export function readFederationManifest(distDir: string): FederationManifest | null {
  const file = join(buildLayout(distDir).client, 'mf-manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FederationManifest) : null;
}

/**
 * The remote's own copies of the host's singletons against the host's ranges: a visitor's page gets the host's
 * copy, but a remote whose copy is outside the host's range was built against an API the host does not promise.
 */
export function hostRangeProblems(hostShared: ManifestShared[], remoteShared: ManifestShared[]): string[] {
  const ranges = new Map(hostShared.filter((s) => s.singleton).map((s) => [s.name, s.requiredVersion]));
  const problems: string[] = [];
  for (const dep of remoteShared) {
    const range = ranges.get(dep.name);
    if (!range) continue;
    if (!satisfies(dep.version, range)) problems.push(`${dep.name}: remote built with ${dep.version}, host accepts ${range}`);
  }
  return problems;
}

export interface GateInput {
  remote: string;
  host: FederationManifest | null;
  build: FederationManifest | null;
  /** The contract version the build was made with (CONTRACT_VERSION of its sources). */
  builtContract: number;
  /** What the live API serves (GET /health), or null when it could not be asked. */
  liveContract: number | null;
}

/** Why `remote`'s build must not be published (empty: it may). */
export function releaseGate({ remote, host, build, builtContract, liveContract }: GateInput): string[] {
  if (!host) return ['the host has no build (mf-manifest.json) to check the remote against: build the host first'];
  if (!build) return [`${remote}'s build has no mf-manifest.json`];
  const problems = [
    ...runtimeSkew(host.metaData?.pluginVersion, build.metaData?.pluginVersion),
    ...skewProblems(host.shared ?? [], build.shared ?? []),
    ...hostRangeProblems(host.shared ?? [], build.shared ?? []),
  ];
  if (liveContract !== null && builtContract < liveContract)
    problems.push(`contract: built against version ${builtContract}, the live API serves version ${liveContract}`);
  return [...new Set(problems)];
}

/** The contract version the API at `apiOrigin` serves, or null when it does not answer within `timeoutMs`. */
export async function liveContractVersion(apiOrigin: string, timeoutMs = 5000): Promise<number | null> {
  try {
    const res = await fetch(`${apiOrigin}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    const body = (await res.json()) as { contract?: unknown };
    return typeof body.contract === 'number' ? body.contract : null;
  } catch {
    return null;
  }
}

export function gateMessage(remote: string, problems: string[]): string {
  return [
    `[release] ${remote}: refused, nothing was published. This build would not work beside the live host and API:`,
    ...problems.map((p) => `  - ${p}`),
    'Rebuild the remote against the host\'s versions (pnpm install at the repository root, then release again).',
  ].join('\n');
}
