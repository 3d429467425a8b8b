-- Indexes matching every services list sort (see SORTS in services-repository.ts), alone and after the category or scope
-- filter, so a page is read in index order instead of sorting hundreds of thousands of rows. Works on SQLite and PostgreSQL.
CREATE INDEX services_category_rating_rc_idx ON services (category, rating DESC, review_count DESC, id);
CREATE INDEX services_rating_rc_idx ON services (rating DESC, review_count DESC, id);
CREATE INDEX services_transit_idx ON services (transit_days, price_usd, id);
CREATE INDEX services_scope_created_idx ON services (scope, created_at, id);
CREATE INDEX services_scope_price_idx ON services (scope, price_usd, id);
CREATE INDEX services_scope_rating_idx ON services (scope, rating DESC, review_count DESC, id);
CREATE INDEX services_scope_transit_idx ON services (scope, transit_days, price_usd, id);
DROP INDEX services_category_rating_idx;
DROP INDEX services_rating_idx;
ANALYZE;
