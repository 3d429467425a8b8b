// `--against <git-ref>` (bench:web, bench:ssr): the site as it was at another commit, built and served beside the
// checked-out one in the same run, so that both meet the same machine at the same moments. The ref is checked out
// into a git worktree of its own (.cache/bench/against-<short sha>/), installed with the workspace's pnpm
// (--frozen-lockfile) and built by its own scripts (its API, host and remotes: scripts/lib/build.ts as it was then).
// Its servers are started by its own scripts too (scripts/lib/site-child.ts, api-process.ts), on ports and with a
// seeded SQLite database and a deploy directory of their own. A worktree is made, installed and built once per
// commit; later runs only check that nothing changed (the builds' source hashes).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '@cargora/scripts/paths';
import type * as SiteChildModule from '@cargora/scripts/site-child';
import type * as ApiProcessModule from '@cargora/scripts/api-process';

/** main before issue 46 (the render path on React 19 and React Router 7's data routers). */
export const DEFAULT_BASELINE_REF = 'c780be4';

const TOOLS_BIN = join(ROOT, '.cache', 'tools', 'node_modules', '.bin');
const PNPM = join(TOOLS_BIN, 'pnpm');

/** `--against <ref>`: the ref, DEFAULT_BASELINE_REF when the option has no value, undefined without the option. */
export function againstRef(argv = process.argv): string | undefined {
  const i = argv.findIndex((a) => a === '--against' || a.startsWith('--against='));
  if (i < 0) return undefined;
  const inline = argv[i]!.includes('=') ? argv[i]!.slice('--against='.length) : argv[i + 1];
  return inline && !inline.startsWith('--') ? inline : DEFAULT_BASELINE_REF;
}

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (exit ${result.status ?? result.signal})`);
}

/** Sets these variables for the length of `fn` (the scripts read ports and folders from process.env when called). */
export async function inEnv<T>(env: Record<string, string>, fn: () => T | Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export interface BaselineTree {
  ref: string;
  sha: string;
  root: string;
  /** Its remotes' builds (the shared deploy directory of its benches, as .cache/bench/deploy is for this tree's). */
  sharedDeployDir: string;
  /** Its own scripts, to start its servers. */
  forkSite: typeof SiteChildModule.forkSite;
  startApi: typeof ApiProcessModule.startApi;
}

/**
 * The ref's worktree, installed and built (API, host, remotes). `env` is the environment of its builds (their ports
 * name the remotes' origins in its remotes.json; the benches copy the versions into a deploy directory of their own).
 */
export async function prepareBaseline(ref: string, env: Record<string, string>): Promise<BaselineTree> {
  const sha = git(['rev-parse', '--short=7', `${ref}^{commit}`]);
  const root = join(ROOT, '.cache', 'bench', `against-${sha}`);
  if (!existsSync(join(root, '.git'))) {
    console.log(`[bench] baseline ${ref}: git worktree ${root.slice(ROOT.length + 1)}`);
    git(['worktree', 'prune']);
    git(['worktree', 'add', '--detach', root, sha]);
  }
  const path = `${TOOLS_BIN}:${process.env.PATH}`;
  // Installed again only when its lockfile is not the one installed (as scripts/bootstrap.mjs does).
  const stamp = join(root, 'node_modules', '.cargora-install-stamp');
  const lockHash = createHash('sha256').update(readFileSync(join(root, 'pnpm-lock.yaml'))).digest('hex');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
    console.log(`[bench] baseline ${sha}: pnpm install --frozen-lockfile`);
    run(PNPM, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], root, { ...process.env, PATH: path });
    writeFileSync(stamp, lockHash);
  }
  // Built by its own build script (what it builds and how is the ref's): unchanged builds are skipped there.
  const sharedDeployDir = join(root, '.cache', 'bench', 'deploy');
  console.log(`[bench] baseline ${sha}: building its API, host and remotes (once; later runs skip unchanged builds)`);
  run(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['-e', "const b = require('./scripts/lib/build.ts'); b.ensureApiBuilt(); b.ensureHostBuilt(); b.ensureRemotesReleased(process.env.CARGORA_DEPLOY_DIR);"],
    root,
    { ...process.env, ...env, CARGORA_DEPLOY_DIR: sharedDeployDir, PATH: path },
  );
  const siteChild = (await import(join(root, 'scripts', 'lib', 'site-child.ts'))) as typeof SiteChildModule;
  const apiProcess = (await import(join(root, 'scripts', 'lib', 'api-process.ts'))) as typeof ApiProcessModule;
  return { ref, sha, root, sharedDeployDir, forkSite: siteChild.forkSite, startApi: apiProcess.startApi };
}

/** A baseline's variables beside the checked-out tree's: the same with its own ports (+offset) and folders. */
export function baselineEnv(env: Record<string, string>, root: string, portOffset: number, folders: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...env };
  for (const key of Object.keys(out)) if (key.endsWith('_PORT')) out[key] = String(Number(out[key]) + portOffset);
  for (const [key, relative] of Object.entries(folders)) out[key] = join(root, relative);
  return out;
}
