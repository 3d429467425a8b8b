// bench:web's sites: the checked-out build, and with --against the baseline's beside it (lib/baseline.ts), each with
// its API (its own seeded SQLite database), its host server and its remotes' origins in processes of their own.
import { mkdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { forkSite } from '@cargora/scripts/site-child';
import { startApi } from '@cargora/scripts/api-process';
import { gitSha } from '@cargora/scripts/build';
import { opsToken } from '@cargora/shared/server';
import { privateDeployDir } from '../lib/bench-deploy';
import { againstRef, baselineEnv, inEnv, prepareBaseline } from '../lib/baseline';
import { BENCH_DIR, BENCH_ENV, SERVER_NICE, SHARED_DEPLOY_DIR } from './settings';

export interface Site {
  /** 'this' (the checked-out build) or 'baseline' */
  id: 'this' | 'baseline';
  /** e.g. "this (3803b0a)", "baseline c780be4" */
  label: string;
  host: string;
  api: string;
  /** The operator credential of its host (GET /ssr-status). */
  opsToken: string;
  stop: () => Promise<void>;
}

/** The baseline's ports: the checked-out ones + 50 (bench:sitemap and bench:render use +20 and +30). */
const BASELINE_PORT_OFFSET = 50;

type ForkSite = typeof forkSite;
type StartApi = typeof startApi;

async function startSite(id: Site['id'], label: string, env: Record<string, string>, fork: ForkSite, api: StartApi, logDir: string): Promise<Site> {
  mkdirSync(env.DATA_DIR!, { recursive: true });
  const apiProcess = await inEnv(env, () => api({}, { logFile: join(logDir, 'api.log') }));
  try {
    if (SERVER_NICE) setPriority(apiProcess.child.pid!, SERVER_NICE);
    const site = await fork({
      args: ['--with-remotes'],
      env: { ...process.env, ...env, SITE_NICE: String(SERVER_NICE) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      describe: (code) => `${label}: the site's servers exited with ${code} during start-up`,
    });
    return {
      id,
      label,
      host: site.url,
      api: apiProcess.url,
      opsToken: opsToken({}, env.DATA_DIR!),
      stop: async () => {
        await site.stop();
        await apiProcess.stop();
      },
    };
  } catch (error) {
    await apiProcess.stop();
    throw error;
  }
}

/** The checked-out site, then (--against) the baseline's; stops what started when one fails. */
export async function startSites(): Promise<Site[]> {
  const remotes = privateDeployDir(SHARED_DEPLOY_DIR, BENCH_ENV.CARGORA_DEPLOY_DIR!);
  console.log(`[bench] remotes: ${Object.entries(remotes).map(([r, v]) => `${r} ${v.version}`).join(', ')}`);
  const sites = [await startSite('this', `this (${gitSha() ?? 'checked out'})`, BENCH_ENV, forkSite, startApi, BENCH_DIR)];
  const ref = againstRef();
  if (ref === undefined) return sites;
  try {
    const env = baselineEnv(BENCH_ENV, '', BASELINE_PORT_OFFSET, {});
    const tree = await prepareBaseline(ref, env);
    const own = baselineEnv(env, tree.root, 0, { CARGORA_DEPLOY_DIR: '.cache/bench/web/deploy', DATA_DIR: '.cache/bench/data' });
    // Its remotes' builds, copied into a deploy directory of its own whose remotes.json names its ports.
    await inEnv(own, () => privateDeployDir(tree.sharedDeployDir, own.CARGORA_DEPLOY_DIR!, () => undefined));
    sites.push(await startSite('baseline', `baseline ${tree.sha}`, own, tree.forkSite, tree.startApi, join(tree.root, '.cache', 'bench')));
  } catch (error) {
    await sites[0]!.stop();
    throw error;
  }
  console.log(`[bench] side by side: ${sites.map((s) => `${s.label} at ${s.host}`).join(', ')}; each figure is measured on both in turn`);
  return sites;
}
