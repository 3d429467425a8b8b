-- How a service moves the goods (sea, air, road, rail, multimodal). SQLite and PostgreSQL. Right after this file, in
-- its transaction, the data step of src/db/data-steps.ts gives services seeded before it the seed's modes (one
-- UPDATE, before 009 indexes the column: a million rows in seconds, not minutes) and fills the places table.
ALTER TABLE services ADD COLUMN mode TEXT NOT NULL DEFAULT 'road';

-- The places services leave from and go to (countries, cities, seaports) with how many services each side has:
-- the place search reads a few hundred rows instead of grouping a million services. Rebuilt with the services
-- (refreshPlaces in src/db/places.ts: by the seed and by the data step); only the seed writes services.
CREATE TABLE places (
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  country TEXT NOT NULL,
  country_code TEXT NOT NULL,
  origin_services INTEGER NOT NULL,
  destination_services INTEGER NOT NULL,
  services INTEGER NOT NULL,
  PRIMARY KEY (country, name, kind)
);
