-- What a search of events, CMS pages and chains matches, stored normalised on the main row
-- (search_text, as places' search columns in 0006) with a trigram index: a searched list filters and
-- counts one column of one table instead of calling search_norm() per row and language.
-- Events: their searched name is on the main row, a generated column.
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_norm("name")) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "events_search_trgm_idx";--> statement-breakpoint
-- CMS pages and chains: their searched title / name is in the language rows; the main row keeps
-- them all, normalised, joined by spaces in the languages' order (a searched word has no space,
-- so it never matches across two languages), set by statement triggers on the language table.
ALTER TABLE "cms" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chains" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- TG_ARGV: the main table, the id column, the searched text of a language row `s`.
CREATE OR REPLACE FUNCTION entity_search_text_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE %1$I m SET search_text = x.search_text
       FROM (SELECT s.%2$I AS id, string_agg(%3$s, '' '' ORDER BY s.lang) AS search_text
               FROM %4$I s WHERE s.%2$I IN (SELECT %2$I FROM changed) GROUP BY s.%2$I
             UNION ALL
             SELECT c.%2$I, '''' FROM changed c
              WHERE NOT EXISTS (SELECT 1 FROM %4$I s WHERE s.%2$I = c.%2$I)) x
      WHERE m.%2$I = x.id AND m.search_text IS DISTINCT FROM x.search_text',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cms_i18n_search_ins AFTER INSERT ON cms_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('cms', 'idcms', 'search_norm(s.title)');
--> statement-breakpoint
CREATE TRIGGER cms_i18n_search_upd AFTER UPDATE ON cms_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('cms', 'idcms', 'search_norm(s.title)');
--> statement-breakpoint
CREATE TRIGGER cms_i18n_search_del AFTER DELETE ON cms_i18n REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('cms', 'idcms', 'search_norm(s.title)');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_search_ins AFTER INSERT ON chain_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('chains', 'idchain', 'search_norm(s.name)');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_search_upd AFTER UPDATE ON chain_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('chains', 'idchain', 'search_norm(s.name)');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_search_del AFTER DELETE ON chain_i18n REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('chains', 'idchain', 'search_norm(s.name)');
--> statement-breakpoint
UPDATE "cms" m SET search_text = x.search_text
  FROM (SELECT idcms, string_agg(search_norm(title), ' ' ORDER BY lang) AS search_text FROM cms_i18n GROUP BY idcms) x
 WHERE m.idcms = x.idcms;--> statement-breakpoint
UPDATE "chains" m SET search_text = x.search_text
  FROM (SELECT idchain, string_agg(search_norm(name), ' ' ORDER BY lang) AS search_text FROM chain_i18n GROUP BY idchain) x
 WHERE m.idchain = x.idchain;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cms_search_text_trgm_idx" ON "cms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chains_search_text_trgm_idx" ON "chains" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "cms_i18n_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "chain_i18n_search_trgm_idx";--> statement-breakpoint
-- A chain's places, in id order, read from the index alone (the places of no chain left out).
CREATE INDEX IF NOT EXISTS "places_chain_members_idx" ON "places" USING btree ("idchain", "idplace") WHERE "idchain" IS NOT NULL;
