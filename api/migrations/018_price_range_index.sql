-- A price range alone (the all-services page's price filter) matched tens of thousands of services at 1,000,000, and
-- 001's (price_usd, id) index gave their ids only: listing them newest or best rated first read each one's row from
-- the table (0.4 s), and their facet counts read category, mode, protection and rating the same way (0.8-2.5 s, the
-- process held meanwhile). This index holds what the list's orders and the facets read, so both come from the index
-- alone (001's stays for the price orders). SQLite and PostgreSQL.
CREATE INDEX services_price_cover_idx ON services (price_usd, category, mode, protection_fee, rating, review_count, transit_days, created_at);
ANALYZE services;
