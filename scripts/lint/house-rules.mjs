// The house rules ESLint has no built-in rule for: feature folders never import each other, kebab-case file names,
// no import cycles. Plain ESLint rules over relative imports (packages import each other by name, never by path).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** The file a relative import names, or null for a package import or an unresolvable path. */
export function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), source);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Every `<package>/src/features/<feature>` folder under `root`, read now (lint time), not listed by hand. */
export function featureFolders(root) {
  const folders = [];
  for (const pkg of readdirSync(root)) {
    const features = join(root, pkg, 'src', 'features');
    if (!existsSync(features)) continue;
    for (const feature of readdirSync(features)) if (statSync(join(features, feature)).isDirectory()) folders.push(join(features, feature));
  }
  return folders;
}

const inside = (folder, file) => file === folder || file.startsWith(folder + sep);

const importSources = (node) =>
  node.type === 'ImportExpression' ? (node.source.type === 'Literal' ? node.source.value : null) : node.source?.value ?? null;

function onImports(report) {
  const check = (node) => {
    const source = importSources(node);
    if (typeof source === 'string') report(node, source);
  };
  return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
}

const noCrossFeatureImports = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { folders: { type: 'array', items: { type: 'string' } } } }], messages: { cross: "Feature '{{from}}' imports feature '{{to}}': features never import each other; move the shared part to the package's components/ or to @cargora/shared." } },
  create(context) {
    const folders = context.options[0]?.folders ?? [];
    const file = context.filename;
    const own = folders.find((f) => inside(f, file));
    if (!own) return {};
    return onImports((node, source) => {
      const target = resolveImport(file, source);
      const other = target && folders.find((f) => f !== own && inside(f, target));
      if (other) context.report({ node, messageId: 'cross', data: { from: basename(own), to: basename(other) } });
    });
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const kebabCaseFilenames = {
  meta: { type: 'suggestion', schema: [], messages: { name: "File name '{{name}}' is not kebab-case (components are PascalCase inside kebab-case files)." } },
  create(context) {
    const name = basename(context.filename);
    return {
      Program(node) {
        if (!KEBAB.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

/** Relative imports of a file, from its text (cached per lint run by modification time). */
const graphCache = new Map();
function relativeImports(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = graphCache.get(file);
  if (cached && cached.mtime === mtime) return cached.targets;
  const text = readFileSync(file, 'utf8');
  const targets = [];
  // Type-only imports vanish at run time and cannot make a cycle of evaluation.
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target) targets.push(target);
  }
  graphCache.set(file, { mtime, targets });
  return targets;
}

/** A path of relative imports from `start` back to `file`, if there is one. */
function cycleBack(file, start) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [current, path] = stack.pop();
    if (current === file) return path;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of relativeImports(current)) stack.push([next, [...path, next]]);
  }
  return null;
}

const noImportCycles = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{path}}' } },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd;
    return onImports((node, source) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveImport(file, source);
      const path = target && cycleBack(file, target);
      if (path) context.report({ node, messageId: 'cycle', data: { path: [file, ...path].map((f) => relative(cwd, f)).join(' -> ') } });
    });
  },
};

export default {
  meta: { name: 'cargora-house-rules' },
  rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'kebab-case-filenames': kebabCaseFilenames, 'no-import-cycles': noImportCycles },
};
