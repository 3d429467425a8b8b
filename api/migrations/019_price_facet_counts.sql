-- The facet counts of a price range (the all-services page's price filter): at 1,000,000 services a range held tens of
-- thousands of services, and counting them per category, mode, protection and rating band read every one of them from
-- 018's index and sorted them (0.46 s one at a time, seconds under load). Prices are cut into buckets
-- (service_price_buckets: each bucket from its low up to the next bucket's, 1/16 of an octave wide), and the services
-- are counted per bucket and facet value (service_price_facet_counts), kept in step by triggers. A range is then the
-- sum of the buckets wholly inside it, and the services of the two part-buckets at its ends read from the index. The
-- buckets, triggers and counts are made by this migration's data step (src/db/facet-counts.ts).
CREATE TABLE service_price_buckets (
  bucket INTEGER PRIMARY KEY,
  low DOUBLE PRECISION NOT NULL UNIQUE
);
CREATE TABLE service_price_facet_counts (
  bucket INTEGER NOT NULL,
  category TEXT NOT NULL,
  mode TEXT NOT NULL,
  protection TEXT NOT NULL,
  band INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (bucket, category, mode, protection, band)
);
