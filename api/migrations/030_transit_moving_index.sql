-- The transit order lists the services that move goods first (issue 49): a service with a lead time (warehousing,
-- customs, brokerage, port agency: lead_days IS NOT NULL, migration 026) has no transit to compare, so it comes after
-- every one that has. This index holds that order, so the whole catalogue's transit page stays an index walk.
CREATE INDEX services_moving_transit_idx ON services ((lead_days IS NOT NULL), transit_days, price_usd, id);
