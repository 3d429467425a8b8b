/**
 * pnpm --filter @cargora/api bench [-- --services N] [--duration 10] [--connections 50] [--json FILE]
 * Serves the API in this process against a real database; autocannon loads it from a child process.
 *   --services N  use api/data/bench-N.sqlite (seeded with N services once, then reused)
 *   otherwise     DATABASE_URL / the default database (seeded on first start)
 *   --json FILE   also write the figures there (bench/bench-api.ts puts SQLite's and PostgreSQL's side by side)
 *   --only TEXT   run only the cases whose name contains TEXT (e.g. --only "by price")
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { prepareBenchDb } from './bench-db';
import { CATEGORY_KEYS } from '@cargora/shared/contracts/schemas';

function arg(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
}

/**
 * Runs autocannon against base in a child process (its own event loop, the machine's other core), cycling through
 * the given paths.
 */
function run(base: string, paths: string[], duration: number, connections: number) {
  return new Promise<{ rps: number; p50: number; p99: number; errors: number }>((resolve, reject) => {
    const child = fork(path.join(__dirname, 'load-worker.mjs'), [JSON.stringify({ base, paths, duration, connections })]);
    child.once('message', (m) => resolve(m as { rps: number; p50: number; p99: number; errors: number }));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
  });
}

