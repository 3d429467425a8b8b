-- Catalog: categories, agents, services, reviews. Common SQL subset for SQLite and PostgreSQL.
CREATE TABLE categories (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE agents (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE,
  company_name TEXT NOT NULL,
  company_name_lc TEXT NOT NULL,
  country TEXT NOT NULL,
  country_lc TEXT NOT NULL,
  country_code TEXT NOT NULL,
  state TEXT NOT NULL,
  state_lc TEXT NOT NULL,
  city TEXT NOT NULL,
  logo_path TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  review_count INTEGER NOT NULL,
  completed_jobs INTEGER NOT NULL,
  scope TEXT NOT NULL,
  verified INTEGER NOT NULL,
  joined_at TEXT NOT NULL,
  description TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  website TEXT NOT NULL,
  languages TEXT NOT NULL
);
CREATE INDEX agents_country_idx ON agents (country_lc, state_lc);
CREATE INDEX agents_rating_idx ON agents (rating, review_count);
CREATE INDEX agents_joined_idx ON agents (joined_at);
CREATE INDEX agents_name_idx ON agents (company_name);

CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents (id),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  category TEXT NOT NULL,
  scope TEXT NOT NULL,
  origin_country TEXT NOT NULL,
  origin_country_lc TEXT NOT NULL,
  origin_city TEXT NOT NULL,
  destination_country TEXT NOT NULL,
  destination_country_lc TEXT NOT NULL,
  destination_city TEXT NOT NULL,
  price DOUBLE PRECISION NOT NULL,
  currency TEXT NOT NULL,
  price_usd DOUBLE PRECISION NOT NULL,
  transit_days INTEGER NOT NULL,
  protection_fee TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  review_count INTEGER NOT NULL,
  image_path TEXT NOT NULL,
  created_at TEXT NOT NULL,
  search_text TEXT NOT NULL
);
CREATE INDEX services_category_price_idx ON services (category, price_usd, id);
CREATE INDEX services_category_rating_idx ON services (category, rating, id);
CREATE INDEX services_category_created_idx ON services (category, created_at, id);
CREATE INDEX services_category_transit_idx ON services (category, transit_days, price_usd);
CREATE INDEX services_created_idx ON services (created_at, id);
CREATE INDEX services_price_idx ON services (price_usd, id);
CREATE INDEX services_rating_idx ON services (rating, id);
CREATE INDEX services_origin_idx ON services (origin_country_lc, destination_country_lc);
CREATE INDEX services_destination_idx ON services (destination_country_lc);
CREATE INDEX services_agent_idx ON services (agent_id, created_at);
CREATE INDEX services_scope_idx ON services (scope, origin_country, destination_country);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents (id),
  service_id INTEGER REFERENCES services (id),
  customer_name TEXT NOT NULL,
  rating INTEGER NOT NULL,
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_agent_idx ON reviews (agent_id, created_at);
CREATE INDEX reviews_service_idx ON reviews (service_id);
