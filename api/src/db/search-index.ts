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
 * PostgreSQL: recency blocks of the services' ids, finest first: 1,024 ids, 8,192, 65,536 and 524,288 (ids >> bits).
 * Each service has one lexeme per level ('#a' + its 1,024-block, '#b' + its 8,192-block, ...), so any range of ids is
 * a few lexemes, and GIN reads whichever is shorter: those blocks' lists or the words' lists.
 */
const RECENCY_LEVELS = [
  { prefix: '#a', bits: 10 },
  { prefix: '#b', bits: 13 },
  { prefix: '#c', bits: 16 },
  { prefix: '#d', bits: 19 },
] as const;
/** The ids of one finest recency block, as a power of two. */
export const RECENCY_BLOCK_BITS = RECENCY_LEVELS[0].bits;

/**
 * PostgreSQL: the document the search index holds (written exactly so in queries, so the planner uses the index):
 * the service's words and its recency lexemes, which no text can produce ('#' is not part of a word).
 */
export function searchDocument(table?: 'services'): string {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  const lexemes = RECENCY_LEVELS.map(({ prefix, bits }) => `'${prefix}' || (${column('id')} >> ${bits})::text`);
  return `(${column('search_tsv')} || array_to_tsvector(ARRAY[${lexemes.join(', ')}]))`;
}

/**
 * PostgreSQL: a tsquery (text form) matching the services of the finest recency blocks from..to (both included),
 * written with as few lexemes as the levels allow: the largest aligned block that fits, step by step.
 */
export function recencyBlocks(from: number, to: number): string {
  const lexemes: string[] = [];
  let at = from;
  while (at <= to) {
    let level = 0;
    for (let k = RECENCY_LEVELS.length - 1; k > 0; k -= 1) {
      const span = 1 << (RECENCY_LEVELS[k].bits - RECENCY_BLOCK_BITS);
      if (at % span === 0 && at + span - 1 <= to) {
        level = k;
        break;
      }
    }
    const { prefix, bits } = RECENCY_LEVELS[level];
    const shift = bits - RECENCY_BLOCK_BITS;
    lexemes.push(`'${prefix}${at >> shift}'`);
    at += 1 << shift;
  }
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
