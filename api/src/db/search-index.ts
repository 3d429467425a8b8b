// The services' full-text index, in each database's own engine (migration 012):
// - SQLite: an FTS5 table `services_fts` (contentless, rowid = services.id) over the service's search text and mode,
//   kept in step by triggers; bm25() ranks.
// - PostgreSQL: a generated `tsvector` column `services.search_tsv` with a GIN index; ts_rank() ranks.
// Both tokenize the same way (lower case, words split on what is not a letter or digit); the search words table
// (`search_words`) is the index's vocabulary, read by the typo tolerance (src/lib/search-query.ts).
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** What the index reads of a service: its search text (title, description, company, places) and its mode's name. */
const INDEXED_TEXT = `search_text || ' ' || mode`;

/** Creates the index over the services already there (run once, by migration 012's data step). */
export async function createSearchIndex(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw(`ALTER TABLE services ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', ${INDEXED_TEXT})) STORED`).execute(db);
    await sql.raw('CREATE INDEX services_search_tsv_idx ON services USING GIN (search_tsv)').execute(db);
  } else {
    await sql.raw(`CREATE VIRTUAL TABLE services_fts USING fts5(text, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`).execute(db);
    await sql.raw(`CREATE VIRTUAL TABLE services_fts_vocab USING fts5vocab(services_fts, 'row')`).execute(db);
    await sql.raw(`INSERT INTO services_fts (rowid, text) SELECT id, ${INDEXED_TEXT} FROM services`).execute(db);
    await sql.raw(`CREATE TRIGGER services_fts_insert AFTER INSERT ON services BEGIN
      INSERT INTO services_fts (rowid, text) VALUES (new.id, new.search_text || ' ' || new.mode); END`).execute(db);
    await sql.raw(`CREATE TRIGGER services_fts_update AFTER UPDATE OF search_text, mode ON services BEGIN
      DELETE FROM services_fts WHERE rowid = old.id;
      INSERT INTO services_fts (rowid, text) VALUES (new.id, new.search_text || ' ' || new.mode); END`).execute(db);
    await sql.raw(`CREATE TRIGGER services_fts_delete AFTER DELETE ON services BEGIN
      DELETE FROM services_fts WHERE rowid = old.id; END`).execute(db);
  }
  await refreshSearchWords(db);
}

/**
 * Rebuilds the vocabulary of the index (every distinct word of the services' texts) from the index itself: FTS5's
 * vocabulary table, PostgreSQL's ts_stat. Call it after the services changed in bulk (the seed, a migration).
 */
export async function refreshSearchWords(db: Kysely<Database>): Promise<number> {
  await db.deleteFrom('search_words').execute();
  if (dialectOf(db) === 'postgres') {
    await sql`INSERT INTO search_words (word) SELECT word FROM ts_stat('SELECT search_tsv FROM services') WHERE length(word) >= 3`.execute(db);
  } else {
    await sql`INSERT INTO search_words (word) SELECT term FROM services_fts_vocab WHERE length(term) >= 3`.execute(db);
  }
  const row = await db.selectFrom('search_words').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
