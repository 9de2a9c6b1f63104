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
