// `npm run bench:sitemap`: a crawler's reading of the sitemaps at 1,000,000 services. The built API (its own port and
// data directory) on api/data/bench-N.sqlite (built once, as bench:api builds it); the index, then every sitemap it
// lists, one after the other. Prints the time, URLs per section, bytes, the slowest file and the API's peak memory,
// and PASS/MISS against the target: everything in under 60 s.
//
//   npm run bench:sitemap [-- --services 1000000] [--max-urls 50000]
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { startApi, type ApiProcess } from '@cargora/scripts/api-process';
import { ensureApiBuilt, pnpm } from '@cargora/scripts/build';
import { ROOT } from '@cargora/scripts/paths';
import { arg } from '@cargora/scripts/args';

const TARGET_MS = 60_000;
const BENCH_DIR = join(ROOT, '.cache', 'bench', 'sitemap');
const SITE_URL = 'https://www.cargora.example';
/** Its own ports, so it runs beside npm start and the other benchmarks. */
const BENCH_ENV: Record<string, string> = {
  API_PORT: '4420',
  FILES_PORT: '4520',
  DATA_DIR: join(BENCH_DIR, 'data'),
  SITE_URL,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};

const SERVICES = Number((arg('services') ?? process.env.BENCH_SERVICES ?? '1000000').replace(/_/g, ''));
const MAX_URLS = arg('max-urls');

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The API process's memory from /proc (Linux): resident now, its peak, and the anonymous part (heap, not mapped files). */
function memoryOf(pid: number): { rss: number; hwm: number; anon: number } | null {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM'), anon: kb('RssAnon') };
}

/** Samples the API's anonymous memory while the crawl runs: what the sitemaps' streaming keeps in the heap. */
function watchMemory(pid: number) {
  const startAnon = memoryOf(pid)?.anon ?? 0;
  let peakAnon = 0;
  const sample = () => (peakAnon = Math.max(peakAnon, memoryOf(pid)?.anon ?? 0));
  const timer = setInterval(sample, 100);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { startAnon, peakAnon, ...memoryOf(pid) };
    },
  };
}

interface FileFigures {
  name: string;
  urls: number;
  bytes: number;
  ms: number;
  firstByteMs: number;
}

/** Reads one file as a crawler does, counting its URLs and bytes as they stream in. */
async function fetchSitemap(api: string, name: string): Promise<FileFigures> {
  const started = performance.now();
  const res = await fetch(`${api}/api/v1/misc/sitemaps/${name}`);
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let firstByteMs = 0;
  let urls = 0;
  let bytes = 0;
  let tail = '';
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += part.value.byteLength;
    // A closing tag may be cut between two chunks: carry the end of each into the next.
    const text = tail + decoder.decode(part.value, { stream: true });
    urls += text.split('</url>').length - 1;
    tail = text.slice(-5);
  }
  return { name, urls, bytes, ms: performance.now() - started, firstByteMs };
}

async function crawl(api: ApiProcess) {
  const started = performance.now();
  const res = await fetch(`${api.url}/api/v1/misc/sitemaps`);
  const index = await res.text();
  if (res.status !== 200) throw new Error(`the sitemap index answered ${res.status}: ${index}`);
  const indexMs = performance.now() - started;
  const names = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const files: FileFigures[] = [];
  for (const name of names) {
    files.push(await fetchSitemap(api.url, name));
    process.stdout.write(`\r[bench:sitemap] ${files.length}/${names.length} files`);
  }
  process.stdout.write('\n');
  return { totalMs: performance.now() - started, indexMs, indexBytes: Buffer.byteLength(index), files };
}

function report(
  figures: Awaited<ReturnType<typeof crawl>>,
  memory: ReturnType<ReturnType<typeof watchMemory>['stop']>,
  services: number,
) {
  const sections = new Map<string, { files: number; urls: number; bytes: number }>();
  for (const f of figures.files) {
    const section = /^[a-z]+/.exec(f.name)![0];
    const s = sections.get(section) ?? { files: 0, urls: 0, bytes: 0 };
    sections.set(section, { files: s.files + 1, urls: s.urls + f.urls, bytes: s.bytes + f.bytes });
  }
  const rows = [...sections].map(([name, s]) => [
    name,
    String(s.files),
    s.urls.toLocaleString('en'),
    mb(s.bytes),
  ]);
  const header = ['section', 'files', 'URLs', 'bytes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`,
  );

  const urls = figures.files.reduce((n, f) => n + f.urls, 0);
  const bytes = figures.files.reduce((n, f) => n + f.bytes, 0) + figures.indexBytes;
  const slowest = figures.files.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`\nindex: ${figures.files.length} sitemaps listed, ${seconds(figures.indexMs)}`);
  console.log(
    `total: ${urls.toLocaleString('en')} URLs, ${mb(bytes)}, ${seconds(figures.totalMs)} (${Math.round(urls / (figures.totalMs / 1000)).toLocaleString('en')} URLs/s)`,
  );
  console.log(
    `slowest sitemap: ${slowest.name}, ${slowest.urls.toLocaleString('en')} URLs, ${mb(slowest.bytes)} in ${seconds(slowest.ms)} (first byte after ${Math.round(slowest.firstByteMs)} ms)`,
  );
  if (memory.hwm !== undefined) {
    console.log(
      `API process memory: peak RSS ${mb(memory.hwm)} (start-up included), RSS now ${mb(memory.rss!)}; ` +
        `anonymous memory (heap and buffers; not the database file SQLite maps) ${mb(memory.startAnon)} before the crawl, ` +
        `${mb(memory.peakAnon)} at its peak during it`,
    );
  }
  const servicesListed = sections.get('services')?.urls ?? 0;
  const complete = servicesListed === services;
  if (!complete)
    console.log(
      `services listed: ${servicesListed.toLocaleString('en')}, in the database: ${services.toLocaleString('en')}`,
    );
  const pass = complete && figures.totalMs < TARGET_MS;
  console.log(
    `\ntarget: the index and every sitemap in < ${TARGET_MS / 1000} s at 1,000,000 services, every service listed: ${pass ? 'PASS' : 'MISS'}\n`,
  );
}

async function main() {
  Object.assign(process.env, BENCH_ENV);
  mkdirSync(BENCH_ENV.DATA_DIR!, { recursive: true });
  ensureApiBuilt();
  // The database bench:api and bench:ssr use: built once (several minutes at a million services), then reused.
  pnpm(['--filter', '@cargora/api', 'run', 'bench:db', '--services', String(SERVICES)]);
  const database = join(ROOT, 'api', 'data', `bench-${SERVICES}.sqlite`);
  const api = await startApi(
    { DATABASE_URL: database, ...(MAX_URLS ? { SITEMAP_MAX_URLS: MAX_URLS } : {}) },
    { logFile: join(BENCH_DIR, 'api.log') },
  );
  try {
    const total = (
      (await (await fetch(`${api.url}/api/v1/misc/services/counts/all`)).json()) as {
        data: { total: number };
      }
    ).data.total;
    console.log(
      `\n[bench:sitemap] ${total.toLocaleString('en')} services, SQLite, ${os.cpus().length} CPUs, Node ${process.version}, ` +
        `SITEMAP_MAX_URLS ${MAX_URLS ?? 'default (50,000)'}, sequential fetches of the built API (${api.url})`,
    );
    const memory = watchMemory(api.child.pid!);
    const figures = await crawl(api);
    report(figures, memory.stop(), total);
  } finally {
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
