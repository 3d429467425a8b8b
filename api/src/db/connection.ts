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

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver calls prepare() for every query; preparing a 30-column join costs more than running it.
 * Reuse prepared statements by SQL text (small LRU). better-sqlite3 re-prepares transparently after schema changes.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') {
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (sqlText: string) => {
        let stmt = cache.get(sqlText);
        if (stmt) {
          cache.delete(sqlText);
        } else {
          stmt = target.prepare(sqlText);
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        }
        cache.set(sqlText, stmt);
        return stmt;
      };
    },
  });
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
  sqlite.pragma('cache_size = -65536'); // 64 MiB page cache
  sqlite.pragma('temp_store = MEMORY');
  if (file !== ':memory:') sqlite.pragma('mmap_size = 1073741824');
  return { kind, db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }) };
}
