-- The normalised texts a places search matches, stored (one table rewrite for both columns).
ALTER TABLE "places"
  ADD COLUMN "search_locality" text GENERATED ALWAYS AS (search_norm(city || ' ' || province)) STORED,
  ADD COLUMN "search_name_address" text GENERATED ALWAYS AS (search_norm(name || ' ' || address)) STORED;
