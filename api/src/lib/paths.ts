import fs from 'node:fs';
import path from 'node:path';

/** The api/ package root, found from this file whether running from src/ (tsx, jest) or the dist/ bundle. */
export function apiRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i += 1) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        if (JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@cargora/api') return dir;
      } catch {
        /* keep looking */
      }
    }
    dir = path.dirname(dir);
  }
  throw new Error('Could not locate the @cargora/api package root');
}
