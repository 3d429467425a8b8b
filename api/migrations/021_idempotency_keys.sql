-- Idempotency keys: per endpoint (scope), the key a client sent with a POST, a digest of that request and the answer to
-- replay when the same key comes again (a retry after a lost answer). Rows older than two days are deleted as new
-- keys arrive. SQLite and PostgreSQL.
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
