-- One quote request to several agents (issue 49): each agent gets its own request (its own reference, as before), and
-- the requests sent together share the group's reference, G-XXXX-XXXX (the digits of its first request's reference,
-- which the unique index of quote_requests.reference already keeps unique). NULL for a request sent to one agent.
ALTER TABLE quote_requests ADD COLUMN group_reference TEXT;
CREATE INDEX quote_requests_group_reference_idx ON quote_requests (group_reference);
