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
-- A GiST trigram index answers «the N names nearest to this one» (ORDER BY key <-> name LIMIT N)
-- by walking the index, without comparing a million names.
CREATE INDEX IF NOT EXISTS places_dup_name_gist_idx ON places USING gist (dup_norm(name) gist_trgm_ops);
