// bench:ssr's data: real services and agents sampled from the API, and the deploy folder with a second catalog version.
import { cpSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_KEYS } from '@cargora/shared/contracts/schemas';
import { ensureRemotesReleased, manifestUrl } from '@cargora/scripts/build';
import { migrateDeployLayout, readManifest, versionDir, writeManifestAtomic, type ReleaseInfo, type RemotesManifest } from '@cargora/scripts/deploy';
import { REMOTE_NAMES } from '@cargora/scripts/paths';
import { SHARED_DEPLOY_DIR, DEPLOY_DIR, SECOND_VERSION_SUFFIX } from './settings';

export async function apiJson<T>(api: string, path: string): Promise<T> {
  const res = await fetch(`${api}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

export interface Sample {
  services: { id: number; title: string }[];
  agents: { userId: string; companyName: string }[];
  totalServices: number;
  totalAgents: number;
}

/** ~50 real services (every category, two orders) and ~50 real agents (spread over the agent list), from the API. */
export async function sampleData(api: string): Promise<Sample> {
  const services = new Map<number, string>();
  let totalServices = 0;
  for (const sort of ['newest', 'price_asc', 'rating', 'price_desc']) {
    for (const category of CATEGORY_KEYS) {
      const page = await apiJson<{ items: { id: number; title: string }[]; total: number }>(
        api,
        `/api/v1/misc/services?category=${category}&sort=${sort}&pageSize=2`,
      );
      for (const s of page.items) if (services.size < 50) services.set(s.id, s.title);
    }
  }
  const all = await apiJson<{ total: number }>(api, '/api/v1/misc/services?pageSize=1');
  totalServices = all.total;
  const agents = new Map<string, string>();
  const first = await apiJson<{ total: number }>(api, '/api/v1/misc/user/agent?pageSize=1&sort=name');
  const pageSize = 10;
  const pages = Math.max(1, Math.ceil(first.total / pageSize));
  for (let k = 0; k < 5; k += 1) {
    const page = 1 + Math.floor((k * pages) / 5);
    const list = await apiJson<{ items: { userId: string; companyName: string }[] }>(
      api,
      `/api/v1/misc/user/agent?sort=name&page=${page}&pageSize=${pageSize}`,
    );
    for (const a of list.items) agents.set(a.userId, a.companyName);
  }
  return {
    services: [...services].map(([id, title]) => ({ id, title })),
    agents: [...agents].map(([userId, companyName]) => ({ userId, companyName })),
    totalServices,
    totalAgents: first.total,
  };
}

// ── Deploy directory: the active remotes of bench:web's, and a second catalog version ───────────────────────────

export function prepareDeployDir(): { first: string; second: string } {
  ensureRemotesReleased(SHARED_DEPLOY_DIR);
  // Copies made before client/ existed are moved into it.
  migrateDeployLayout(DEPLOY_DIR);
  const shared = readManifest(SHARED_DEPLOY_DIR);
  const manifest: RemotesManifest = {};
  for (const remote of REMOTE_NAMES) {
    const version = shared[remote]!.version;
    const target = versionDir(DEPLOY_DIR, remote, version);
    if (!existsSync(target))
      cpSync(versionDir(SHARED_DEPLOY_DIR, remote, version), target, { recursive: true });
    manifest[remote] = { version, url: manifestUrl(remote, version) };
  }
  // The second version is a copy of the first under another name (faster than a build, and the same code: what the
  // cycles measure is the switch itself). Versions are immutable, so the copy is made once per first version.
  const first = manifest.catalog!.version;
  const second = `${first}${SECOND_VERSION_SUFFIX}`;
  const copy = versionDir(DEPLOY_DIR, 'catalog', second);
  if (!existsSync(copy)) {
    const temp = `${copy}.tmp-${process.pid}`;
    cpSync(versionDir(DEPLOY_DIR, 'catalog', first), temp, { recursive: true });
    const info = JSON.parse(readFileSync(join(temp, 'release.json'), 'utf8')) as ReleaseInfo;
    writeFileSync(
      join(temp, 'release.json'),
      `${JSON.stringify({ ...info, version: second, builtAt: new Date().toISOString(), copyOf: first }, null, 2)}\n`,
    );
    renameSync(temp, copy);
  }
  writeManifestAtomic(DEPLOY_DIR, manifest);
  return { first, second };
}
