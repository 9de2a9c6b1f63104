-- place_counts (created in 0005) is kept exact by statement-level triggers on places: one aggregate
-- per statement, so a bulk insert of 50,000 places costs one upsert of a few hundred counters.
-- Counters are upserted in key order, so two transactions touching the same ones cannot deadlock.
CREATE OR REPLACE FUNCTION place_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM place_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO place_counts AS c (published, city, province, loc_norm, n)
    SELECT published, city, province, min(search_locality), count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (published, city, province) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO place_counts AS c (published, city, province, loc_norm, n)
    SELECT published, city, province, min(search_locality), -count(*)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (published, city, province) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    -- Only rows whose state, city or province changed move between counters.
    INSERT INTO place_counts AS c (published, city, province, loc_norm, n)
    SELECT published, city, province, min(search_locality), sum(k)
      FROM (SELECT published, city, province, search_locality, 1 AS k FROM new_rows
            UNION ALL SELECT published, city, province, search_locality, -1 FROM old_rows) d
     GROUP BY 1, 2, 3 HAVING sum(k) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (published, city, province) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER place_counts_ins AFTER INSERT ON places REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_counts_apply();
--> statement-breakpoint
CREATE TRIGGER place_counts_upd AFTER UPDATE ON places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_counts_apply();
--> statement-breakpoint
CREATE TRIGGER place_counts_del AFTER DELETE ON places REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_counts_apply();
--> statement-breakpoint
CREATE TRIGGER place_counts_trunc AFTER TRUNCATE ON places
  FOR EACH STATEMENT EXECUTE FUNCTION place_counts_apply();
--> statement-breakpoint
INSERT INTO place_counts (published, city, province, loc_norm, n)
SELECT published, city, province, min(search_locality), count(*) FROM places GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Trigram indexes of the stored search columns (0006); they replace 0002's index on the
-- expression over name, city, province and address, which nothing uses any more.
CREATE INDEX IF NOT EXISTS places_search_locality_trgm_idx ON places USING gin (search_locality gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS places_search_name_address_trgm_idx ON places USING gin (search_name_address gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS places_search_trgm_idx;
