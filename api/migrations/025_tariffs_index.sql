-- Migration 025's tariff columns in one index by category (issue 49): a list ordered by the price of a load computes
-- that price for every service its filters match; this index holds every column the computation reads, so a
-- category's (or the whole table's) services are read from it instead of from the wide rows. At 100,000 services
-- (SQLite) a category's load-priced page took 300 ms reading the rows, 110 ms reading this index.
CREATE INDEX services_tariff_cover_idx ON services (
  category, tariff_basis, rate_20, rate_40, rate_40hc, rate_reefer, tariff_rate, min_charge, surcharge_fixed,
  surcharge_per_container, surcharge_pct, max_kg, max_m3, tariff_valid_until, price, price_usd, mode, protection_fee
);
