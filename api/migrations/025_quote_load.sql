-- The shipper's load on a quote request (issue 49): the load the visitor priced (contracts/load.ts), as its address
-- parameters in JSON ({"load":"40HC","n":"1",...}), so the agent quotes what was priced; NULL: no load given.
-- SQLite and PostgreSQL.
ALTER TABLE quote_requests ADD COLUMN shipment_load TEXT;
