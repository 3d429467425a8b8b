-- Price history (issue 49): one row each time a service's price (its tariff for the standard load) changes, so a lane
-- page can draw the weekly median of its services' prices over the last year (the lane index). SQLite and PostgreSQL:
-- dates as ISO text like the other tables. price is in the service's currency, price_usd the same figure in US dollars
-- at the rate of the day it was recorded. No foreign key: the history of a service taken down still counts for its
-- lane's past weeks.
CREATE TABLE price_history (
  service_id INTEGER NOT NULL,
  recorded_at TEXT NOT NULL,
  price REAL NOT NULL,
  currency TEXT NOT NULL,
  price_usd REAL NOT NULL,
  PRIMARY KEY (service_id, recorded_at)
);
