-- The duplicate-place check (duplicatePlaces, docs/api.md «Sitios parecidos»): names are compared
-- by trigram similarity of a key that ignores case, accents, punctuation and the short words that
-- vary between two writings of one name («Mesón O Sol», «Meson do Sol» → «meson sol»).
-- Names are schema-qualified: PostgreSQL 17+ builds indexes with a restricted search_path.
CREATE OR REPLACE FUNCTION dup_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(nullif(btrim(pg_catalog.regexp_replace(
             pg_catalog.regexp_replace(
               pg_catalog.regexp_replace(public.search_norm(pg_catalog.left($1, 200)), '[[:punct:][:space:]]+', ' ', 'g'),
               '\m(o|a|os|as|el|la|los|las|lo|do|da|dos|das|de|del|di|du|y|e|i|the|of|and|en|no|na|nos|nas)\M', '', 'g'),
             ' {2,}', ' ', 'g')), ''),
           btrim(public.search_norm(pg_catalog.left($1, 200))))
  $$;
--> statement-breakpoint
-- Place names repeat a lot (chains, «Bar Pepe» in every town): the trigram search runs over the
-- DISTINCT keys, then finds their places by key. place_name_keys holds each key with how many places
-- carry it, kept exact by statement-level triggers on places (as place_counts, 0007).
CREATE TABLE IF NOT EXISTS place_name_keys (
  key text PRIMARY KEY,
  n integer NOT NULL
);
--> statement-breakpoint
INSERT INTO place_name_keys (key, n) SELECT dup_norm(name), count(*) FROM places GROUP BY 1 ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
-- Keys whose last place went away are deleted at the end of each statement.
CREATE INDEX IF NOT EXISTS place_name_keys_empty_idx ON place_name_keys (key) WHERE n <= 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS place_name_keys_trgm_idx ON place_name_keys USING gin (key gin_trgm_ops);
--> statement-breakpoint
-- A key's places: the first ones by id, and those inside a box around a position.
CREATE INDEX IF NOT EXISTS places_dup_key_idx ON places (dup_norm(name), idplace);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS places_dup_key_geo_idx ON places (dup_norm(name), lat, lng) WHERE lat IS NOT NULL AND lng IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_name_keys_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM place_name_keys;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO place_name_keys AS k (key, n)
    SELECT public.dup_norm(name), count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = k.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE place_name_keys k SET n = k.n - d.c
      FROM (SELECT public.dup_norm(name) AS key, count(*) AS c FROM old_rows GROUP BY 1 ORDER BY 1) d WHERE k.key = d.key;
  ELSE
    -- Only renamed places move between keys (a statement-level trigger cannot name columns).
    INSERT INTO place_name_keys AS k (key, n)
    SELECT key, sum(c) FROM (
      SELECT public.dup_norm(name) AS key, 1 AS c FROM new_rows
      UNION ALL SELECT public.dup_norm(name), -1 FROM old_rows
    ) d GROUP BY 1 HAVING sum(c) <> 0 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = k.n + EXCLUDED.n;
  END IF;
  DELETE FROM place_name_keys WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER place_name_keys_ins AFTER INSERT ON places REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_name_keys_apply();
--> statement-breakpoint
CREATE TRIGGER place_name_keys_upd AFTER UPDATE ON places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_name_keys_apply();
--> statement-breakpoint
CREATE TRIGGER place_name_keys_del AFTER DELETE ON places REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_name_keys_apply();
--> statement-breakpoint
CREATE TRIGGER place_name_keys_trunc AFTER TRUNCATE ON places
  FOR EACH STATEMENT EXECUTE FUNCTION place_name_keys_apply();
