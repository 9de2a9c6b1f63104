-- Suggestions list (part 2 §2): searched on the reason (trigram, like reviews' text; the place's name and the user's name and e-mail already have theirs, 0002), filtered by status and sorted by date.
CREATE INDEX IF NOT EXISTS suggestions_search_trgm_idx ON suggestions USING gin (search_norm(reason) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suggestions_status_date_idx ON suggestions USING btree (status, create_date);
