-- A job posting's end (ISO timestamp; NULL = open until closed by hand). Search engines want it (validThrough), and
-- a posting past it is gone: not listed, not in the sitemaps, its page and its application answer 410.
ALTER TABLE careers ADD COLUMN valid_through TEXT;
