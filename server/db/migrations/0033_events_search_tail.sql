-- Events sorted by name with a word that starts most matching names («festival»): the page reads the
-- names that start with the word along the sort index, and the other matches hold the word past the
-- name's first character. This index finds those alone, without reading in the table every match to
-- drop the names that start with it (server/modules/entities/pagedRepository.ts, outsidePrefix).
CREATE INDEX IF NOT EXISTS "events_search_tail_trgm_idx" ON "events" USING gin (substr("search_text", 2) gin_trgm_ops);
