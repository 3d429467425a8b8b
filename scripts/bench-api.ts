// `npm run bench:api`: API throughput and latency at the default seed and at 1,000,000 services,
// beside a bare Fastify route measured in the same run. Prints figures; asserts nothing.
import { pnpm } from './lib/build';

const large = process.argv.includes('--quick') ? null : (process.env.BENCH_SERVICES ?? '1000000');
console.log('━━ API benchmark: default seed (3,000 services) ━━');
pnpm(['--filter', '@cargora/api', 'run', 'bench']);
if (large) {
  console.log(`\n━━ API benchmark: ${Number(large).toLocaleString('en')} services (built once into api/data/bench-${large}.sqlite) ━━`);
  pnpm(['--filter', '@cargora/api', 'run', 'bench', '--services', large]);
}
