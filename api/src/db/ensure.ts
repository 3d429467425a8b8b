import type { Kysely } from 'kysely';
import { migrate } from './migrate';
import { isSeeded, resetData, seed, seededData, type SeedOptions } from './seed';
import { SEED_VERSION } from './seed-random';
import type { Database } from './types';

/**
 * Startup: migrate (which brings an older seed's data up to date: data-steps.ts), then seed once (a half-finished
 * seed is wiped and redone). Data seeded in an older shape (SEED_VERSION) is seeded again, at the sizes it had: the
 * seeded data set is demonstration data, and its texts and lanes changed with the shape.
 */
export async function ensureDatabase(db: Kysely<Database>, seedOptions: SeedOptions | false): Promise<void> {
  await migrate(db);
  if (seedOptions === false) return;
  if (await isSeeded(db)) {
    const { version, sizes } = await seededData(db);
    if (version >= SEED_VERSION) return;
    seedOptions.log?.(`seed: the data was seeded in shape ${version}, the seed now writes shape ${SEED_VERSION}: seeding again`);
    await resetData(db);
    await seed(db, {
      ...seedOptions,
      agents: seedOptions.agents ?? sizes.agents,
      services: seedOptions.services ?? sizes.services,
      reviews: seedOptions.reviews ?? sizes.reviews,
    });
    return;
  }
  await resetData(db);
  await seed(db, seedOptions);
}
