import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  TableNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { Pool, types } from 'pg';
import type { Database } from './types';

export type DbKind = 'sqlite' | 'postgres';
export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /**
   * Changes whenever data that public pages show may have changed: on every insert/update/delete through this
   * handle (except to tables no cached response reads) and, for SQLite, on every commit by another connection.
   */
  dataVersion: () => string;
}

/** Tables whose writes never change a cacheable response (sign-in, telemetry, applications, quote requests, bookkeeping). */
const PRIVATE_TABLES = new Set(['users', 'otp_challenges', 'telemetry_remote_load', 'telemetry_counts', 'telemetry_vitals', 'job_applications', 'quote_requests', 'login_failures', 'schema_migrations', 'idempotency_keys', 'revoked_tokens']);
const RAW_WRITE = /^\s*(insert|update|delete|replace|create|drop|alter|truncate)\b/i;

function writtenTable(node: RootOperationNode): string | null | undefined {
  switch (node.kind) {
    case 'InsertQueryNode':
      return node.into?.table.identifier.name ?? null;
    case 'UpdateQueryNode':
      return node.table && TableNode.is(node.table) ? node.table.table.identifier.name : null;
    case 'DeleteQueryNode': {
      const from = node.from.froms[0];
      return from && TableNode.is(from) ? from.table.identifier.name : null;
    }
    case 'RawNode':
      return RAW_WRITE.test(node.sqlFragments.join('?')) ? null : undefined;
    default:
      return undefined; // a read
  }
}

/** Counts writes made through Kysely (null table = unknown target: counted). */
class WriteCounter implements KyselyPlugin {
  count = 0;
  private unannounced = false;
  constructor(private readonly onWrite?: () => void) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table === null || (table !== undefined && !PRIVATE_TABLES.has(table))) {
      this.count++;
      this.unannounced = true;
    }
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // After the statement ran (and, outside a transaction, committed): tell the other instances.
    if (this.unannounced && this.onWrite) {
      this.unannounced = false;
      this.onWrite();
    }
    return result;
  }
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
export function createDb(databaseUrl: string, opts: { poolSize?: number; onWrite?: () => void } = {}): DbHandle {
  const kind = dbKindOf(databaseUrl);
  const writes = new WriteCounter(opts.onWrite);
  if (kind === 'postgres') {
    // Connections are kept while traffic goes on (10 min idle, not node-postgres's 10 s): a new PostgreSQL backend
    // pays for its first touch of each shared buffer page and for loading its caches; a searching connection's first
    // query took 250 ms where the same query took 18 ms on a connection already used. Close the database
    // (db.destroy(), the app's close) when done with it: its idle connections keep the process alive that long.
    const pool = new Pool({ connectionString: databaseUrl, max: opts.poolSize ?? 10, idleTimeoutMillis: 10 * 60_000 });
    return {
      kind,
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] }),
      dataVersion: () => String(writes.count),
    };
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
  // data_version moves when another connection (another process: a re-seed) commits; our own writes are counted above.
  const dataVersionStmt = sqlite.prepare('PRAGMA data_version').pluck();
  return {
    kind,
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [writes] }),
    dataVersion: () => `${writes.count}.${String(dataVersionStmt.get())}`,
  };
}
