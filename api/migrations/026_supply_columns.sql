-- Transit as a range, and a lead time for services that do not move goods (issue 49). SQLite and PostgreSQL.
-- transit_days stays the shortest usual transit (door to door, days); transit_days_max is the longest usual one
-- (NULL: the same as transit_days, e.g. an agent's own listing that gives one figure).
-- Services that do not move goods (warehousing, customs, brokerage, port agency) have no transit: transit_days is 0
-- and lead_days is their lead or processing time in days (how soon the service starts or the file is done).
-- lead_days IS NOT NULL marks a service that does not move goods: the API leaves those out of transit sorting.
ALTER TABLE services ADD COLUMN transit_days_max INTEGER;
ALTER TABLE services ADD COLUMN lead_days INTEGER;
