-- Users registered in the last N months, in last-connection order (issue 17): the list merges each 30-day
-- window's index (window, last_connection, iduser) instead of walking the whole order (server/graphql/listPage.ts).
ALTER TABLE "users" ADD COLUMN "registration_window" integer GENERATED ALWAYS AS (floor(extract(epoch from (registration_date AT TIME ZONE 'UTC')) / 2592000)::int) STORED;--> statement-breakpoint
CREATE INDEX "users_window_last_connection_idx" ON "users" USING btree ("registration_window","last_connection","iduser");--> statement-breakpoint
CREATE INDEX "users_window_last_connection_desc_idx" ON "users" USING btree ("registration_window","last_connection" DESC NULLS LAST,"iduser" DESC NULLS LAST);--> statement-breakpoint
-- The change history (0022) ignores the window as it ignores the registration date it derives from.
CREATE OR REPLACE FUNCTION history_ignored(col text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  -- What the database derives or keeps by itself, and secrets.
  SELECT col IN ('version', 'described', 'create_date', 'update_date', 'registration_date', 'registration_window', 'last_connection', 'date', 'password_hash')
      OR col LIKE 'sort\_%' OR col LIKE 'search\_%'
$$;
