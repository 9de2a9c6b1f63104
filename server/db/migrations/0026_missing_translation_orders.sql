-- Each sortable column of the places list within one mask of described languages (issue 18): «Falta
-- traducción» reads each mask that misses the language in the page's order (server/modules/places/pageGroups.ts).
CREATE INDEX "places_described_name_idx" ON "places" USING btree ("described","sort_name","idplace");--> statement-breakpoint
CREATE INDEX "places_described_city_idx" ON "places" USING btree ("described","sort_city","idplace");--> statement-breakpoint
CREATE INDEX "places_described_published_idx" ON "places" USING btree ("described","published","idplace");--> statement-breakpoint
CREATE INDEX "places_described_create_date_idx" ON "places" USING btree ("described","create_date","idplace");--> statement-breakpoint
CREATE INDEX "places_described_update_date_idx" ON "places" USING btree ("described","update_date","idplace");--> statement-breakpoint
CREATE INDEX "places_described_plus_code_idx" ON "places" USING btree ("described","plus_code","idplace");