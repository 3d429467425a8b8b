// Builds what changed: the host, each remote (published as a new immutable version) and the API.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { activate, buildLayout, listVersions, makeVersion, migrateDeployLayout, publish, readManifest, readReleaseInfo } from './deploy';
import { deployDir, REMOTE_NAMES, ROOT, packageDir, remoteOrigin, type RemoteName } from './paths';
import { sourceHash } from './source-hash';
import { precompress } from './precompress';
import { CONTRACT_VERSION } from '@cargora/shared/contracts';
import { SERVER_BUILD_FILES } from '@cargora/shared/server';
import { gateMessage, readFederationManifest, releaseGate } from './release-gate';

export function run(cmd: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: options.cwd ?? ROOT, env: options.env ?? process.env });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

export function pnpm(args: string[], env?: NodeJS.ProcessEnv) {
  run('pnpm', args, { env });
}

export function gitSha(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function stampIsCurrent(file: string, hash: string) {
  return existsSync(file) && readFileSync(file, 'utf8') === hash;
}

export function ensureHostBuilt(force = false) {
  const dir = packageDir('host');
  const hash = sourceHash([dir]);
  const dist = join(dir, 'dist');
  const stamp = join(dist, '.source-hash');
  // A build from before dist/client existed is built again.
  if (!force && stampIsCurrent(stamp, hash) && existsSync(join(buildLayout(dist).client, 'index.html'))) {
    console.log('[build] host: unchanged, skipping');
    return;
  }
  console.log('[build] host');
  // A build from before dist/client existed: its files at the top of dist would stay there, unused.
  if (!existsSync(buildLayout(dist).client)) rmSync(dist, { recursive: true, force: true });
  pnpm(['--filter', '@cargora/host', 'build']);
  precompress(buildLayout(dist).client);
  writeFileSync(stamp, hash);
}

export function ensureApiBuilt(force = false) {
  const dir = join(ROOT, 'api');
  // What the API imports of shared (the contract, the route table, page URLs) is bundled into it: shared's source is
  // part of the API's (all of it: a rebuild costs a second, a missed one serves stale routes).
  const hash = sourceHash([join(dir, 'src'), join(dir, 'migrations'), join(dir, 'package.json'), join(dir, 'scripts', 'build.mjs'), join(ROOT, 'shared', 'src')], { withShared: false });
  const stamp = join(dir, 'dist', '.source-hash');
  if (!force && stampIsCurrent(stamp, hash)) {
    console.log('[build] api: unchanged, skipping');
    return;
  }
  console.log('[build] api');
  pnpm(['--filter', '@cargora/api', 'build']);
  writeFileSync(stamp, hash);
}

export const manifestUrl = (remote: RemoteName, version: string) =>
  `${remoteOrigin(remote)}/${version}/mf-manifest.json`;

export interface PublishOptions {
  /** Where the versions and remotes.json live. */
  target?: string;
  /** The host build the remote is checked against. */
  hostDist?: string;
  /** The contract version the live API serves (null: not asked, or it did not answer). */
  liveContract?: number | null;
  /** Make it the active version (default); false publishes it only (a canary names it in canary.json). */
  activate?: boolean;
}

/**
 * Publishes a built remote (its dist) as a new immutable version and makes it active, unless the release gate
 * refuses it (scripts/lib/release-gate.ts): then it throws with the reasons and publishes nothing.
 */
export function publishBuild(remote: RemoteName, distDir: string, sourceHashOfBuild: string, options: PublishOptions = {}): string {
  const { target = deployDir(), hostDist = join(packageDir('host'), 'dist'), liveContract = null } = options;
  const problems = releaseGate({
    remote,
    host: readFederationManifest(hostDist),
    build: readFederationManifest(distDir),
    builtContract: CONTRACT_VERSION,
    liveContract,
  });
  if (problems.length) throw new Error(gateMessage(remote, problems));
  const pkg = JSON.parse(readFileSync(join(packageDir(remote), 'package.json'), 'utf8')) as { version: string };
  const sha = gitSha();
  const version = makeVersion(pkg.version, sha);
  publish(target, distDir, { remote, version, sourceHash: sourceHashOfBuild, gitSha: sha, builtAt: new Date().toISOString(), contractVersion: CONTRACT_VERSION });
  if (options.activate === false) {
    console.log(`[release] ${remote} ${version} is published`);
    return version;
  }
  activate(target, remote, version, manifestUrl(remote, version), 'release');
  console.log(`[release] ${remote} ${version} is live`);
  return version;
}

/** Builds one remote alone, publishes it into deploy/<remote>/<version>/ (client/, server/, private/) and makes it active. */
export function releaseRemote(remote: RemoteName, target = deployDir(), liveContract: number | null = null, { activate = true }: { activate?: boolean } = {}): string {
  const dir = packageDir(remote);
  const dist = join(dir, 'dist');
  const hash = sourceHash([dir]);
  // A remote's build does not depend on its version (its files find each other from where remoteEntry.js was loaded):
  // a dist/ built by this function from the same sources is that build, and is published again without rebuilding.
  const stamp = join(dist, '.source-hash');
  const layout = buildLayout(dist);
  if (stampIsCurrent(stamp, hash) && existsSync(join(layout.client, 'mf-manifest.json')) && existsSync(join(layout.server, SERVER_BUILD_FILES.remote))) {
    console.log(`[release] ${remote}: dist/ is a build of these sources already, not rebuilt`);
  } else {
    console.log(`[release] building ${remote}`);
    rmSync(stamp, { force: true });
    pnpm(['--filter', `@cargora/remote-${remote}`, 'build']);
    precompress(layout.client);
    writeFileSync(stamp, hash);
  }
  return publishBuild(remote, dist, hash, { target, liveContract, activate });
}

/** For `npm start`: every remote has an active version built from the current sources. */
export function ensureRemotesReleased(target = deployDir()) {
  const moved = migrateDeployLayout(target);
  if (moved.length) console.log(`[build] moved into the client/ layout: ${moved.join(', ')}`);
  const manifest = readManifest(target);
  for (const remote of REMOTE_NAMES) {
    const hash = sourceHash([packageDir(remote)]);
    const active = manifest[remote]?.version;
    const info = active ? readReleaseInfo(target, remote, active) : null;
    if (info && info.sourceHash === hash) {
      // Same build; the origin may have moved (ports come from env).
      activate(target, remote, info.version, manifestUrl(remote, info.version), 'activate');
      console.log(`[build] ${remote}: unchanged, ${info.version} stays live`);
      continue;
    }
    const existing = listVersions(target, remote).find((v) => v.sourceHash === hash);
    if (existing) {
      activate(target, remote, existing.version, manifestUrl(remote, existing.version), 'activate');
      console.log(`[build] ${remote}: ${existing.version} already built from these sources, activated`);
      continue;
    }
    releaseRemote(remote, target);
  }
}
