import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types } from 'pg';
import type { Database } from './types';

export type DbKind = 'sqlite' | 'postgres';
export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
}

// COUNT(*) and SUM() come back from PostgreSQL as int8 strings; every count we return fits a JS number.
types.setTypeParser(20, (v: string) => Number(v));
types.setTypeParser(1700, (v: string) => Number(v));

export function dbKindOf(databaseUrl: string): DbKind {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/** Opens Kysely over better-sqlite3 (a file path, created if missing) or node-postgres (a postgres:// URL). */
export function createDb(databaseUrl: string, opts: { poolSize?: number } = {}): DbHandle {
  const kind = dbKindOf(databaseUrl);
  if (kind === 'postgres') {
    const pool = new Pool({ connectionString: databaseUrl, max: opts.poolSize ?? 10 });
    return { kind, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
  }
  const file = databaseUrl.replace(/^sqlite:(\/\/)?/i, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { kind, db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }) };
}
