/** @jest-environment node */
// @cargora/shared's run-time entry points are federation singletons, one chunk each: a module must belong to one of
// them. A file of `ui` that imported a `runtime` file by a relative path would bundle a second copy of it (a second
// store, a second i18n instance) into the ui chunk; so across entries, files import each other by package name only,
// and only downwards (ui -> runtime -> contracts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SHARED_ENTRIES } from '../../build/singletons';

const SRC = resolve(__dirname, '..');
type Entry = 'contracts' | 'runtime' | 'ui';
const LAYER: Record<Entry, number> = { contracts: 0, runtime: 1, ui: 2 };

/** Which entry a file of shared/src belongs to (null: none, e.g. the server face, the test helpers, the rules). */
function entryOf(path: string): Entry | null {
  const file = relative(SRC, path)
    .replace(/\\/g, '/')
    .replace(/\.tsx?$/, '');
  if (/^contracts\/(schemas\/|rules$)/.test(file)) return null;
  if (/^(contracts\/|routes$|constants$)/.test(file)) return 'contracts';
  if (/^(ui\/|app\/|theme\/styled-theme$)/.test(file)) return 'ui';
  if (
    /^(config|storage|toast|theme\/theme|seo\/(urls|page-meta)|federation\/(remote-telemetry|fetch-with-timeout))$/.test(
      file,
    ) ||
    /^(http|stores|i18n|currency|validation|lib|hooks|ssr|runtime)\//.test(file)
  ) {
    return 'runtime';
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveRelative(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((path) => existsSync(path));
  return found ?? null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'/g;

/** federation/runtime-plugin.ts runs in the host's main.js, before any singleton exists: it may not consume one. */
const BEFORE_THE_SHARE_SCOPE = new Set(['federation/fetch-with-timeout.ts']);

it('each file of an entry imports other entries by package name, and only the entries below it', () => {
  const crossings: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const own = entryOf(file);
    if (!own || /\/index\.tsx?$/.test(file) || BEFORE_THE_SHARE_SCOPE.has(relative(SRC, file))) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]!;
      const target = spec.startsWith('.')
        ? entryOf(resolveRelative(file, spec) ?? '')
        : /^@cargora\/shared\/(contracts|runtime|ui)$/.exec(spec)?.[1];
      if (!target || target === own) continue;
      const where = `${relative(SRC, file)} imports '${spec}' (${target})`;
      if (LAYER[target as Entry] > LAYER[own]) crossings.push(`${where}: ${own} may not depend on ${target}`);
      else if (spec.startsWith('.')) crossings.push(`${where}: import it from '@cargora/shared/${target}'`);
    }
  }
  expect(crossings).toEqual([]);
});

it('every singleton entry is an export of the package', () => {
  const pkg = JSON.parse(readFileSync(join(SRC, '..', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  for (const name of SHARED_ENTRIES) {
    const target = pkg.exports[`.${name.slice('@cargora/shared'.length)}`];
    expect(target && existsSync(join(SRC, '..', target))).toBe(true);
  }
});
