-- Agents answer quote requests (issue 49), and their response time is measured from those answers. SQLite and
-- PostgreSQL; dates as ISO text like the other tables.
-- The agent's answer on the request itself: a price (amount in `answer_currency`), valid until a day, an optional
-- message, and when it was given (answered_at; NULL: not answered yet). One answer per request.
ALTER TABLE quote_requests ADD COLUMN answered_at TEXT;
ALTER TABLE quote_requests ADD COLUMN answer_amount DOUBLE PRECISION;
ALTER TABLE quote_requests ADD COLUMN answer_currency TEXT;
ALTER TABLE quote_requests ADD COLUMN answer_valid_until TEXT;
ALTER TABLE quote_requests ADD COLUMN answer_message TEXT;
-- An agent's requests of a period, newest first: its inbox and its response time read them by this index.
CREATE INDEX quote_requests_agent_created_idx ON quote_requests (agent_id, created_at);
-- The accounts that answer for an agent (its staff, signed in with the agent role): one agent per account.
CREATE TABLE agent_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  agent_id INTEGER NOT NULL REFERENCES agents (id)
);
CREATE INDEX agent_accounts_agent_idx ON agent_accounts (agent_id);
-- The response time is now measured on read from the requests and their answers (agents-repository.ts): the table
-- the seed filled with an invented figure goes.
DROP TABLE agent_response_times;
