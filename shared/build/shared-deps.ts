// The federation `shared` block every package's module-federation config reuses, built from the one list of
// singletons (singletons.ts), so exactly one copy of each library (and of each of @cargora/shared's run-time entry points) reaches the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SINGLETONS } from './singletons';

export { SINGLETON_NAMES } from './singletons';

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The pnpm catalog (`catalog:` in pnpm-workspace.yaml): the one place the workspace's dependency versions live. */
export function readCatalog(workspaceFile = join(__dirname, '..', '..', 'pnpm-workspace.yaml')): Record<string, string> {
  const catalog: Record<string, string> = {};
  let inside = false;
  for (const line of readFileSync(workspaceFile, 'utf8').split('\n')) {
    if (/^\S/.test(line)) inside = line.trim() === 'catalog:';
    const entry = inside && /^\s+['"]?([^'":]+)['"]?:\s*['"]?([^'"#]+?)['"]?\s*$/.exec(line);
    if (entry) catalog[entry[1]!] = entry[2]!;
  }
  return catalog;
}

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  strictVersion: false;
}

/** Builds the `shared` block for the package in `packageDir` from its own declared ranges. */
export function sharedSingletons(packageDir: string): Record<string, SharedEntry> {
  const pkg = readJson(join(packageDir, 'package.json'));
  const sharedPkg = readJson(join(__dirname, '..', 'package.json'));
  const catalog = readCatalog();
  const ranges = Object.fromEntries(
    Object.entries({ ...pkg.devDependencies, ...pkg.dependencies }).map(([name, range]) => [name, range === 'catalog:' ? catalog[name] : range]),
  );
  const result: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    let requiredVersion: string | false = ranges[base] ?? false;
    if (base.startsWith('@cargora/shared/')) requiredVersion = `^${sharedPkg.version}`;
    // Missing-version mismatches are reported by the runtime instead of failing the load.
    result[name] = { singleton: true, requiredVersion, strictVersion: false };
  }
  return result;
}
