-- Full-text search over the services, in each database's own engine. SQLite: an FTS5 table services_fts (contentless,
-- rowid = services.id, kept in step by triggers) and its vocabulary table. PostgreSQL: a generated tsvector column
-- services.search_tsv with a GIN index. Both are created by this migration's data step (src/db/search-index.ts),
-- since they differ by database and trigger bodies hold semicolons. search_words is the index's vocabulary (every
-- word of three letters or more), read by the search's typo tolerance.
CREATE TABLE search_words (word TEXT PRIMARY KEY);
