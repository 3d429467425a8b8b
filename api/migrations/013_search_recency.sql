-- PostgreSQL: the services' GIN search index is rebuilt over the tsvector and a recency lexeme per service, so a text
-- search reads its most recent matches without visiting every older one. Done by this migration's data step
-- (src/db/search-index.ts, indexSearchRecency); SQLite's FTS5 index walks its rowids newest first already.
-- search_words also keeps how many services hold each word (filled by the data step): how rare a search's words are
-- tells how far back its most recent matches reach.
ALTER TABLE search_words ADD COLUMN documents INTEGER NOT NULL DEFAULT 0;
