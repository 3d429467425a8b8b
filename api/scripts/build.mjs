// Production build of the API: esbuild transpiles every module of src/ to the same tree under dist/ (dist/server.js,
// dist/plugins/…, dist/routes/…), because @fastify/autoload reads the plugin and route folders at run time: a single
// bundle has no folders to read. npm packages stay external (installed beside it). The workspace package
// @cargora/shared (TypeScript source) is bundled once per entry point the API imports (dist/_shared/<entry>.js) and
// required from there, so every module shares one copy. `npm start` stays `node dist/server.js`.
// Type checking is `pnpm typecheck` (tsc --noEmit); this only transpiles. `node scripts/build.mjs <dir>` builds into
// <dir> (inside api/, where the packages resolve) instead of dist/: test/build.test.ts does.
import { build } from 'esbuild';
import { readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const src = path.join(root, 'src');
const dist = path.resolve(root, process.argv[2] ?? 'dist');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@cargora/'));
const SHARED = '@cargora/shared';
const sharedRoot = realpathSync(path.join(root, 'node_modules', SHARED));
const sharedExports = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).exports;

const modules = readdirSync(src, { recursive: true })
  .filter((file) => /\.ts$/.test(file) && !/\.(d|test)\.ts$/.test(file))
  .map((file) => path.join(src, file));

/** Where an import of @cargora/shared/<entry> is built: dist/_shared/<entry>.js. */
const sharedOut = (specifier) => path.join(dist, '_shared', `${specifier.slice(SHARED.length + 1) || 'index'}.js`);
const sharedUsed = new Set();

/** What every build below shares: bundled CommonJS for Node 20, the dependencies left to node_modules. */
const nodeBuild = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
};

rmSync(dist, { recursive: true, force: true });
await build({
  ...nodeBuild,
  entryPoints: modules,
  outbase: src,
  outdir: dist,
  plugins: [
    {
      name: 'one-file-per-module',
      setup(b) {
        // A module's own imports stay requires of the neighbouring output files (every module is an entry point).
        b.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => (args.importer.startsWith(src) ? { path: args.path, external: true } : undefined));
        b.onResolve({ filter: new RegExp(`^${SHARED}(/|$)`) }, (args) => {
          if (!args.importer.startsWith(src)) return undefined;
          sharedUsed.add(args.path);
          const fromDir = path.dirname(path.join(dist, path.relative(src, args.importer)));
          let target = path.relative(fromDir, sharedOut(args.path)).split(path.sep).join('/');
          if (!target.startsWith('.')) target = `./${target}`;
          return { path: target, external: true };
        });
      },
    },
  ],
});

for (const specifier of sharedUsed) {
  const entry = sharedExports[`.${specifier.slice(SHARED.length)}`];
  if (typeof entry !== 'string') throw new Error(`build: ${specifier} is not an export of ${SHARED}`);
  await build({
    entryPoints: [path.join(sharedRoot, entry)],
    ...nodeBuild,
    outfile: sharedOut(specifier),
  });
}
