-- Abuse limits: failed sign-ins per e-mail (account throttling shared by every API instance), the address a job
-- application came from (per-IP daily quota), and the telemetry row cap's "oldest first" order. SQLite and PostgreSQL.
CREATE TABLE login_failures (
  email TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);
ALTER TABLE job_applications ADD COLUMN client_ip TEXT NOT NULL DEFAULT '';
CREATE INDEX job_applications_created_idx ON job_applications (created_at);
CREATE INDEX job_applications_ip_created_idx ON job_applications (client_ip, created_at);
CREATE INDEX telemetry_remote_load_seen_idx ON telemetry_remote_load (last_seen_at);
