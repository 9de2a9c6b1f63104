-- Trigram indexes behind the accent-insensitive searches of the lists (search_norm from 0000).
-- Places are searched on name, city, province and address together (part 1 §2, issue 3).
CREATE INDEX IF NOT EXISTS places_search_trgm_idx ON places
  USING gin (search_norm(name || ' ' || city || ' ' || province || ' ' || address) gin_trgm_ops);
--> statement-breakpoint
-- The duplicate-place check compares names only.
CREATE INDEX IF NOT EXISTS places_name_trgm_idx ON places USING gin (search_norm(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin (search_norm(name || ' ' || email) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS events_search_trgm_idx ON events USING gin (search_norm(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cms_i18n_search_trgm_idx ON cms_i18n USING gin (search_norm(title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS chain_i18n_search_trgm_idx ON chain_i18n USING gin (search_norm(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS reviews_search_trgm_idx ON reviews USING gin (search_norm(text) gin_trgm_ops);
