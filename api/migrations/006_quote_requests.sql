-- Quote requests ("Request a quote" on a service, "Contact this agent" on a storefront). SQLite and PostgreSQL:
-- a text id, the reference's sequence unique per year (taken as max + 1, retried on a clash), numbers as
-- DOUBLE PRECISION/INTEGER, dates and times as ISO text like the other tables.
CREATE TABLE quote_requests (
  id TEXT PRIMARY KEY,
  year INTEGER NOT NULL,
  sequence INTEGER NOT NULL,
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
  created_at TEXT NOT NULL,
  UNIQUE (year, sequence)
);
CREATE INDEX quote_requests_user_idx ON quote_requests (user_id, created_at);
CREATE INDEX quote_requests_ip_created_idx ON quote_requests (client_ip, created_at);
CREATE INDEX quote_requests_created_idx ON quote_requests (created_at);
