-- "Report this listing" (notice and action, as the EU Digital Services Act asks of a marketplace): one row per notice
-- about a service, an agent's storefront or a review. SQLite and PostgreSQL: text ids and dates as ISO text like the
-- other tables. The reference is what the notifier is given back; the target is kept as the site names it (a service
-- or review id, an agent's storefront id) with no foreign key, so a notice outlives a listing taken down because of it.
CREATE TABLE listing_reports (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  target_type TEXT NOT NULL,
  target_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  description TEXT NOT NULL,
  email TEXT,
  lang TEXT NOT NULL,
  client_ip TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX listing_reports_target_idx ON listing_reports (target_type, target_id, created_at);
CREATE INDEX listing_reports_ip_created_idx ON listing_reports (client_ip, created_at);
