import fs from 'node:fs';
import { loadConfig } from '../config';
import { createDb } from './connection';
import { migrate } from './migrate';
import { DEFAULT_SIZES, isSeeded, resetData, seed } from './seed';

/**
 * pnpm --filter @cargora/api seed [-- --reset] [--services N] [--agents N] [--reviews N]
 * Without --reset an already seeded database is left alone.
 */
export function parseSeedArgs(argv: string[]) {
  const out = { reset: false, agents: DEFAULT_SIZES.agents, services: DEFAULT_SIZES.services, reviews: DEFAULT_SIZES.reviews };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--reset') {
      out.reset = true;
      continue;
    }
    const m = /^--(services|agents|reviews)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unknown argument ${arg}`);
    const raw = m[2] ?? argv[++i];
    const n = Number(String(raw).replace(/_/g, ''));
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${m[1]} needs a positive integer, got ${raw}`);
    out[m[1] as 'services' | 'agents' | 'reviews'] = n;
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig();
  fs.mkdirSync(config.filesDir, { recursive: true });
  const { db, kind } = createDb(config.databaseUrl);
  try {
    await migrate(db);
    if ((await isSeeded(db)) && !args.reset) {
      console.log(`seed (${kind}): already seeded; pass --reset to rebuild`);
      return;
    }
    const started = Date.now();
    await resetData(db);
    const sizes = await seed(db, { ...args, filesDir: config.filesDir, log: (m) => console.log(m) });
    console.log(`seed (${kind}): ${sizes.agents} agents, ${sizes.services} services, ${sizes.reviews} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
