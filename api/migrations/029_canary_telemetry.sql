-- What is measured per remote version for canary releases (issue 50). telemetry_counts: per remote, version,
-- 10-second slot (milliseconds since the epoch / 10000, an integer) and kind (load, loadFailure, render,
-- renderError, boundaryError, uncaughtError), how many; an arm of a canary is its version, so both arms are compared
-- over the same slots. telemetry_vitals: real-user LCP, INP (milliseconds) and CLS samples, one row each, kept to
-- TELEMETRY_MAX_VITALS rows (the oldest slots go first). SQLite and PostgreSQL alike.
CREATE TABLE telemetry_counts (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  slot INTEGER NOT NULL,
  kind TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (remote, version, slot, kind)
);
CREATE TABLE telemetry_vitals (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  slot INTEGER NOT NULL,
  metric TEXT NOT NULL,
  value REAL NOT NULL
);
CREATE INDEX telemetry_vitals_version_idx ON telemetry_vitals (remote, version, metric, slot);
CREATE INDEX telemetry_vitals_slot_idx ON telemetry_vitals (slot);
