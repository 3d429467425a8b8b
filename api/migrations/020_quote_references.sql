-- Quote references no longer count: a reference is random (Q-XXXX-XXXX, crypto), unique, retried on the rare clash,
-- so concurrent inserts from any number of API instances cannot collide on a "max + 1" and no reference reveals how
-- many requests came before it. The year and per-year sequence columns go (SQLite cannot drop a table constraint:
-- the table is rebuilt, its rows and existing references kept). SQLite and PostgreSQL.
CREATE TABLE quote_requests_next (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  service_id INTEGER REFERENCES services (id),
  agent_id INTEGER NOT NULL REFERENCES agents (id),
  user_id INTEGER REFERENCES users (id),
  mode TEXT NOT NULL,
  origin TEXT NOT NULL,
  destination TEXT NOT NULL,
  ready_date TEXT NOT NULL,
  cargo TEXT NOT NULL,
  weight_kg DOUBLE PRECISION NOT NULL,
  volume_m3 DOUBLE PRECISION,
  containers INTEGER,
  incoterm TEXT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  client_ip TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO quote_requests_next (
  id, reference, status, service_id, agent_id, user_id, mode, origin, destination, ready_date, cargo, weight_kg, volume_m3,
  containers, incoterm, name, email, message, client_ip, created_at
)
SELECT
  id, reference, status, service_id, agent_id, user_id, mode, origin, destination, ready_date, cargo, weight_kg, volume_m3,
  containers, incoterm, name, email, message, client_ip, created_at
FROM quote_requests;
DROP TABLE quote_requests;
ALTER TABLE quote_requests_next RENAME TO quote_requests;
CREATE INDEX quote_requests_user_idx ON quote_requests (user_id, created_at);
CREATE INDEX quote_requests_ip_created_idx ON quote_requests (client_ip, created_at);
CREATE INDEX quote_requests_created_idx ON quote_requests (created_at);
