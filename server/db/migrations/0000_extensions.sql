-- Accent- and case-insensitive search (ARCHITECTURE.md "Data"): unaccent + pg_trgm.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named lets it sit in indexes.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The normalised text a search term is matched against: lower-case, accents removed.
-- Names are schema-qualified: PostgreSQL 17+ builds indexes with a restricted search_path.
CREATE OR REPLACE FUNCTION search_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.f_unaccent(coalesce($1, ''))) $$;
