import type { Kysely } from 'kysely';
import { migrate } from './migrate';
import { isSeeded, resetData, seed, type SeedOptions } from './seed';
import type { Database } from './types';

/** Startup: migrate (which brings an older seed's data up to date: data-steps.ts), then seed once (a half-finished
 * seed is wiped and redone). */
export async function ensureDatabase(db: Kysely<Database>, seedOptions: SeedOptions | false): Promise<void> {
  await migrate(db);
  if (seedOptions === false || (await isSeeded(db))) return;
  await resetData(db);
  await seed(db, seedOptions);
}
