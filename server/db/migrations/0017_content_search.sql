-- Searched and sorted lists of events, CMS pages and chains read one table: the main row stores
-- what a search matches, normalised (search_text, with a trigram index, as places' search columns
-- in 0006), and the Spanish sort key of its sortable text (as places' sort_name in 0008, with an
-- index (key, id)). A search then filters, sorts and counts the main rows alone, instead of calling
-- search_norm() and sort_es() per row and reading the language rows of every match.
-- Events: the name is on the main row; both are generated columns (one table rewrite).
ALTER TABLE "events"
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_norm("name")) STORED,
  ADD COLUMN "sort_name" text COLLATE "C" GENERATED ALWAYS AS (sort_es("name")) STORED;--> statement-breakpoint
-- CMS pages and chains: the title / name is in the language rows. search_text holds them all,
-- normalised, joined by spaces in the languages' order (a searched word has no space, so it never
-- matches across two languages); the sort key is the Spanish one's. Statement triggers on the
-- language table keep both.
ALTER TABLE "cms"
  ADD COLUMN "search_text" text DEFAULT '' NOT NULL,
  ADD COLUMN "sort_title" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chains"
  ADD COLUMN "search_text" text DEFAULT '' NOT NULL,
  ADD COLUMN "sort_name" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
-- TG_ARGV: the main table, the id column, the searched text of a language row `s`, the sort key
-- column and the text column it is the Spanish key of. An entry left without language rows gets ''.
CREATE OR REPLACE FUNCTION entity_search_text_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE %1$I m SET search_text = x.search_text, %4$I = x.sort_key
       FROM (SELECT c.id, coalesce(string_agg(%3$s, '' '' ORDER BY s.lang), '''') AS search_text,
                    coalesce(max(sort_es(s.%5$I)) FILTER (WHERE s.lang = ''es''), '''') AS sort_key
               FROM (SELECT DISTINCT %2$I AS id FROM changed) c LEFT JOIN %6$I s ON s.%2$I = c.id
              GROUP BY c.id) x
      WHERE m.%2$I = x.id AND (m.search_text, m.%4$I) IS DISTINCT FROM (x.search_text, x.sort_key)',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], TG_ARGV[4], TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cms_i18n_search_ins AFTER INSERT ON cms_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('cms', 'idcms', 'search_norm(s.title)', 'sort_title', 'title');
--> statement-breakpoint
CREATE TRIGGER cms_i18n_search_upd AFTER UPDATE ON cms_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('cms', 'idcms', 'search_norm(s.title)', 'sort_title', 'title');
--> statement-breakpoint
CREATE TRIGGER cms_i18n_search_del AFTER DELETE ON cms_i18n REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('cms', 'idcms', 'search_norm(s.title)', 'sort_title', 'title');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_search_ins AFTER INSERT ON chain_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('chains', 'idchain', 'search_norm(s.name)', 'sort_name', 'name');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_search_upd AFTER UPDATE ON chain_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('chains', 'idchain', 'search_norm(s.name)', 'sort_name', 'name');
--> statement-breakpoint
CREATE TRIGGER chain_i18n_search_del AFTER DELETE ON chain_i18n REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION entity_search_text_apply('chains', 'idchain', 'search_norm(s.name)', 'sort_name', 'name');
--> statement-breakpoint
UPDATE "cms" m SET search_text = x.search_text, sort_title = x.sort_key
  FROM (SELECT idcms, string_agg(search_norm(title), ' ' ORDER BY lang) AS search_text,
               coalesce(max(sort_es(title)) FILTER (WHERE lang = 'es'), '') AS sort_key
          FROM cms_i18n GROUP BY idcms) x
 WHERE m.idcms = x.idcms;--> statement-breakpoint
UPDATE "chains" m SET search_text = x.search_text, sort_name = x.sort_key
  FROM (SELECT idchain, string_agg(search_norm(name), ' ' ORDER BY lang) AS search_text,
               coalesce(max(sort_es(name)) FILTER (WHERE lang = 'es'), '') AS sort_key
          FROM chain_i18n GROUP BY idchain) x
 WHERE m.idchain = x.idchain;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cms_search_text_trgm_idx" ON "cms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chains_search_text_trgm_idx" ON "chains" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The count of a common word (one entry in ten) reads every page of the table that holds one: the
-- same search_text in a btree lets it check the 100.000 values from the index alone, ten times fewer
-- pages (the planner picks it when the trigram index would visit most of the table). Events only: a
-- name is at most 200 characters, well inside a btree entry (2.704 bytes); four titles of a CMS page
-- or chain in a four-byte script may not be.
CREATE INDEX IF NOT EXISTS "events_search_text_idx" ON "events" USING btree ("search_text");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_sort_name_idx" ON "events" USING btree ("sort_name", "idevent");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cms_sort_title_idx" ON "cms" USING btree ("sort_title", "idcms");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chains_sort_name_idx" ON "chains" USING btree ("sort_name", "idchain");--> statement-breakpoint
DROP INDEX IF EXISTS "events_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "cms_i18n_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "chain_i18n_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_name_sort_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "cms_i18n_title_sort_es_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "chain_i18n_name_sort_es_idx";--> statement-breakpoint
-- A chain's places, in id order, read from the index alone (the places of no chain left out).
CREATE INDEX IF NOT EXISTS "places_chain_members_idx" ON "places" USING btree ("idchain", "idplace") WHERE "idchain" IS NOT NULL;
