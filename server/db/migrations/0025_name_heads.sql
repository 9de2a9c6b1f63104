-- A search sorted by name (issue 18): the places whose first word holds the word are read along
-- (search_head, sort_name, idplace); the other matches are found in search_tail (all after the first
-- word) or the locality through trigram indexes. place_heads lists the first words with their counts.
CREATE TABLE "place_heads" (
	"head" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- One table rewrite for both columns.
ALTER TABLE "places"
  ADD COLUMN "search_head" text GENERATED ALWAYS AS (split_part(search_norm(name || ' ' || address), ' ', 1)) STORED,
  ADD COLUMN "search_tail" text GENERATED ALWAYS AS (substr(search_norm(name || ' ' || address), length(split_part(search_norm(name || ' ' || address), ' ', 1)) + 1)) STORED;
--> statement-breakpoint
CREATE INDEX "places_head_name_idx" ON "places" USING btree ("search_head","sort_name","idplace");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS places_search_tail_trgm_idx ON places USING gin (search_tail gin_trgm_ops);
--> statement-breakpoint
-- place_heads is kept exact like place_counts (0007): one aggregate per statement, upserted in key
-- order (no deadlock between two writers), a first word no place carries any more removed.
CREATE OR REPLACE FUNCTION place_heads_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM place_heads;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO place_heads AS h (head, n)
    SELECT search_head, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (head) DO UPDATE SET n = h.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO place_heads AS h (head, n)
    SELECT search_head, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (head) DO UPDATE SET n = h.n + EXCLUDED.n;
    DELETE FROM place_heads WHERE n <= 0 AND head IN (SELECT search_head FROM old_rows);
  ELSE
    -- Only places whose first word changed move between counters.
    INSERT INTO place_heads AS h (head, n)
    SELECT search_head, sum(k) FROM (SELECT search_head, 1 AS k FROM new_rows
                                     UNION ALL SELECT search_head, -1 FROM old_rows) d
     GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
    ON CONFLICT (head) DO UPDATE SET n = h.n + EXCLUDED.n;
    DELETE FROM place_heads WHERE n <= 0 AND head IN (SELECT search_head FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER place_heads_ins AFTER INSERT ON places REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_heads_apply();
--> statement-breakpoint
CREATE TRIGGER place_heads_upd AFTER UPDATE ON places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_heads_apply();
--> statement-breakpoint
CREATE TRIGGER place_heads_del AFTER DELETE ON places REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_heads_apply();
--> statement-breakpoint
CREATE TRIGGER place_heads_trunc AFTER TRUNCATE ON places
  FOR EACH STATEMENT EXECUTE FUNCTION place_heads_apply();
--> statement-breakpoint
INSERT INTO place_heads (head, n) SELECT search_head, count(*) FROM places GROUP BY 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS place_heads_trgm_idx ON place_heads USING gin (head gin_trgm_ops);
