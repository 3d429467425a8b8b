// Production build of the API: one bundle per entry with esbuild. npm packages stay external (installed
// beside it); the workspace contract package (@cargora/shared/contracts, TypeScript source) is bundled in.
// Type checking is `pnpm typecheck` (tsc --noEmit); this only transpiles.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@cargora/'));

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', 'migrate-cli': 'src/db/migrate-cli.ts', 'seed-cli': 'src/db/seed-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
