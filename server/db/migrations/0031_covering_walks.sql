-- A searched page walks its sort index checking each entry (server/graphql/listPage.ts). With the
-- columns it checks INCLUDEd, the walk reads the index alone and may go 30,000 entries deep: users
-- by name («garcía» sits thousands of names into each first name's block), reviews by place (a
-- place's 5,000 reviews without the word). Same keys as before (drizzle cannot write INCLUDE; the
-- schema declares the keys).
DROP INDEX IF EXISTS "users_name_idx";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("sort_name","iduser") INCLUDE ("search_text","registration_date");--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_idplace_id_idx";--> statement-breakpoint
CREATE INDEX "reviews_idplace_id_idx" ON "reviews" USING btree ("idplace","idreview") INCLUDE ("search_text","published","date");
