-- Places searched and sorted by city or plus code (issue 18): the walk along the sort index reads
-- the index alone (server/graphql/coveredWalk.ts) when the index INCLUDEs what the search and the
-- filters read (locality, name + address, state, described languages, creation date). A common
-- word among the last cities («bar» with the published ones, «santiago» outside Santiago) is then
-- found thousands of entries along. Same keys as before (drizzle cannot write INCLUDE).
DROP INDEX IF EXISTS "places_city_idx";--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("sort_city","idplace")
  INCLUDE ("search_locality","search_name_address","published","described","create_date");--> statement-breakpoint
DROP INDEX IF EXISTS "places_plus_code_idx";--> statement-breakpoint
CREATE INDEX "places_plus_code_idx" ON "places" USING btree ("plus_code","idplace")
  INCLUDE ("search_locality","search_name_address","published","described","create_date");
