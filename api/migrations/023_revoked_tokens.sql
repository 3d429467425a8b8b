-- Tokens revoked by a logout, by their jti, until they would have expired anyway (then deleted). SQLite and PostgreSQL.
CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
