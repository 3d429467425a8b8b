// bench:ssr's builds: the checked-out one, and with --against the baseline's (lib/baseline.ts), each with its own ports,
// deploy directory (the release/rollback cycles rewrite its remotes.json) and seeded database, and its own scripts to
// start its API and host server.
import { mkdirSync } from 'node:fs';
import { forkSite } from '@cargora/scripts/site-child';
import { startApi } from '@cargora/scripts/api-process';
import { gitSha } from '@cargora/scripts/build';
import { opsToken } from '@cargora/shared/server';
import { againstRef, baselineEnv, inEnv, prepareBaseline } from '../lib/baseline';
import { BENCH_ENV, DEPLOY_DIR } from './settings';
import { prepareDeployDir } from './data';

export interface SsrBuild {
  id: 'this' | 'baseline';
  label: string;
  /** Its variables over process.env: ports, CARGORA_DEPLOY_DIR, DATA_DIR, SSR_*. */
  env: Record<string, string>;
  deployDir: string;
  /** The catalog versions its release/rollback cycles switch between. */
  versions: { first: string; second: string; third: string };
  forkSite: typeof forkSite;
  startApi: typeof startApi;
  /** The operator credential its host's /ssr-status takes (DATA_DIR/ops-token, made by whichever reads it first). */
  opsToken: () => string;
}

/** The baseline's ports: the checked-out ones + 50 (bench:sitemap and bench:render use +10 to +30). */
const BASELINE_PORT_OFFSET = 50;

export async function ssrBuilds(): Promise<SsrBuild[]> {
  const builds: SsrBuild[] = [
    {
      id: 'this',
      label: `this (${gitSha() ?? 'checked out'})`,
      env: BENCH_ENV,
      deployDir: DEPLOY_DIR,
      versions: prepareDeployDir(),
      forkSite,
      startApi,
      opsToken: () => opsToken({}, BENCH_ENV.DATA_DIR!),
    },
  ];
  const ref = againstRef();
  if (ref === undefined) return builds;
  const tree = await prepareBaseline(ref, baselineEnv(BENCH_ENV, '', BASELINE_PORT_OFFSET, {}));
  const env = baselineEnv(BENCH_ENV, tree.root, BASELINE_PORT_OFFSET, { CARGORA_DEPLOY_DIR: '.cache/bench/ssr/deploy', DATA_DIR: '.cache/bench/ssr/data' });
  mkdirSync(env.DATA_DIR!, { recursive: true });
  const versions = await inEnv(env, () => prepareDeployDir(tree.sharedDeployDir, env.CARGORA_DEPLOY_DIR!, () => undefined));
  builds.push({
    id: 'baseline',
    label: `baseline ${tree.sha}`,
    env,
    deployDir: env.CARGORA_DEPLOY_DIR!,
    versions,
    forkSite: tree.forkSite,
    startApi: tree.startApi,
    opsToken: () => opsToken({}, env.DATA_DIR!),
  });
  console.log(`[bench:ssr] side by side: ${builds.map((b) => b.label).join(' and ')}, each case measured on both in turn`);
  return builds;
}
