-- Agents a shipper can check (issue 49). SQLite and PostgreSQL; dates as ISO text like the other tables.
-- What was verified about an agent and when: the trade register entry and the licences its categories need (customs
-- broker, freight forwarder, warehouse keeper, port agency, freight broker, road haulage). One row per agent and kind;
-- expires_at is the licence's end of validity (NULL: no expiry, e.g. a trade register entry). An agent is shown as
-- verified only with a trade register row and every licence its categories need.
CREATE TABLE agent_verifications (
  agent_id INTEGER NOT NULL REFERENCES agents (id),
  kind TEXT NOT NULL,
  reference TEXT NOT NULL,
  verified_at TEXT NOT NULL,
  expires_at TEXT,
  PRIMARY KEY (agent_id, kind)
);
-- How fast an agent answers quote requests: the median number of hours from a quote request to the agent's first
-- reply, over the `requests` requests answered in the twelve months before measured_at. No row: too few answered
-- requests to say.
CREATE TABLE agent_response_times (
  agent_id INTEGER PRIMARY KEY REFERENCES agents (id),
  median_hours DOUBLE PRECISION NOT NULL,
  requests INTEGER NOT NULL,
  measured_at TEXT NOT NULL
);
-- Reviews from a booking: a review with a row here was written by the customer of that booking (the reference is
-- Cargora's, kept private; the site shows only that the review is booking-verified).
CREATE TABLE review_bookings (
  review_id INTEGER PRIMARY KEY REFERENCES reviews (id),
  booking_reference TEXT NOT NULL UNIQUE,
  booked_at TEXT NOT NULL
);
