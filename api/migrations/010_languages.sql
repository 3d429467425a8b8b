-- Content in the visitor's language (en, fr, ar). SQLite and PostgreSQL.
-- Editorial rows and agents keep their English text in their columns and the other languages in `translations`, a JSON
-- object {"fr": {"field": "text"}, "ar": {...}}: the API answers in the request's language and falls back to English,
-- saying so. Blog posts and FAQs already have one row per language.
ALTER TABLE categories ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE agents ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE careers ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE legal_contents ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE help_topics ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE help_articles ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE subscription_packages ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE qms_items ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';

-- A service's kind (SERVICE_KINDS in src/db/seed-data/service-kinds.ts: 'fclSea', 'sameDayVan', ...): its title and
-- description are written in the request's language from the kind and the places, not stored three times over a
-- million rows. '' = an agent's own text, served as written.
ALTER TABLE services ADD COLUMN kind TEXT NOT NULL DEFAULT '';
-- The great-circle distance of the lane in km (0 within one city): transit times and prices follow from it.
ALTER TABLE services ADD COLUMN distance_km INTEGER NOT NULL DEFAULT 0;

-- A review is shown in the language it was written in, labelled with it.
ALTER TABLE reviews ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';

-- Places carry their names in every language ({"en": ..., "fr": ..., "ar": ...}) and a search key: every name,
-- lower-cased, accents removed, separated by '|', so "chine", "etats-unis" and "الصين" find their place.
ALTER TABLE places ADD COLUMN names TEXT NOT NULL DEFAULT '{}';
ALTER TABLE places ADD COLUMN search_key TEXT NOT NULL DEFAULT '';