async function main(): Promise<void> {
  const servicesArg = arg('services');
  const duration = Math.min(60, Number(arg('duration') ?? 10));
  const connections = Math.min(500, Number(arg('connections') ?? 50));
  const target = servicesArg
    ? await prepareBenchDb(Number(servicesArg.replace(/_/g, '')))
    : { databaseUrl: loadConfig().databaseUrl, dataDir: loadConfig().dataDir };

  // One server as deployed (read cache on, API_CACHE_TTL_MS default) and one with the cache off, same database.
  async function start(apiCacheTtlMs?: number) {
    const app = await buildApp({
      logger: false,
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      config: apiCacheTtlMs === undefined ? {} : { apiCacheTtlMs },
      configure: (a) => {
        a.get('/bare', async () => ({ ok: true }));
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  }
  const cached = await start();
  const uncached = await start(0);
  const app = cached.app;
  const total = (await app.inject('/api/v1/misc/services/counts/all')).json().data.total as number;
  const agentTotal = (await app.inject('/api/v1/misc/agent/count')).json().data.total as number;

  // Realistic traffic, not one hot URL: 120 distinct filtered, sorted, paginated searches; 500 services; 100 storefronts.
  const categories = CATEGORY_KEYS;
  const sorts = ['newest', 'price_asc', 'price_desc', 'rating', 'transit'];
  const listPaths = Array.from({ length: 120 }, (_, k) => {
    const category = categories[k % categories.length];
    const sort = sorts[Math.floor(k / categories.length) % sorts.length];
    const page = 1 + (k % 4);
    return `/api/v1/misc/services?category=${category}&sort=${sort}&page=${page}`;
  });
  const idPaths = Array.from({ length: 500 }, (_, k) => `/api/v1/misc/services/${1 + Math.floor(((k * 7919) % 500) * (total / 500))}`);
  // A service detail's similar services (tiers by lane, mode and country, best rated first), for the same 500 ids.
  const similarPaths = idPaths.map((p) => `${p}/similar?limit=4`);
  // The landing page's and the routes page's popular international routes: a count and lowest price per pair.
  const popularPaths = [6, 12, 24].map((limit) => `/api/v1/misc/popular/international-routes?limit=${limit}`);
  const storefrontPaths = Array.from(
    { length: 100 },
    (_, k) => `/api/v1/misc/storefront/agent-${String(1 + ((k * 37) % Math.max(1, agentTotal))).padStart(4, '0')}`,
  );
  // Text searches (issue 18): 120 distinct queries of one or two words, a place with some, a fifth with one typo.
  const words = ['container', 'reefer', 'customs', 'clearance', 'warehouse', 'freight', 'trucking', 'storage', 'brokerage', 'courier', 'pallet', 'express'];
  const typos = ['contaner', 'reefre', 'cusotms', 'clearence', 'warehose', 'frieght', 'truckin', 'storag', 'brokrage', 'couirer', 'palet', 'exprss'];
  const places = ['', 'China', 'Rotterdam', 'Germany', 'Dubai', 'Brazil', 'Singapore', 'India', 'Mombasa', 'France'];
  const textPaths = Array.from({ length: 120 }, (_, k) => {
    const word = k % 5 === 4 ? typos[k % typos.length] : words[k % words.length];
    const place = places[Math.floor(k / words.length) % places.length];
    return `/api/v1/misc/services?q=${encodeURIComponent(place ? `${word} ${place}` : word)}`;
  });
  // A price range alone (the all-services page's price filter), in each order, and its facet counts: at 1,000,000
  // services a range holds tens of thousands of services.
  const priceRanges = [[0, 100], [100, 200], [200, 500], [500, 1000], [1000, 2000], [2000, 5000]];
  const pricePaths = priceRanges.flatMap(([min, max]) =>
    ['newest', 'rating', 'transit', 'price_asc'].map((sort) => `/api/v1/misc/services?minPrice=${min}&maxPrice=${max}&sort=${sort}`),
  );
  const priceFacetPaths = priceRanges.map(([min, max]) => `/api/v1/misc/services/facets?minPrice=${min}&maxPrice=${max}`);
  // Filter-only lists with their facet counts, as the catalog asks for them.
  const facetPaths = listPaths.map((p) => p.replace('/services?', '/services/facets?').replace(/&sort=[^&]+&page=\d+/, ''));
  const facetTextPaths = textPaths.map((p) => p.replace('/services?', '/services/facets?'));
  // Searches ordered by price (issue 49): on lanes and in categories, without a load (the listed price: an index) and
  // with the shipper's load (its all-in price computed in SQL for every matching service, then the page).
  const priceScopes = [
    'origin=China&destination=Netherlands', 'origin=China', 'destination=Germany', 'category=internationalTransport',
    'category=domesticTransportcitytocity', 'origin=United%20Arab%20Emirates&destination=France',
  ];
  const loads = ['load=40HC', 'load=20&n=2&kg=30000', 'load=pkg&n=3&kg=300&l=120&w=80&h=100', 'load=pkg&kg=2500&m3=4&value=20000&valueCur=EUR'];
  const loadPricedPaths = priceScopes.flatMap((scope, i) =>
    loads.map((load, k) => `/api/v1/misc/services?${scope}&${load}&sort=price_asc&page=${1 + ((i + k) % 2)}`),
  );
  const plainPricePaths = loadPricedPaths.map((p) => p.replace(/&load=.*?&sort=/, '&sort='));
  for (const p of [
    listPaths[0], idPaths[0], similarPaths[0], popularPaths[0], storefrontPaths[0], textPaths[0], facetPaths[0], pricePaths[0], priceFacetPaths[0],
    plainPricePaths[0], ...loads.map((_, k) => loadPricedPaths[k]),
  ]) {
    const status = (await app.inject(p)).statusCode;
    if (status !== 200) throw new Error(`${p} answered ${status}`);
  }

  const only = arg('only');
  const chosen = (name: string) => !only || name.startsWith('bare') || name.includes(only);
  const cases: [string, string, string[]][] = ([
    ['bare Fastify route', cached.base, ['/bare']],
    ['services list (120 searches)', cached.base, listPaths],
    ['services list, cache off', uncached.base, listPaths],
    ['text search (120, a fifth with a typo), cache off', uncached.base, textPaths],
    ['facets of a filtered list, cache off', uncached.base, [...new Set(facetPaths)]],
    ['facets of a text search, cache off', uncached.base, facetTextPaths],
    ['service by id (500 ids)', cached.base, idPaths],
    ['service by id, cache off', uncached.base, idPaths],
    ['similar services (500 ids), cache off', uncached.base, similarPaths],
    ['popular routes (3 lengths), cache off', uncached.base, popularPaths],
    ['storefront (100 agents)', cached.base, storefrontPaths],
    ['storefront, cache off', uncached.base, storefrontPaths],
  ] as [string, string, string[]][]).filter(([name]) => chosen(name));
  console.log(
    `\nCargora API bench: ${total} services, ${agentTotal} agents, ${app.dbKind}, ${connections} connections, ${duration}s each, ` +
      `${os.cpus().length} CPUs, Node ${process.version}, read cache ${app.config.apiCacheTtlMs} ms TTL\n`,
  );
  const rows: string[][] = [];
  const figures: { name: string; connections: number; rps: number; p50: number; p99: number; errors: number }[] = [];
  let bareRps = 0;
  for (const [name, base, paths] of cases) {
    const r = await run(base, paths, duration, connections);
    figures.push({ name, connections, ...r });
    if (name.startsWith('bare')) bareRps = r.rps;
    const share = bareRps ? `${Math.round((100 * r.rps) / bareRps)}%` : '';
    rows.push([name, String(r.rps), share, `${r.p50} ms`, `${r.p99} ms`, String(r.errors)]);
    console.log(`  done: ${name}`);
  }
  const header = ['endpoint', 'req/s', 'of bare', 'p50', 'p99', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}\n`);
  // The same uncached queries one at a time: the latency of a query itself, without the queue that 50 connections
  // build in front of one process (at 50 connections p50 ≈ 50 / req/s whatever the query costs).
  const single: string[][] = [];
  // A price range alone is measured here only: at 1,000,000 services a list of one takes tens of ms (SQLite's calls
  // are synchronous: they hold the process), and 50 connections' backlog ran into the next case's window (before
  // migrations 018 and 019 each request took most of a second).
  // A load-priced search reads every service its filters match (no index holds the price of a load): measured here,
  // beside the same searches ordered by the listed price.
  const slowCases: [string, string, string[]][] = ([
    ['price range (6 ranges x 4 orders), cache off', uncached.base, pricePaths],
    ['facets of a price range (6), cache off', uncached.base, priceFacetPaths],
    ['plain search by price (6 lanes/categories), cache off', uncached.base, plainPricePaths],
    ['load-priced search by price (6 x 4 loads), cache off', uncached.base, loadPricedPaths],
  ] as [string, string, string[]][]).filter(([name]) => chosen(name));
  for (const [name, base, paths] of [...cases, ...slowCases].filter(([n]) => n.includes('cache off') && !n.includes('by id') && !n.includes('storefront'))) {
    const r = await run(base, paths, duration, 1);
    figures.push({ name, connections: 1, ...r });
    single.push([name, String(r.rps), '', `${r.p50} ms`, `${r.p99} ms`, String(r.errors)]);
  }
  console.log(`one request at a time (1 connection):\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${single.map(line).join('\n')}\n`);
  const json = arg('json');
  if (json) fs.writeFileSync(json, JSON.stringify({ db: app.dbKind, services: total, figures }, null, 2));
  const stats = cached.app.readCache.stats();
  console.log(`read cache: ${stats.hits} hits, ${stats.misses} misses, ${stats.entries} entries, ${(stats.bytes / 1024).toFixed(0)} KB`);
  console.log('targets: services list p99 < 20 ms at 1,000,000 services and >= 50% of the bare route (cached server); cache off: text search p99 <= 50 ms, filter-only p99 <= 30 ms, facets included (issue 18)\n');
  await cached.app.close();
  await uncached.app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
