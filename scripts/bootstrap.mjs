#!/usr/bin/env node
// Entry point of `npm start`, `npm test` and friends on a machine with only Node.js and npm:
// fetches the pinned pnpm, installs the workspace when needed, then runs the command's TypeScript file (scripts/, bench/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.cache', 'tools');
const [command = 'start', ...args] = process.argv.slice(2);
// Each command's file, from the repository's root: the benchmarks are a workspace package of their own (bench/).
const commands = { start: 'scripts/start.ts', test: 'scripts/test.ts', seed: 'scripts/seed.ts', remote: 'scripts/remote.ts', 'bench:api': 'bench/bench-api.ts', 'bench:web': 'bench/bench-web.ts', 'bench:ssr': 'bench/bench-ssr.ts', 'bench:sitemap': 'bench/bench-sitemap.ts', 'bench:render': 'bench/bench-render.ts', 'start:cluster': 'scripts/start-cluster.ts', 'test:cluster': 'scripts/cluster-check.ts' };

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Cargora needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}
if (!commands[command]) {
  console.error(`Unknown command "${command}". Known: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}

// 1. pnpm, at the version pinned in package.json's packageManager field.
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const pnpm = join(tools, 'node_modules', '.bin', 'pnpm');
const installedPnpm = existsSync(join(tools, 'node_modules', 'pnpm', 'package.json'))
  ? JSON.parse(readFileSync(join(tools, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version
  : null;
if (installedPnpm !== pinned) {
  console.log(`[cargora] installing pnpm ${pinned} into .cache/tools`);
  mkdirSync(tools, { recursive: true });
  writeFileSync(join(tools, 'package.json'), '{ "name": "cargora-tools", "private": true }\n');
  if (run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${pinned}`], { cwd: tools }) !== 0) process.exit(1);
}

// 2. Workspace dependencies, whenever the lockfile changed since the last install.
const stamp = join(root, 'node_modules', '.cargora-install-stamp');
const lockHash = createHash('sha256').update(readFileSync(join(root, 'pnpm-lock.yaml'))).digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  console.log('[cargora] installing dependencies (pnpm install --frozen-lockfile)');
  if (run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], { env: { ...process.env, CI: process.env.CI ?? '' } }) !== 0) process.exit(1);
  writeFileSync(stamp, lockHash);
}

// 3. The command itself, in TypeScript.
// MALLOC_ARENA_MAX: the host server starts and ends render worker threads at every release; with glibc's default of
// up to 8 malloc arenas per core, memory those threads freed stayed in the process (RSS +65 MB over 50 release/rollback
// cycles in `npm run bench:ssr -- --only cycles`; +22 MB with 2 arenas, and no growth from cycle 10 to 50).
const env = {
  ...process.env,
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  PATH: `${join(tools, 'node_modules', '.bin')}:${process.env.PATH}`,
};
process.exit(run(join(root, 'node_modules', '.bin', 'tsx'), [commands[command], ...args], { env }));
