// bench:ssr's settings: its ports and folders, the command line's options, and the machine's load as it went.
import os from 'node:os';
import { join } from 'node:path';
import { arg } from '@cargora/scripts/args';
import { machineSpeedMs } from '../lib/machine-speed';
import { ROOT } from '@cargora/scripts/paths';

export const BENCH_DIR = join(ROOT, '.cache', 'bench');
/** bench:web's deploy directory: the remotes are built there once, for both benchmarks. */
export const SHARED_DEPLOY_DIR = join(BENCH_DIR, 'deploy');
export const SSR_DIR = join(BENCH_DIR, 'ssr');
/** Its own ports, deploy directory (the rollback cycles rewrite remotes.json) and data directory. */
export const BENCH_ENV: Record<string, string> = {
  HOST_PORT: '3310',
  CATALOG_PORT: '3311',
  DIRECTORY_PORT: '3312',
  CONTENT_PORT: '3313',
  CAREERS_PORT: '3314',
  API_PORT: '4410',
  FILES_PORT: '4510',
  CARGORA_DEPLOY_DIR: join(SSR_DIR, 'deploy'),
  DATA_DIR: join(SSR_DIR, 'data'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SSR_WORKERS: '2',
};
BENCH_ENV.SSR_WORKERS = arg('workers') ?? BENCH_ENV.SSR_WORKERS!;
export const NO_WARMUP = process.argv.includes('--no-warmup');
if (NO_WARMUP) BENCH_ENV.SSR_WARMUP_RENDERS = '0';
export const DEPLOY_DIR = BENCH_ENV.CARGORA_DEPLOY_DIR!;
/** The host's render threads per generation (BENCH_ENV.SSR_WORKERS). */
export const WORKERS = Number(BENCH_ENV.SSR_WORKERS);
/**
 * The catalog versions the cycles release besides the live one: copies of it, named as the live one with one of these
 * in place of its commit (a version name as the release tools make them, so the API takes the copies' render counts).
 */
export const COPY_VERSION_COMMITS = ['bc0b1e1', 'bc0b1e2'] as const;

/** `first` (`1.0.0-<commit>-<time>` or `1.0.0-<time>`) with `commit` as its commit. */
export const copyVersionName = (first: string, commit: string) => first.replace(/^(\d+\.\d+\.\d+-)(?:(?:[0-9a-f]{7,40}|local)-)?/, `$1${commit}-`);

export const quick = process.argv.includes('--quick');
/** --releases N: the release/rollback cycles alone, N of them (as --only cycles --cycles N). */
const RELEASES = arg('releases');
export const ONLY_CYCLES = arg('only') === 'cycles' || RELEASES !== undefined;
export const ONLY_LARGE = arg('only') === 'large';
export const ONLY_COLD = arg('only') === 'cold';
/** --page storefront|'service detail': one page kind only. */
export const ONLY_PAGE = arg('page');
export const DURATION = Number(arg('duration') ?? (quick ? 3 : 10));
export const WARMUP = Number(arg('warmup') ?? (quick ? 1 : 3));
export const CONNECTIONS = Number(arg('connections') ?? 50);
export const CYCLES = Number(RELEASES ?? arg('cycles') ?? (quick ? 10 : 50));
/** Cold render cache: measured again after this many seconds more of the same load (0: not). */
export const SETTLE = Number(arg('settle') ?? (quick ? 0 : 30));
/** After the back-to-back cycles: switches this far apart (an even number, so the first version ends active). */
export const SPACED_SWITCHES = quick ? 4 : 10;
export const SPACED_PAUSE_MS = 3000;
export const LARGE = Number((arg('services') ?? '1000000').replace(/_/g, ''));
export const COMMAND = `npm run bench:ssr${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

/** The machine's 1-minute load average at a few points: other work on a shared machine shows here. */
export const loadAverages: { at: string; load: number; speedMs: number }[] = [];
export const noteLoad = (at: string) => loadAverages.push({ at, load: os.loadavg()[0]!, speedMs: machineSpeedMs() });
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const mb = (bytes: number) => bytes / (1024 * 1024);
