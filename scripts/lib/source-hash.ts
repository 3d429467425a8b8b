// A fingerprint of everything a front-end build depends on, so unchanged packages are not rebuilt.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './paths';

const SKIP = new Set(['node_modules', 'dist', '.cache', 'coverage', '__tests__', '@mf-types']);

function walk(dir: string, out: string[]) {
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) {
    out.push(dir);
    return;
  }
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry)) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/** Hash of the given folders or files, plus shared/ (front-end packages compile it in) unless told not to. */
export function sourceHash(paths: string[], { withShared = true } = {}): string {
  const files: string[] = [];
  for (const dir of withShared ? [...paths, join(ROOT, 'shared')] : paths) walk(dir, files);
  files.push(join(ROOT, 'pnpm-lock.yaml'), join(ROOT, 'tsconfig.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
