-- Sign-in throttling by (address, account) pair and by address, no longer by account alone (anyone could lock any
-- customer out by failing five times with their e-mail). Failures before this migration count for no address.
-- SQLite and PostgreSQL.
ALTER TABLE login_failures ADD COLUMN client_ip TEXT NOT NULL DEFAULT '';
CREATE INDEX login_failures_ip_email_idx ON login_failures (client_ip, email, failed_at);
CREATE INDEX login_failures_ip_idx ON login_failures (client_ip, failed_at);
