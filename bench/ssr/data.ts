// bench:ssr's data: real services and agents sampled from the API, and the deploy folder with a second catalog version.
import { cpSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_KEYS } from '@cargora/shared/contracts/schemas';
import { versionDir, type ReleaseInfo } from '@cargora/scripts/deploy';
import { privateDeployDir } from '../lib/bench-deploy';
import { SHARED_DEPLOY_DIR, DEPLOY_DIR, COPY_VERSION_COMMITS, copyVersionName } from './settings';

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
  const totalServices = all.total;
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

/**
 * bench:web's remote builds copied into `deployDir` (lib/bench-deploy.ts), and a second catalog version. A baseline
 * (--against) passes its own folders, its builds already made by its own scripts.
 */
export function prepareDeployDir(
  shared = SHARED_DEPLOY_DIR,
  deployDir = DEPLOY_DIR,
  ensureReleased?: (target: string) => void,
): { first: string; second: string; third: string } {
  const manifest = privateDeployDir(shared, deployDir, ensureReleased);
  // The other versions are copies of the first under other names (faster than a build, and the same code: what the
  // cycles measure is the switch itself). Versions are immutable, so the copies are made once per first version.
  const first = manifest.catalog!.version;
  const [second, third] = COPY_VERSION_COMMITS.map((commit) => {
    const version = copyVersionName(first, commit);
    const copy = versionDir(deployDir, 'catalog', version);
    if (!existsSync(copy)) {
      const temp = `${copy}.tmp-${process.pid}`;
      cpSync(versionDir(deployDir, 'catalog', first), temp, { recursive: true });
      const info = JSON.parse(readFileSync(join(temp, 'release.json'), 'utf8')) as ReleaseInfo;
      writeFileSync(
        join(temp, 'release.json'),
        `${JSON.stringify({ ...info, version, builtAt: new Date().toISOString(), copyOf: first }, null, 2)}\n`,
      );
      renameSync(temp, copy);
    }
    return version;
  });
  return { first, second: second!, third: third! };
}
