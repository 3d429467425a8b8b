// bench:web's settings: its ports and folders, the runs per page, the servers' priority and the command line.
import { join } from 'node:path';
import { ROOT } from '@cargora/scripts/paths';

export const BENCH_ENV: Record<string, string> = {
  HOST_PORT: '3300',
  CATALOG_PORT: '3301',
  DIRECTORY_PORT: '3302',
  CONTENT_PORT: '3303',
  CAREERS_PORT: '3304',
  API_PORT: '4400',
  FILES_PORT: '4500',
  // What this bench's host serves: copies of the builds in SHARED_DEPLOY_DIR (lib/bench-deploy.ts says why).
  CARGORA_DEPLOY_DIR: join(ROOT, '.cache', 'bench', 'web', 'deploy'),
  DATA_DIR: join(ROOT, '.cache', 'bench', 'data'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // The page load nine visitors in ten meet: one load in ten (VITALS_SAMPLE_RATE's default) also fetches web-vitals
  // (3.1 KB gzip, after the page started) to report its vitals. Unsampled, every run of a figure loads the same scripts.
  VITALS_SAMPLE_RATE: '0',
};
export const BENCH_DIR = join(ROOT, '.cache', 'bench');
export const SHARED_DEPLOY_DIR = join(BENCH_DIR, 'deploy');
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// The servers' CPU priority: a visitor's phone shares no CPU with the site's servers, but on this machine Chromium
// does; at a lower priority they yield to it (they still answer every request: nothing else is running).
export const SERVER_NICE = Number(process.env.BENCH_SERVER_NICE ?? 10);
export const LANDING_JS_TARGET_KB = 200;

// Lighthouse's default mobile network (slow 4G); used when the CPU multiplier is set (--calibrated, --trace).
export const MOBILE_SLOW_4G = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };

export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i >= 0) {
    const value = process.argv[i + 1];
    if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
    return value;
  }
  const inline = process.argv.find((a) => a.startsWith(`${name}=`));
  return inline?.slice(name.length + 1);
}
