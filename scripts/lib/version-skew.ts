// Version skew between a remote and the host: the host's singletons are the ones a visitor gets,
// so a remote whose required range excludes them is reported instead of failing in the browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, type RemoteName } from './paths';
import { versionDir } from './deploy';

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

const parse = (v: string) => v.replace(/^[=v]/, '').split(/[.+-]/).slice(0, 3).map((n) => Number.parseInt(n, 10) || 0);

/** Does `version` satisfy `range`? Handles the forms our builds emit: ^x.y.z, ~x.y.z, x.y.z, >=x.y.z, *. */
export function satisfies(version: string, range: string): boolean {
  const r = range.trim();
  if (r === '*' || r === '' || r.startsWith('workspace:')) return true;
  const [maj, min, pat] = parse(version);
  const cmp = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
  const v = [maj!, min!, pat!];
  if (r.startsWith('>=')) return cmp(v, parse(r.slice(2))) >= 0;
  if (r.startsWith('^')) {
    const base = parse(r.slice(1));
    if (cmp(v, base) < 0) return false;
    if (base[0]! > 0) return v[0] === base[0];
    if (base[1]! > 0) return v[0] === 0 && v[1] === base[1];
    return v[0] === 0 && v[1] === 0 && v[2] === base[2];
  }
  if (r.startsWith('~')) {
    const base = parse(r.slice(1));
    return cmp(v, base) >= 0 && v[0] === base[0] && v[1] === base[1];
  }
  return cmp(v, parse(r)) === 0;
}

/**
 * A remote's production build borrows the host's federation runtime core (externalRuntime), so it must be built
 * with the same major.minor of Module Federation as the host.
 */
export function runtimeSkew(hostRuntime: string | undefined, remoteRuntime: string | undefined): string[] {
  if (!hostRuntime || !remoteRuntime) return [];
  const [hMaj, hMin] = parse(hostRuntime);
  const [rMaj, rMin] = parse(remoteRuntime);
  return hMaj === rMaj && hMin === rMin
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
  const host = manifestOf(join(hostDist, 'mf-manifest.json'));
  const published = manifestOf(join(versionDir(deployDir, remote, version), 'mf-manifest.json'));
  return [
    ...runtimeSkew(host.metaData?.pluginVersion, published.metaData?.pluginVersion),
    ...skewProblems(host.shared ?? [], published.shared ?? []),
  ];
}
