-- Spanish sort order (issue 7): lists sorted by a text column follow what a Spanish reader expects,
-- not byte order ('Área de juegos' before 'Zoo'; 'Aquarium de A Coruña' before 'Aquarium
-- Finisterrae'). PGlite has no ICU collations and a server's locale may be anything, so the order
-- is a normalised key compared byte by byte (COLLATE "C"), the same on every engine:
-- lower case, accents removed (unaccent), except ñ, which sorts as its own letter after n
-- ('n~': '~' follows every letter and digit), and the opening ¡ ¿ read as ! ? (before letters).
-- Ties (same key: 'Café' and 'cafe') are broken by the id, as every list already does.
CREATE OR REPLACE FUNCTION sort_es(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(public.f_unaccent(replace(replace(coalesce($1, ''), 'ñ', 'n~'), 'Ñ', 'n~'))), '¡¿', '!?') $$;
--> statement-breakpoint
DROP INDEX "places_city_idx";--> statement-breakpoint
DROP INDEX "places_name_idx";--> statement-breakpoint
-- One ALTER per table: one rewrite of the table for both stored keys.
ALTER TABLE "users"
  ADD COLUMN "sort_name" text COLLATE "C" GENERATED ALWAYS AS (sort_es(name)) STORED,
  ADD COLUMN "sort_email" text COLLATE "C" GENERATED ALWAYS AS (sort_es(email)) STORED;--> statement-breakpoint
ALTER TABLE "places"
  ADD COLUMN "sort_name" text COLLATE "C" GENERATED ALWAYS AS (sort_es(name)) STORED,
  ADD COLUMN "sort_city" text COLLATE "C" GENERATED ALWAYS AS (sort_es(city)) STORED;--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("sort_name","iduser");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("sort_email","iduser");--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("sort_city","idplace");--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree ("sort_name","idplace");
