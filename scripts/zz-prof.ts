// temporary: one worker renders one page kind one at a time (no contention), for a clean CPU profile.
import { join } from 'node:path';
import { DEFAULT_CONFIG, parseRenderState } from '@cargora/shared/server';
import { RenderPool } from '@cargora/host/server';
const ROOT = join(__dirname, '..');
const dist = join(ROOT, 'host', 'dist');
const paths = process.argv.slice(2);
async function main() {
  const pool = new RenderPool({ workerFile: join(dist, 'server', 'render-worker.js'), hostDistDir: dist, deployDir: join(ROOT, 'deploy'), apiUrl: 'http://localhost:4000', config: { ...DEFAULT_CONFIG, apiUrl: 'http://localhost:4000' }, budgetMs: 5000, size: 1, log: (m) => console.log(m) });
  const langs = ['en', 'fr', 'ar'];
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 15000) {
    const path = paths[n % paths.length]!;
    const state = parseRenderState(undefined, langs[n % 3]!);
    const r = await pool.render({ url: path, state });
    if (!r.result || r.result.status !== 200) console.log('bad', path, r.result?.status);
    n += 1;
  }
  console.log('renders', n, 'ms each', (15000 / n).toFixed(2));
  await pool.close();
}
void main();
