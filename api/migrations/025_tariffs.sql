-- The tariff of each service (issue 49): how it charges a load, in the service's currency (services.currency), in
-- columns the search can price a load with in SQL (sorting by the all-in price of the visitor's load, paged in the
-- database). The rules are the contract's (shared/src/contracts/tariff.ts); api/src/plugins/app/services/load-price-sql.ts
-- writes them as an SQL expression over these columns. SQLite and PostgreSQL.
--   tariff_basis: perContainer | perKgChargeable | perRevenueTon | perM3 | perShipment | perStorageDay
--   rate_20, rate_40, rate_40hc, rate_reefer: per container of each type (perContainer; NULL = type not offered)
--   tariff_rate: per chargeable kg, revenue ton, m3, shipment or m3-day (the other bases)
--   min_charge: the least the freight costs (0: none)
--   surcharges: the named surcharges, JSON [{ "code", "kind": "fixed" | "perContainer" | "percent", "amount" }]
--   surcharge_fixed, surcharge_per_container, surcharge_pct: their sums by kind (what the SQL adds up)
--   max_kg, max_m3: the most one shipment may weigh / take (NULL: no limit but the containers')
--   tariff_valid_until: the last day the tariff holds (ISO date)
-- Services there before get a tariff of one shipment at their price (they were "priced per standard shipment").
ALTER TABLE services ADD COLUMN tariff_basis TEXT NOT NULL DEFAULT 'perShipment';
ALTER TABLE services ADD COLUMN rate_20 REAL;
ALTER TABLE services ADD COLUMN rate_40 REAL;
ALTER TABLE services ADD COLUMN rate_40hc REAL;
ALTER TABLE services ADD COLUMN rate_reefer REAL;
ALTER TABLE services ADD COLUMN tariff_rate REAL;
ALTER TABLE services ADD COLUMN min_charge REAL NOT NULL DEFAULT 0;
ALTER TABLE services ADD COLUMN surcharges TEXT NOT NULL DEFAULT '[]';
ALTER TABLE services ADD COLUMN surcharge_fixed REAL NOT NULL DEFAULT 0;
ALTER TABLE services ADD COLUMN surcharge_per_container REAL NOT NULL DEFAULT 0;
ALTER TABLE services ADD COLUMN surcharge_pct REAL NOT NULL DEFAULT 0;
ALTER TABLE services ADD COLUMN max_kg REAL;
ALTER TABLE services ADD COLUMN max_m3 REAL;
ALTER TABLE services ADD COLUMN tariff_valid_until TEXT;
UPDATE services SET tariff_rate = price;
