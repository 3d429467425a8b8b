// A fingerprint of everything a front-end build depends on, so unchanged packages are not rebuilt.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './paths';

const SKIP = new Set(['node_modules', 'dist', '.cache', 'coverage', '__tests__', '@mf-types']);

function walk(dir: string, out: string[]) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry)) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
}

export function sourceHash(packageDirs: string[]): string {
  const files: string[] = [];
  for (const dir of [...packageDirs, join(ROOT, 'shared')]) walk(dir, files);
  files.push(join(ROOT, 'pnpm-lock.yaml'), join(ROOT, 'tsconfig.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
