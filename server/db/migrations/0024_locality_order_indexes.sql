-- Each sortable column of the places list within one locality (issue 18): a search whose words all
-- lie in a few localities reads each of them in the page's order (server/graphql/searchedPage.ts, groups).
CREATE INDEX "places_locality_idplace_idx" ON "places" USING btree ("search_locality","idplace");--> statement-breakpoint
CREATE INDEX "places_locality_name_idx" ON "places" USING btree ("search_locality","sort_name","idplace");--> statement-breakpoint
CREATE INDEX "places_locality_city_idx" ON "places" USING btree ("search_locality","sort_city","idplace");--> statement-breakpoint
CREATE INDEX "places_locality_published_idx" ON "places" USING btree ("search_locality","published","idplace");--> statement-breakpoint
CREATE INDEX "places_locality_create_date_idx" ON "places" USING btree ("search_locality","create_date","idplace");--> statement-breakpoint
CREATE INDEX "places_locality_update_date_idx" ON "places" USING btree ("search_locality","update_date","idplace");--> statement-breakpoint
CREATE INDEX "places_locality_plus_code_idx" ON "places" USING btree ("search_locality","plus_code","idplace");