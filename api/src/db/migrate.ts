import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { apiRoot } from '../lib/paths';
import { DATA_STEPS } from './data-steps';
import type { Database } from './types';

export function migrationsDir(): string {
  return path.join(apiRoot(), 'migrations');
}

/** Splits a plain SQL file into statements (our migrations keep semicolons out of literals and comments). */
function statements(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Applies every numbered api/migrations/*.sql not yet recorded, each in its own transaction with its data step if it
 * has one (./data-steps.ts). Returns the versions applied.
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
  const done = new Set((await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
  const files = fs
    .readdirSync(migrationsDir())
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const text = fs.readFileSync(path.join(migrationsDir(), file), 'utf8');
    await db.transaction().execute(async (trx) => {
      for (const statement of statements(text)) await sql.raw(statement).execute(trx);
      await DATA_STEPS[version]?.(trx);
      await trx.insertInto('schema_migrations').values({ version, applied_at: new Date().toISOString() }).execute();
    });
    applied.push(version);
  }
  return applied;
}
