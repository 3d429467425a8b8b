-- Indexes of 008's mode and place filters, built after its data step filled the column. SQLite and PostgreSQL.
-- The mode filter, alone or with a category, read in the order of every list sort (as 004 did for the scope).
CREATE INDEX services_mode_category_idx ON services (mode, category);
CREATE INDEX services_mode_created_idx ON services (mode, created_at, id);
CREATE INDEX services_mode_price_idx ON services (mode, price_usd, id);
CREATE INDEX services_mode_rating_idx ON services (mode, rating DESC, review_count DESC, id);
CREATE INDEX services_mode_transit_idx ON services (mode, transit_days, price_usd, id);
-- origin/destination match a city (or port) too: LOWER(city) = LOWER(?) reads these instead of every row.
CREATE INDEX services_origin_city_idx ON services (LOWER(origin_city));
CREATE INDEX services_destination_city_idx ON services (LOWER(destination_city));
-- Similar services: the same category from (to) the same country, then the same mode, best rated first.
CREATE INDEX services_similar_origin_idx ON services (category, origin_country_lc, mode, rating DESC, id);
CREATE INDEX services_similar_destination_idx ON services (category, destination_country_lc, mode, rating DESC, id);
ANALYZE services;
