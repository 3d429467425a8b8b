// `npm run bench:api`: API throughput and latency at the default seed and at 1,000,000 services, on SQLite and on
// PostgreSQL, beside a bare Fastify route measured in the same run; ends with the search figures of both databases
// side by side. Prints figures; asserts nothing.
//   -- --quick           the default seed only
//   -- --no-postgres     SQLite only
//   BENCH_SERVICES       the large data set's size (1000000)
//   BENCH_PG_PORT        the benchmark's PostgreSQL port (55480)
// PostgreSQL runs as a private cluster kept in api/data/bench-pg-N (created and seeded once, about 8 minutes, then
// reused) with 2 GB of shared buffers; give it huge pages as a database host has them (sysctl -w vm.nr_hugepages=1200).
import fs from 'node:fs';
import path from 'node:path';
import { pnpm, run } from '@cargora/scripts/build';
import { ROOT } from '@cargora/scripts/paths';

const large = process.argv.includes('--quick') ? null : (process.env.BENCH_SERVICES ?? '1000000');
const results = path.join(ROOT, '.cache', 'bench');
fs.mkdirSync(results, { recursive: true });
const jsonOf = (db: string) => path.join(results, `api-${db}-${large}.json`);

console.log('━━ API benchmark: default seed (3,000 services) ━━');
pnpm(['--filter', '@cargora/api', 'run', 'bench']);
if (large) {
  const n = Number(large).toLocaleString('en');
  console.log(`\n━━ API benchmark: ${n} services on SQLite (built once into api/data/bench-${large}.sqlite) ━━`);
  pnpm(['--filter', '@cargora/api', 'run', 'bench', '--services', large, '--json', jsonOf('sqlite')]);
  if (!process.argv.includes('--no-postgres')) {
    const hugePages = /HugePages_Total:\s+(\d+)/.exec(fs.existsSync('/proc/meminfo') ? fs.readFileSync('/proc/meminfo', 'utf8') : '');
    console.log(`\n━━ API benchmark: ${n} services on PostgreSQL (a private cluster kept in api/data/bench-pg-${large}, seeded once) ━━`);
    if (!hugePages || hugePages[1] === '0') {
      console.log('note: no huge pages on this machine: each PostgreSQL connection pays for its first touch of every shared buffer page (README, search figures)');
    }
    run('bash', ['scripts/with-postgres.sh', 'sh', '-c', `npx tsx src/db/seed-cli.ts --services ${large} && npx tsx bench/bench-api.ts --json ${jsonOf('postgres')}`], {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        PG_DATA_DIR: path.join(ROOT, 'api', 'data', `bench-pg-${large}`),
        PG_PORT: process.env.BENCH_PG_PORT ?? '55480',
        PG_DB: 'cargora_bench',
        PG_OPTIONS: '-c shared_buffers=2GB',
      },
    });
    sideBySide(n);
  }
}

/** The search figures of issue 18, SQLite's beside PostgreSQL's, from this run's two JSON files. */
function sideBySide(n: string) {
  type Figures = { figures: { name: string; connections: number; rps: number; p50: number; p99: number }[] };
  const read = (db: string) => JSON.parse(fs.readFileSync(jsonOf(db), 'utf8')) as Figures;
  const [sqlite, postgres] = [read('sqlite'), read('postgres')];
  const cell = (f: Figures, name: string, connections: number) => {
    const r = f.figures.find((x) => x.name === name && x.connections === connections);
    return r ? `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms` : '-';
  };
  const cases = [
    ['text search (120, a fifth with a typo), cache off', 'p99 <= 50 ms'],
    ['facets of a text search, cache off', 'included'],
    ['services list, cache off', 'p99 <= 30 ms'],
    ['facets of a filtered list, cache off', 'included'],
  ];
  const header = ['cache off, one at a time (50 connections below)', 'SQLite', 'PostgreSQL', 'target'];
  const rows = cases.flatMap(([name, target]) => [
    [name!, cell(sqlite, name!, 1), cell(postgres, name!, 1), target!],
    ['  at 50 connections', cell(sqlite, name!, 50), cell(postgres, name!, 50), ''],
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n━━ Search at ${n} services, SQLite beside PostgreSQL (issue 18) ━━\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}\n`);
}
