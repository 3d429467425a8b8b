// `npm run remote -- release|rollback|status`: ship or roll back one remote; the host is never rebuilt.
import { existsSync } from 'node:fs';
import type { SsrStatus } from '@cargora/host/server';
import { activate, listVersions, migrateDeployLayout, previousVersion, readManifest, readReleaseInfo, versionServerFile } from './lib/deploy';
import { manifestUrl, releaseRemote } from './lib/build';
import { opsAuthorization } from '@cargora/shared/server';
import { deployDir, localOpsToken, origin, ports, REMOTE_NAMES, type RemoteName } from './lib/paths';
import { checkSkew } from './lib/version-skew';
import { liveContractVersion } from './lib/release-gate';
import { clusterActivate } from './lib/cluster';

const usage = `Usage:
  npm run remote -- release <remote>             build and publish <remote>, make it active
  npm run remote -- rollback <remote> [version]  re-activate the previous (or the named) version
  npm run remote -- status [--json]              active and kept versions, manifest health
  npm run remote -- cluster-activate <remote> [version]
                                                 in the running cluster (npm run start:cluster): upload a version
                                                 from deploy/ (default: the active one) to the bucket and make it live
Remotes: ${REMOTE_NAMES.join(', ')}`;

function asRemote(name: string | undefined): RemoteName {
  if (!name || !(REMOTE_NAMES as readonly string[]).includes(name)) {
    console.error(`Unknown remote "${name ?? ''}".\n${usage}`);
    process.exit(2);
  }
  return name as RemoteName;
}

async function probe(url: string): Promise<{ ok: boolean; status: number | string }> {
  try {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 3000);
    const res = await fetch(url, { signal: controller.signal });
    clearTimeout(timer);
    return { ok: res.ok, status: res.status };
  } catch (error) {
    return { ok: false, status: error instanceof Error ? error.message : 'unreachable' };
  }
}

/** What the running host server renders with now (its /ssr-status), or null when it does not answer. */
async function rendering(): Promise<Partial<Record<RemoteName, { version: string }>> | null> {
  try {
    const res = await fetch(`${origin(ports().host)}/ssr-status`, { headers: opsAuthorization(localOpsToken()), signal: AbortSignal.timeout(3000) });
    return ((await res.json()) as SsrStatus).rendering?.generation ?? null;
  } catch {
    return null;
  }
}

async function status(json: boolean) {
  const manifest = readManifest(deployDir());
  const rows = [];
  const server = await rendering();
  for (const remote of REMOTE_NAMES) {
    const active = manifest[remote];
    const kept = listVersions(deployDir(), remote).map((v) => v.version);
    const health = active ? await probe(active.url) : { ok: false, status: 'no active version' };
    const skew = active ? checkSkew(deployDir(), remote, active.version) : [];
    // The server build ships in the same version folder as the browser build (its server/, beside client/).
    const serverBuild = active && existsSync(versionServerFile(deployDir(), remote, active.version)) ? active.version : null;
    rows.push({
      remote,
      active: active?.version ?? null,
      url: active?.url ?? null,
      manifest: health,
      serverBuild,
      renderingWith: server?.[remote]?.version ?? null,
      kept,
      skew,
    });
  }
  if (json) {
    console.log(JSON.stringify({ remotes: rows }, null, 2));
    return;
  }
  for (const row of rows) {
    console.log(`${row.remote.padEnd(10)} active: ${row.active ?? '-'}`);
    console.log(`${''.padEnd(10)} manifest: ${row.manifest.ok ? 'answers' : 'NOT answering'} (${row.manifest.status}) ${row.url ?? ''}`);
    console.log(`${''.padEnd(10)} browser build: ${row.active ?? '-'}   server build: ${row.serverBuild ?? 'MISSING (pages of this remote are rendered in the browser)'}`);
    console.log(`${''.padEnd(10)} the host's server renders with: ${row.renderingWith ?? (server ? '-' : 'host server not answering')}`);
    console.log(`${''.padEnd(10)} kept: ${row.kept.length ? row.kept.join(', ') : '-'}`);
    for (const problem of row.skew) console.log(`${''.padEnd(10)} version skew: ${problem}`);
  }
}

async function main() {
  const [command, name, version] = process.argv.slice(2);
  // Versions published before client/ existed are moved into it first (rollback, status and upload read it).
  const moved = migrateDeployLayout(deployDir());
  if (moved.length) console.log(`[remote] moved into the client/ layout: ${moved.join(', ')}`);
  if (command === 'release') {
    const remote = asRemote(name);
    // The live API's contract version, asked before the build (the gate compares the build's with it).
    const liveContract = await liveContractVersion(origin(ports().api));
    if (liveContract === null) console.log(`[release] the API at ${origin(ports().api)} did not answer: the contract version is not checked`);
    releaseRemote(remote, deployDir(), liveContract);
  } else if (command === 'rollback') {
    const remote = asRemote(name);
    const target = version ?? previousVersion(deployDir(), remote);
    if (!target) {
      console.error(`No earlier version of ${remote} to roll back to.`);
      process.exit(1);
    }
    if (!readReleaseInfo(deployDir(), remote, target)) {
      console.error(`${remote} ${target} is not published. Kept: ${listVersions(deployDir(), remote).map((v) => v.version).join(', ')}`);
      process.exit(1);
    }
    const from = readManifest(deployDir())[remote]?.version ?? '-';
    activate(deployDir(), remote, target, manifestUrl(remote, target), 'rollback');
    console.log(`[rollback] ${remote}: ${from} -> ${target} (no build; reloads pick it up)`);
  } else if (command === 'cluster-activate') {
    const remote = asRemote(name);
    const target = version ?? readManifest(deployDir())[remote]?.version;
    if (!target || !readReleaseInfo(deployDir(), remote, target)) {
      console.error(`${remote} ${target ?? '(none active)'} is not published in ${deployDir()}. Kept: ${listVersions(deployDir(), remote).map((v) => v.version).join(', ')}`);
      process.exit(1);
    }
    const result = await clusterActivate(remote, target);
    console.log(`[cluster] ${remote}: ${result.from ?? '-'} -> ${target} (${result.uploaded ? 'uploaded, ' : ''}live in the bucket; hosts pick it up within about a second)`);
  } else if (command === 'status') {
    await status(process.argv.includes('--json'));
  } else {
    console.log(usage);
    process.exit(command ? 2 : 0);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
