import { loadConfig } from '../config';
import { createDb } from './connection';
import { migrate } from './migrate';

/** pnpm --filter @cargora/api migrate */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, kind } = createDb(config.databaseUrl);
  try {
    const applied = await migrate(db);
    console.log(`migrate (${kind}): ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
