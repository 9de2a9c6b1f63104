-- Lists of events, CMS pages and chains (bench/content.ts, 100.000 of each): a page in the list's
-- order is the first rows of an index (column, id), as for places (0005, 0008), in both directions
-- (the list's SQL asks NULLS LAST only for a column that may be null). Events sort their name by
-- its Spanish key (sort_es, 0008); create_date already has its index (0014).
CREATE INDEX IF NOT EXISTS "events_name_sort_idx" ON "events" USING btree (sort_es("name"), "idevent");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_published_idx" ON "events" USING btree ("published", "idevent");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_type_idx" ON "events" USING btree ("type", "idevent");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_update_date_idx" ON "events" USING btree ("update_date", "idevent");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cms_published_idx" ON "cms" USING btree ("published", "idcms");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cms_cms_type_idx" ON "cms" USING btree ("cms_type", "idcms");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cms_update_date_idx" ON "cms" USING btree ("update_date", "idcms");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chains_published_idx" ON "chains" USING btree ("published", "idchain");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chains_update_date_idx" ON "chains" USING btree ("update_date", "idchain");
--> statement-breakpoint
-- CMS pages and chains sort by their Spanish title / name: the Spanish row's key, with the id.
CREATE INDEX IF NOT EXISTS "cms_i18n_title_sort_es_idx" ON "cms_i18n" USING btree (sort_es("title"), "idcms") WHERE "lang" = 'es';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chain_i18n_name_sort_es_idx" ON "chain_i18n" USING btree (sort_es("name"), "idchain") WHERE "lang" = 'es';
--> statement-breakpoint
-- How many events, CMS pages and chains there are, kept by statement triggers in the same
-- transaction (as place_counts, 0007): the count of an unfiltered list reads one row instead of
-- counting 100.000 (countSql in server/modules/entities/pagedRepository.ts).
CREATE TABLE IF NOT EXISTS "entity_counts" (
	"tbl" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION entity_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE entity_counts SET n = 0 WHERE tbl = TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO entity_counts AS c (tbl, n) SELECT TG_TABLE_NAME, count(*) FROM new_rows
    ON CONFLICT (tbl) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO entity_counts AS c (tbl, n) SELECT TG_TABLE_NAME, -count(*) FROM old_rows
    ON CONFLICT (tbl) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_counts_ins AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER events_counts_del AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER events_counts_trunc AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER cms_counts_ins AFTER INSERT ON cms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER cms_counts_del AFTER DELETE ON cms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER cms_counts_trunc AFTER TRUNCATE ON cms
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER chains_counts_ins AFTER INSERT ON chains REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER chains_counts_del AFTER DELETE ON chains REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER chains_counts_trunc AFTER TRUNCATE ON chains
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
INSERT INTO entity_counts (tbl, n)
SELECT 'events', count(*) FROM events UNION ALL SELECT 'cms', count(*) FROM cms UNION ALL SELECT 'chains', count(*) FROM chains
ON CONFLICT (tbl) DO UPDATE SET n = EXCLUDED.n;
