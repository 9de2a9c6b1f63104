-- «Falta traducción» of CMS pages and chains reads one column: `lacking`, the mask of the languages
-- an entry misses (en 1, es 2, gl 4, pt 8, as places' described in 0020). Rule: an entry misses a
-- language when one of its per-language texts is non-empty in some language but empty, or without
-- a row, in that one; nothing written, nothing missed (0). Statement triggers on the language table
-- keep it (as search_text in 0017); indexes (lacking, id) and (lacking, sort column, id) answer a
-- count and a page in any order as a list of masks (server/modules/entities/pagedRepository.ts).
ALTER TABLE "chains" ADD COLUMN "lacking" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms" ADD COLUMN "lacking" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- TG_ARGV: the main table, the id column, then the text columns of the language table. An update
-- recomputes the entries of its old rows as well as its new ones; an unchanged mask is not written.
CREATE OR REPLACE FUNCTION entity_lacking_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mask text := '0';
  ids text := 'SELECT DISTINCT %2$I AS id FROM changed';
  i integer;
BEGIN
  FOR i IN 2 .. TG_NARGS - 1 LOOP
    -- The languages without the text, when some language has it.
    mask := mask || format(' | coalesce(15 # bit_or(1 << (array_position(ARRAY[''en'', ''es'', ''gl'', ''pt''], s.lang::text) - 1)) FILTER (WHERE s.%I <> ''''), 0)', TG_ARGV[i]);
  END LOOP;
  IF TG_OP = 'UPDATE' THEN
    ids := 'SELECT %2$I AS id FROM changed UNION SELECT %2$I FROM gone';
  END IF;
  EXECUTE format(
    'UPDATE %1$I m SET lacking = x.mask
       FROM (SELECT c.id, (' || mask || ')::smallint AS mask
               FROM (' || ids || ') c LEFT JOIN %3$I s ON s.%2$I = c.id
              GROUP BY c.id) x
      WHERE m.%2$I = x.id AND m.lacking <> x.mask',
    TG_ARGV[0], TG_ARGV[1], TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cms_i18n_lacking_ins AFTER INSERT ON cms_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_lacking_apply('cms', 'idcms', 'title', 'content');
--> statement-breakpoint
CREATE TRIGGER cms_i18n_lacking_upd AFTER UPDATE ON cms_i18n REFERENCING OLD TABLE AS gone NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_lacking_apply('cms', 'idcms', 'title', 'content');
--> statement-breakpoint
CREATE TRIGGER cms_i18n_lacking_del AFTER DELETE ON cms_i18n REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_lacking_apply('cms', 'idcms', 'title', 'content');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_lacking_ins AFTER INSERT ON chain_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_lacking_apply('chains', 'idchain', 'name', 'content');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_lacking_upd AFTER UPDATE ON chain_i18n REFERENCING OLD TABLE AS gone NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_lacking_apply('chains', 'idchain', 'name', 'content');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_lacking_del AFTER DELETE ON chain_i18n REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_lacking_apply('chains', 'idchain', 'name', 'content');
--> statement-breakpoint
-- The existing entries, before their indexes.
UPDATE "cms" m SET lacking = x.mask
  FROM (SELECT idcms, (coalesce(15 # bit_or(1 << (array_position(ARRAY['en', 'es', 'gl', 'pt'], lang::text) - 1)) FILTER (WHERE title <> ''), 0)
                     | coalesce(15 # bit_or(1 << (array_position(ARRAY['en', 'es', 'gl', 'pt'], lang::text) - 1)) FILTER (WHERE content <> ''), 0))::smallint AS mask
          FROM cms_i18n GROUP BY idcms) x
 WHERE m.idcms = x.idcms AND x.mask <> 0;--> statement-breakpoint
UPDATE "chains" m SET lacking = x.mask
  FROM (SELECT idchain, (coalesce(15 # bit_or(1 << (array_position(ARRAY['en', 'es', 'gl', 'pt'], lang::text) - 1)) FILTER (WHERE name <> ''), 0)
                       | coalesce(15 # bit_or(1 << (array_position(ARRAY['en', 'es', 'gl', 'pt'], lang::text) - 1)) FILTER (WHERE content <> ''), 0))::smallint AS mask
          FROM chain_i18n GROUP BY idchain) x
 WHERE m.idchain = x.idchain AND x.mask <> 0;--> statement-breakpoint
CREATE INDEX "chains_lacking_idx" ON "chains" USING btree ("lacking","idchain");--> statement-breakpoint
CREATE INDEX "chains_lacking_name_idx" ON "chains" USING btree ("lacking","sort_name","idchain");--> statement-breakpoint
CREATE INDEX "chains_lacking_published_idx" ON "chains" USING btree ("lacking","published","idchain");--> statement-breakpoint
CREATE INDEX "chains_lacking_create_date_idx" ON "chains" USING btree ("lacking","create_date","idchain");--> statement-breakpoint
CREATE INDEX "chains_lacking_update_date_idx" ON "chains" USING btree ("lacking","update_date","idchain");--> statement-breakpoint
CREATE INDEX "cms_lacking_idx" ON "cms" USING btree ("lacking","idcms");--> statement-breakpoint
CREATE INDEX "cms_lacking_title_idx" ON "cms" USING btree ("lacking","sort_title","idcms");--> statement-breakpoint
CREATE INDEX "cms_lacking_published_idx" ON "cms" USING btree ("lacking","published","idcms");--> statement-breakpoint
CREATE INDEX "cms_lacking_cms_type_idx" ON "cms" USING btree ("lacking","cms_type","idcms");--> statement-breakpoint
CREATE INDEX "cms_lacking_create_date_idx" ON "cms" USING btree ("lacking","create_date","idcms");--> statement-breakpoint
CREATE INDEX "cms_lacking_update_date_idx" ON "cms" USING btree ("lacking","update_date","idcms");
--> statement-breakpoint
-- The change history (0022) ignores the mask as it ignores places' described.
CREATE OR REPLACE FUNCTION history_ignored(col text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  -- What the database derives or keeps by itself, and secrets.
  SELECT col IN ('version', 'described', 'lacking', 'create_date', 'update_date', 'registration_date', 'registration_window', 'last_connection', 'date', 'password_hash')
      OR col LIKE 'sort\_%' OR col LIKE 'search\_%'
$$;
