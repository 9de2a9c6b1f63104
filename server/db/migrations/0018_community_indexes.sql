-- Lists of reviews, users and suggestions at a million rows (issue 17, bench/community.ts): a page in
-- a list's order is the first rows of an index (column, id) in either direction, as for places
-- (0005, 0008) and the content lists (0015). The one-column indexes of 0001 give way to the same
-- column followed by the id (they still serve the foreign keys and the filters).
DROP INDEX IF EXISTS "reviews_date_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_idplace_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_iduser_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_date_id_idx" ON "reviews" USING btree ("date", "idreview");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_published_id_idx" ON "reviews" USING btree ("published", "idreview");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_idplace_id_idx" ON "reviews" USING btree ("idplace", "idreview");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_iduser_id_idx" ON "reviews" USING btree ("iduser", "idreview");--> statement-breakpoint
-- A user's or a place's reviews newest first (the activity view, the list filtered by user or place).
CREATE INDEX IF NOT EXISTS "reviews_iduser_date_idx" ON "reviews" USING btree ("iduser", "date", "idreview");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_idplace_date_idx" ON "reviews" USING btree ("idplace", "date", "idreview");--> statement-breakpoint
DROP INDEX IF EXISTS "users_registration_date_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_registration_date_id_idx" ON "users" USING btree ("registration_date", "iduser");--> statement-breakpoint
-- last_connection may be null and the list puts nulls last both ways: one index per direction.
CREATE INDEX IF NOT EXISTS "users_last_connection_idx" ON "users" USING btree ("last_connection", "iduser");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_last_connection_desc_idx" ON "users" USING btree ("last_connection" DESC NULLS LAST, "iduser" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "suggestions_create_date_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "suggestions_idplace_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "suggestions_iduser_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suggestions_create_date_id_idx" ON "suggestions" USING btree ("create_date", "idsuggestion");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suggestions_status_id_idx" ON "suggestions" USING btree ("status", "idsuggestion");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suggestions_idplace_id_idx" ON "suggestions" USING btree ("idplace", "idsuggestion");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suggestions_iduser_id_idx" ON "suggestions" USING btree ("iduser", "idsuggestion");
--> statement-breakpoint
-- How many reviews there are, and how many published; how many users and suggestions: counters in
-- entity_counts (0015) kept by statement triggers in the same transaction, so the count of a list
-- filtered by nothing (or only by published) reads one row instead of counting a million.
-- Keys: 'reviews', 'reviews.published', 'users', 'suggestions'.
CREATE OR REPLACE FUNCTION review_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE entity_counts SET n = 0 WHERE tbl IN ('reviews', 'reviews.published');
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO entity_counts AS c (tbl, n)
    SELECT 'reviews', count(*) FROM new_rows UNION ALL SELECT 'reviews.published', count(*) FILTER (WHERE published) FROM new_rows
    ORDER BY 1
    ON CONFLICT (tbl) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO entity_counts AS c (tbl, n)
    SELECT 'reviews', -count(*) FROM old_rows UNION ALL SELECT 'reviews.published', -count(*) FILTER (WHERE published) FROM old_rows
    ORDER BY 1
    ON CONFLICT (tbl) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO entity_counts AS c (tbl, n)
    SELECT 'reviews.published', (SELECT count(*) FILTER (WHERE published) FROM new_rows) - (SELECT count(*) FILTER (WHERE published) FROM old_rows)
    ON CONFLICT (tbl) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_counts_ins AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reviews_counts_upd AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reviews_counts_del AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reviews_counts_trunc AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_counts_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_counts_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_counts_trunc AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER suggestions_counts_ins AFTER INSERT ON suggestions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER suggestions_counts_del AFTER DELETE ON suggestions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
CREATE TRIGGER suggestions_counts_trunc AFTER TRUNCATE ON suggestions
  FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_apply();
--> statement-breakpoint
INSERT INTO entity_counts (tbl, n)
SELECT 'reviews', count(*) FROM reviews
UNION ALL SELECT 'reviews.published', count(*) FROM reviews WHERE published
UNION ALL SELECT 'users', count(*) FROM users
UNION ALL SELECT 'suggestions', count(*) FROM suggestions
ON CONFLICT (tbl) DO UPDATE SET n = EXCLUDED.n;
--> statement-breakpoint
-- What a search of reviews and users matches, normalised once per write (as places, 0006): checking a
-- common word's hundred thousand candidates then compares stored text instead of running unaccent
-- on each. The trigram indexes move from the expressions (0002) to these columns.
ALTER TABLE "reviews" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_norm("text")) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_norm("name" || ' ' || "email")) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_search_text_trgm_idx" ON "reviews" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_trgm_idx";
