/**
 * pnpm --filter @cargora/api bench [-- --services N] [--duration 10] [--connections 50]
 * Measures the API in-process with autocannon against a real database.
 *   --services N  use api/data/bench-N.sqlite (seeded with N services once, then reused)
 *   otherwise     DATABASE_URL / the default database (seeded on first start)
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { isSeeded, resetData, seed } from '../src/db/seed';
import { apiRoot } from '../src/lib/paths';

function arg(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
}

async function prepareBenchDb(services: number): Promise<{ databaseUrl: string; dataDir: string }> {
  const dataDir = path.join(apiRoot(), 'data');
  const databaseUrl = path.join(dataDir, `bench-${services}.sqlite`);
  const { db } = createDb(databaseUrl);
  try {
    await migrate(db);
    if (!(await isSeeded(db))) {
      console.log(`Building ${databaseUrl} with ${services} services (one-off)...`);
      await resetData(db);
      await seed(db, { services, filesDir: path.join(dataDir, 'files'), log: (m) => console.log(`  ${m}`) });
    }
  } finally {
    await db.destroy();
  }
  return { databaseUrl, dataDir };
}

async function run(url: string, duration: number, connections: number) {
  const result = await autocannon({ url, connections, duration, pipelining: 1, timeout: 20 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<void> {
  const servicesArg = arg('services');
  const duration = Math.min(60, Number(arg('duration') ?? 10));
  const connections = Math.min(500, Number(arg('connections') ?? 50));
  const target = servicesArg
    ? await prepareBenchDb(Number(servicesArg.replace(/_/g, '')))
    : { databaseUrl: loadConfig().databaseUrl, dataDir: loadConfig().dataDir };

  const app = await buildApp({
    logger: false,
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    configure: (a) => {
      a.get('/bare', async () => ({ ok: true }));
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const total = (await app.inject('/api/v1/misc/services/counts/all')).json().data.total as number;
  const someId = Math.max(1, Math.floor(total / 2));

  const cases: [string, string][] = [
    ['bare Fastify route', '/bare'],
    ['services: category, price sort, page 3', '/api/v1/misc/services?category=internationalTransport&sort=price_asc&page=3'],
    ['service by id', `/api/v1/misc/services/${someId}`],
    ['storefront', '/api/v1/misc/storefront/agent-0001'],
  ];
  console.log(`\nCargora API bench: ${total} services, ${app.dbKind}, ${connections} connections, ${duration}s each, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  const rows: string[][] = [];
  for (const [name, pathname] of cases) {
    const r = await run(`${base}${pathname}`, duration, connections);
    rows.push([name, String(r.rps), `${r.p50} ms`, `${r.p99} ms`, String(r.errors)]);
    console.log(`  done: ${name}`);
  }
  const header = ['endpoint', 'req/s', 'p50', 'p99', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}\n`);
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
