import type { Kysely } from 'kysely';
import { migrate } from './migrate';
import { endSeededJobs, isSeeded, resetData, seed, type SeedOptions } from './seed';
import type { Database } from './types';

/** Startup: migrate, then seed once (a half-finished seed is wiped and redone), or bring an older seed up to date. */
export async function ensureDatabase(db: Kysely<Database>, seedOptions: SeedOptions | false): Promise<void> {
  await migrate(db);
  if (seedOptions === false) return;
  if (await isSeeded(db)) {
    await endSeededJobs(db);
    return;
  }
  await resetData(db);
  await seed(db, seedOptions);
}
