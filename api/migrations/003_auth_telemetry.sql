-- Customers, one-time codes, front-end load telemetry and the seed marker.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE otp_challenges (
  identifier TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  consumed INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE telemetry_remote_load (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  outcome TEXT NOT NULL,
  count INTEGER NOT NULL,
  total_ms INTEGER NOT NULL,
  last_message TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  PRIMARY KEY (remote, version, outcome)
);

CREATE TABLE seed_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
