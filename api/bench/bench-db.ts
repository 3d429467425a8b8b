/**
 * The benchmarks' large SQLite databases: api/data/bench-N.sqlite with N services, built once and reused.
 *   pnpm --filter @cargora/api run bench:db -- --services 1000000   (prints the file's path last)
 */
import path from 'node:path';
import { createDb } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { isSeeded, resetData, seed } from '../src/db/seed';
import { apiRoot } from '../src/lib/paths';

/** Migrates the database of `services` services and seeds it if it is new or half-built (a seed cut short). */
export async function prepareBenchDb(services: number): Promise<{ databaseUrl: string; dataDir: string }> {
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
