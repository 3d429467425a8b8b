/**
 * The benchmarks' large SQLite databases: api/data/bench-N.sqlite with N services, built once and reused.
 *   pnpm --filter @cargora/api run bench:db -- --services 1000000   (prints the file's path last)
 */
import path from 'node:path';
import { createDb } from '../src/db/connection';
import { ensureDatabase } from '../src/db/ensure';
import { apiRoot } from '../src/lib/paths';

/**
 * Migrates the database of `services` services and seeds it if it is new, half-built (a seed cut short) or seeded in
 * an older shape of the seed, as the API's start-up would (so a bench that starts the API on it does not wait for
 * that API to seed a million services again).
 */
export async function prepareBenchDb(services: number): Promise<{ databaseUrl: string; dataDir: string }> {
  const dataDir = path.join(apiRoot(), 'data');
  const databaseUrl = path.join(dataDir, `bench-${services}.sqlite`);
  const { db } = createDb(databaseUrl);
  try {
    await ensureDatabase(db, { services, filesDir: path.join(dataDir, 'files'), log: (m) => console.log(`  ${m}`) });
  } finally {
    await db.destroy();
  }
  return { databaseUrl, dataDir };
}

if (require.main === module) {
  const i = process.argv.indexOf('--services');
  const services = Number((i > 0 ? process.argv[i + 1] : undefined) ?? '1000000');
  if (!Number.isInteger(services) || services < 1)
    throw new Error('--services must be a positive whole number');
  prepareBenchDb(services).then(
    ({ databaseUrl }) => console.log(databaseUrl),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
