// The services' full-text index, in each database's own engine (migration 012):
// - SQLite: an FTS5 table `services_fts` (contentless, rowid = services.id) over the service's search text and mode,
//   kept in step by triggers; bm25() ranks.
// - PostgreSQL: a generated `tsvector` column `services.search_tsv` with a GIN index; ts_rank() ranks.
// - PostgreSQL, from migration 013: the GIN index holds the tsvector and recency lexemes per service (its blocks of
//   ids, searchDocument), so a search reads the newest blocks first and visits only their matching rows
//   (src/plugins/app/services/services-repository.ts, candidates). The lexemes live in the index only, not the column.
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

/**
 * PostgreSQL: recency blocks of the services' ids at four sizes: 1,024 ids, 8,192, 65,536 and 524,288 (id >> bits).
 * Each service has one lexeme per level ('#a' + id >> 10, '#b' + id >> 13, ...), so a window of recent ids is a few
 * lexemes of one level OR-ed into the query (src/plugins/app/services/services-repository.ts, candidates).
 */
export const RECENCY_LEVELS = [
  { prefix: '#a', bits: 10 },
  { prefix: '#b', bits: 13 },
  { prefix: '#c', bits: 16 },
  { prefix: '#d', bits: 19 },
] as const;

/**
 * PostgreSQL: the document the search index holds (written exactly so in queries, so the planner uses the index):
 * the service's words and its recency lexemes, which no text can produce ('#' is not part of a word).
 */
export function searchDocument(table?: 'services'): string {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  const lexemes = RECENCY_LEVELS.map(({ prefix, bits }) => `'${prefix}' || (${column('id')} >> ${bits})::text`);
  return `(${column('search_tsv')} || array_to_tsvector(ARRAY[${lexemes.join(', ')}]))`;
}

/** PostgreSQL: a tsquery (text form) matching the services of blocks from..to (both included) of one level. */
export function recencyBlocks(level: number, from: number, to: number): string {
  const { prefix } = RECENCY_LEVELS[level]!;
  const lexemes: string[] = [];
  for (let block = to; block >= from; block -= 1) lexemes.push(`'${prefix}${block}'`);
  return lexemes.join(' | ');
}

/** Migration 013: on PostgreSQL the GIN index becomes one over the words and the recency lexemes; words get their counts. */
export async function indexSearchRecency(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw('DROP INDEX IF EXISTS services_search_tsv_idx').execute(db);
    await sql.raw(`CREATE INDEX services_search_idx ON services USING GIN (${searchDocument()})`).execute(db);
  }
  await refreshSearchWords(db);
}

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
  // Its vocabulary is filled by migration 013, which gives the search words their counts.
}

/**
 * Rebuilds the vocabulary of the index (every distinct word of the services' texts) from the index itself: FTS5's
 * vocabulary table, PostgreSQL's ts_stat. Call it after the services changed in bulk (the seed, a migration).
 */
export async function refreshSearchWords(db: Kysely<Database>): Promise<number> {
  await db.deleteFrom('search_words').execute();
  if (dialectOf(db) === 'postgres') {
    await sql`INSERT INTO search_words (word, documents) SELECT word, ndoc FROM ts_stat('SELECT search_tsv FROM services') WHERE length(word) >= 3`.execute(db);
  } else {
    await sql`INSERT INTO search_words (word, documents) SELECT term, doc FROM services_fts_vocab WHERE length(term) >= 3`.execute(db);
  }
  const row = await db.selectFrom('search_words').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
