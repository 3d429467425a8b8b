-- The services counted per facet value: (category, mode, protection 'with'/'without', rating band 0..steps). Kept in
-- step by triggers on services and filled from the services there, both by this migration's data step
-- (src/db/facet-counts.ts): trigger bodies differ by database and hold semicolons.
CREATE TABLE service_facet_counts (
  category TEXT NOT NULL,
  mode TEXT NOT NULL,
  protection TEXT NOT NULL,
  band INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (category, mode, protection, band)
);
