-- Similar services' first two tiers (the same category, countries and mode; then the same cities too) from one index
-- that holds every column they test and return: read in rating order for the cities' tier, sorted within the lane for
-- the countries' tier, and no row of the table read for either. Before it, SQLite took (origin, destination) country
-- (services_origin_idx: ~400 rows a pair on its statistics, thousands on a busy domestic lane) and read each row:
-- 0.4-1.4 s for one service detail's similar services at 1,000,000 services with the file not yet in memory.
-- SQLite and PostgreSQL.
CREATE INDEX services_similar_lane_idx ON services (category, origin_country_lc, destination_country_lc, mode, origin_city, destination_city, rating DESC, id);
ANALYZE services;
