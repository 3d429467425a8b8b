// Version skew between a remote and the host: the host's singletons are the ones a visitor gets,
// so a remote whose required range excludes them is reported instead of failing in the browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { ROOT, type RemoteName } from './paths';
import { buildLayout, versionLayout } from './deploy';

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

interface Manifest {
  shared?: ManifestShared[];
  metaData?: { pluginVersion?: string };
}

function manifestOf(file: string): Manifest {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * Does the host's `version` satisfy a remote's required `range`? npm's semver rules (^, ~, >=, ||, x-ranges,
 * a host prerelease counts); an empty or `workspace:` range accepts anything; an unreadable range is reported as skew.
 */
export function satisfies(version: string, range: string): boolean {
  const r = range.trim();
  if (r === '' || r.startsWith('workspace:')) return true;
  return semver.satisfies(version, r, { includePrerelease: true });
}

/**
 * A remote's production build borrows the host's federation runtime core (externalRuntime), so it must be built
 * with the same major.minor of Module Federation as the host.
 */
export function runtimeSkew(hostRuntime: string | undefined, remoteRuntime: string | undefined): string[] {
  if (!hostRuntime || !remoteRuntime) return [];
  const [host, remote] = [semver.coerce(hostRuntime), semver.coerce(remoteRuntime)];
  return host && remote && host.major === remote.major && host.minor === remote.minor
    ? []
    : [`federation runtime: remote built with ${remoteRuntime}, host provides ${hostRuntime}`];
}

/** Problems between a remote's required ranges and the versions the host provides. */
export function skewProblems(hostShared: ManifestShared[], remoteShared: ManifestShared[]): string[] {
  const provided = new Map(hostShared.map((s) => [s.name, s.version]));
  const problems: string[] = [];
  for (const dep of remoteShared) {
    const hostVersion = provided.get(dep.name);
    if (!hostVersion || !dep.requiredVersion) continue;
    if (!satisfies(hostVersion, dep.requiredVersion)) {
      problems.push(`${dep.name}: remote requires ${dep.requiredVersion}, host provides ${hostVersion}`);
    }
  }
  return problems;
}

export function checkSkew(deployDir: string, remote: RemoteName, version: string, hostDist = join(ROOT, 'host', 'dist')): string[] {
  const host = manifestOf(join(buildLayout(hostDist).client, 'mf-manifest.json'));
  const published = manifestOf(join(versionLayout(deployDir, remote, version).client, 'mf-manifest.json'));
  return [
    ...runtimeSkew(host.metaData?.pluginVersion, published.metaData?.pluginVersion),
    ...skewProblems(host.shared ?? [], published.shared ?? []),
  ];
}
