// `npm run remote -- release|rollback|status`: ship or roll back one remote; the host is never rebuilt.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { abortCanary, canaryStatus, canaryWindowMs, promoteCanary, readCanaries, readCanaryLog, startCanary, validPercent, type SsrStatus } from '@cargora/host/server';
import { CONTRACT_VERSION } from '@cargora/shared/contracts';
import { activate, listVersions, migrateDeployLayout, previousVersion, pruneVersions, readManifest, readReleaseInfo, versionDir, versionServerFile } from './lib/deploy';
import { manifestUrl, releaseRemote } from './lib/build';
import { arg } from './lib/args';
import { gateMessage, readFederationManifest, releaseGate } from './lib/release-gate';
import { opsAuthorization } from '@cargora/shared/server';
import { deployDir, localOpsToken, origin, packageDir, ports, REMOTE_NAMES, type RemoteName } from './lib/paths';
import { checkSkew } from './lib/version-skew';
import { liveContractVersion } from './lib/release-gate';
import { clusterActivate, clusterCanary } from './lib/cluster';

const usage = `Usage:
  npm run remote -- release <remote> [version]   build (unless its dist/ is a build of the same sources) and publish
                                                 <remote> (or take a version published earlier,
                                                 e.g. built by CI: no build), make it active
  npm run remote -- rollback <remote> [version]  re-activate the previous (or the named) version (ends its canary)
  npm run remote -- canary <remote> [version] [--percent <p>]
                                                 serve <version> (default: a new build of <remote>, published, not
                                                 made active) to a share of visitors beside the stable one: staged
                                                 1 -> 10 -> 50 -> 100% (CANARY_STAGE_WINDOW_MS per stage, advanced
                                                 by the host server's decider), or pinned at p% with --percent
  npm run remote -- promote <remote>             make the canary the stable version
  npm run remote -- abort <remote> [--reason <text>]
                                                 end the canary: every visitor gets the stable version again
  npm run remote -- status [--json]              active and kept versions, canaries, manifest health
  npm run remote -- cluster-activate <remote> [version]
                                                 in the running cluster (npm run start:cluster): upload a version
                                                 from deploy/ (default: the active one) to the bucket and make it live
  npm run remote -- cluster-canary <remote> <version> [--percent <p>]
  npm run remote -- cluster-promote <remote>
  npm run remote -- cluster-abort <remote> [--reason <text>]
                                                 the same canary commands in the running cluster (a version from
                                                 deploy/, uploaded to the bucket; both hosts follow it)
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
  const canaries = canaryStatus(deployDir());
  // The last canary decision per remote (an automatic abort's reason among them).
  const decisions = readCanaryLog(deployDir());
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
      ...canaries[remote],
      lastDecision: decisions.filter((d) => d.remote === remote).at(-1) ?? null,
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
    if (row.canary) {
      const { version, percent, stages, pinned, since } = row.canary;
      console.log(`${''.padEnd(10)} canary: ${version} at ${percent}% (${pinned ? 'pinned' : `stages ${stages.join(' -> ')}%`}) since ${since}`);
    }
  }
}

/** The command line's words, without the options (`--percent 50`, `--reason x`, `--json`). */
function positional(): string[] {
  const argv = process.argv.slice(2);
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i]!;
    if (word === '--percent' || word === '--reason') i += 1;
    else if (!word.startsWith('--')) words.push(word);
  }
  return words;
}

/** Deletes the versions no open page can still load (KEEP_VERSIONS_DAYS, KEEP_VERSIONS_MIN). */
function prune() {
  const deleted = pruneVersions(deployDir());
  if (deleted.length) console.log(`[prune] deleted ${deleted.join(', ')} (older than the keep window, not among the newest kept)`);
}

/** --percent, validated (undefined: staged). */
function percentOption(): number | undefined {
  const text = arg('percent');
  const percent = text === undefined ? undefined : validPercent(text);
  if (percent === null) {
    console.error(`--percent must be a number above 0 and at most 100 (got "${text ?? ''}")`);
    process.exit(2);
  }
  return percent;
}

/** `canary <remote> [version] [--percent p]`: the version through the release gate, then into canary.json. */
/** A version published earlier goes through the release gate again (the live API may have moved on since); exits when it is not published. */
function gatePublished(remote: RemoteName, version: string, liveContract: number | null) {
  const info = readReleaseInfo(deployDir(), remote, version);
  if (!info) {
    console.error(`${remote} ${version} is not published. Kept: ${listVersions(deployDir(), remote).map((v) => v.version).join(', ')}`);
    process.exit(1);
  }
  const problems = releaseGate({
    remote,
    host: readFederationManifest(join(packageDir('host'), 'dist')),
    build: readFederationManifest(versionDir(deployDir(), remote, version)),
    builtContract: info.contractVersion ?? CONTRACT_VERSION,
    liveContract,
  });
  if (problems.length) throw new Error(gateMessage(remote, problems));
}

async function canary(remote: RemoteName, named: string | undefined) {
  const percent = percentOption();
  const liveContract = await liveContractVersion(origin(ports().api));
  if (liveContract === null) console.log(`[canary] the API at ${origin(ports().api)} did not answer: the contract version is not checked`);
  let version = named;
  if (version) gatePublished(remote, version, liveContract);
  else version = releaseRemote(remote, deployDir(), liveContract, { activate: false });
  const state = startCanary(deployDir(), remote, { version, url: manifestUrl(remote, version), windowMs: canaryWindowMs(), ...(percent !== undefined ? { percent } : {}) });
  const stable = readManifest(deployDir())[remote]?.version ?? '-';
  console.log(
    `[canary] ${remote}: ${version} to ${state.percent}% of visitors beside ${stable} (${state.pinned ? 'pinned' : `then ${state.stages.slice(1).join(', ')}%, ${state.windowMs / 1000} s a stage while its checks pass`})`,
  );
  prune();
}

async function main() {
  const [command, name, version] = positional();
  // Versions published before client/ existed are moved into it first (rollback, status and upload read it).
  const moved = migrateDeployLayout(deployDir());
  if (moved.length) console.log(`[remote] moved into the client/ layout: ${moved.join(', ')}`);
  if (command === 'release') {
    const remote = asRemote(name);
    // The live API's contract version, asked before the build (the gate compares the build's with it).
    const liveContract = await liveContractVersion(origin(ports().api));
    if (liveContract === null) console.log(`[release] the API at ${origin(ports().api)} did not answer: the contract version is not checked`);
    if (version) {
      // A version published earlier (no build): gated like a build, then made active as a release.
      gatePublished(remote, version, liveContract);
      const from = readManifest(deployDir())[remote]?.version ?? '-';
      activate(deployDir(), remote, version, manifestUrl(remote, version), 'release');
      console.log(`[release] ${remote}: ${from} -> ${version} (published earlier, no build; reloads pick it up)`);
    } else {
      releaseRemote(remote, deployDir(), liveContract);
    }
    // A new stable version: a canary of this remote would be compared with another baseline than it started with.
    if (abortCanary(deployDir(), remote, 'a new version was released')) console.log(`[release] ${remote}: its canary ended`);
    prune();
  } else if (command === 'canary') {
    await canary(asRemote(name), version);
  } else if (command === 'promote') {
    const remote = asRemote(name);
    if (!readCanaries(deployDir())[remote]) {
      console.error(`${remote} has no canary to promote.`);
      process.exit(1);
    }
    const from = readManifest(deployDir())[remote]?.version ?? '-';
    const promoted = promoteCanary(deployDir(), remote, arg('reason') ?? 'promoted by an operator');
    console.log(`[promote] ${remote}: ${from} -> ${promoted} (every visitor; reloads pick it up)`);
  } else if (command === 'abort') {
    const remote = asRemote(name);
    const current = readCanaries(deployDir())[remote]?.version;
    if (!current || !abortCanary(deployDir(), remote, arg('reason') ?? 'aborted by an operator')) {
      console.error(`${remote} has no canary to abort.`);
      process.exit(1);
    }
    console.log(`[abort] ${remote}: canary ${current} ended; every visitor gets ${readManifest(deployDir())[remote]?.version ?? '-'}`);
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
    if (abortCanary(deployDir(), remote, `rolled back to ${target}`, new Date(), 'rollback')) console.log(`[rollback] ${remote}: its canary ended`);
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
  } else if (command === 'cluster-canary') {
    const remote = asRemote(name);
    if (!version || !readReleaseInfo(deployDir(), remote, version)) {
      console.error(`Name a version of ${remote} published in ${deployDir()} (npm run remote -- canary builds one). Kept: ${listVersions(deployDir(), remote).map((v) => v.version).join(', ')}`);
      process.exit(1);
    }
    const percent = percentOption();
    const state = await clusterCanary(remote, version, (dir, url) =>
      startCanary(dir, remote, { version, url: url!, windowMs: canaryWindowMs(), ...(percent !== undefined ? { percent } : {}) }),
    );
    console.log(`[cluster] ${remote}: canary ${version} at ${state.percent}% (live in the bucket; both hosts pick it up within about a second)`);
  } else if (command === 'cluster-promote' || command === 'cluster-abort') {
    const remote = asRemote(name);
    const done = await clusterCanary(remote, null, (dir) => {
      if (!readCanaries(dir)[remote]) return null;
      if (command === 'cluster-promote') return promoteCanary(dir, remote, arg('reason') ?? 'promoted by an operator');
      abortCanary(dir, remote, arg('reason') ?? 'aborted by an operator');
      return 'aborted';
    });
    if (!done) {
      console.error(`${remote} has no canary in the cluster.`);
      process.exit(1);
    }
    console.log(`[cluster] ${remote}: ${command === 'cluster-promote' ? `${done} promoted` : 'canary ended'} (live in the bucket)`);
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
