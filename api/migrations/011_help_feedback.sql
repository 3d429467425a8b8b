-- "Was this article helpful?" on a help article: one row per answer. SQLite and PostgreSQL: a text id (a UUID the API
-- makes), the answer as INTEGER 0/1, dates and times as ISO text like the other tables. No foreign key to
-- help_articles: the editorial rows are seeded again when their shape changes, and the answers must outlive that (the
-- API checks the article exists when the answer arrives).
CREATE TABLE help_feedback (
  id TEXT PRIMARY KEY,
  article_id INTEGER NOT NULL,
  helpful INTEGER NOT NULL,
  comment TEXT,
  lang TEXT NOT NULL,
  client_ip TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX help_feedback_article_idx ON help_feedback (article_id, created_at);
CREATE INDEX help_feedback_ip_created_idx ON help_feedback (client_ip, created_at);
