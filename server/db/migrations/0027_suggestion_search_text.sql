-- A suggestion's reason normalised once per write (issue 17): a common word's thousands of matches are
-- rechecked on this column instead of normalising every reason again; it replaces 0016's expression index.
ALTER TABLE "suggestions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_norm(reason)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suggestions_search_text_trgm_idx" ON "suggestions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "suggestions_search_trgm_idx";
