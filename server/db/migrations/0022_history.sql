CREATE TABLE "history" (
	"idhistory" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"id" integer NOT NULL,
	"action" text NOT NULL,
	"iduser" integer,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT txid_current() NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "history_record_idx" ON "history" USING btree ("resource","id","date" DESC NULLS LAST,"idhistory" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_user_idx" ON "history" USING btree ("iduser","date" DESC NULLS LAST,"idhistory" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_date_idx" ON "history" USING btree ("date" DESC NULLS LAST,"idhistory" DESC NULLS LAST);--> statement-breakpoint
-- Change history (issue 19). A write through the API runs with the setting history.iduser (the
-- writer: server/db/audited.ts); the row triggers below then note what changed,
-- in the write's own transaction (a rolled-back write leaves nothing). Seeds, migrations and tools
-- run without it and note nothing. One entry per (transaction, resource, id) gathers all its rows'
-- changes: {key: {field, before, after}}; a change undone in the same transaction (a language row
-- or link deleted and inserted again) cancels out, and an update that changed nothing leaves none.
CREATE OR REPLACE FUNCTION history_ignored(col text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  -- What the database derives or keeps by itself, and secrets.
  SELECT col IN ('version', 'described', 'create_date', 'update_date', 'registration_date', 'last_connection', 'date',
                 'search_text', 'search_locality', 'search_name_address', 'password_hash')
      OR col LIKE 'sort\_%'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION history_note(p_resource text, p_id integer, p_action text, p_changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  who text := current_setting('history.iduser', true);
  entry history%ROWTYPE;
  merged jsonb;
  k text;
  v jsonb;
  b jsonb;
BEGIN
  IF coalesce(who, '') = '' THEN RETURN; END IF;
  SELECT * INTO entry FROM history
   WHERE resource = p_resource AND id = p_id AND date = now() AND txid = txid_current() FOR UPDATE;
  merged := coalesce(entry.changes, '{}'::jsonb);
  FOR k, v IN SELECT * FROM jsonb_each(p_changes) LOOP
    b := coalesce(merged -> k -> 'before', v -> 'before');
    IF b IS NOT DISTINCT FROM (v -> 'after') THEN
      merged := merged - k;
    ELSE
      merged := merged || jsonb_build_object(k, jsonb_build_object('field', v ->> 'field', 'before', b, 'after', v -> 'after'));
    END IF;
  END LOOP;
  IF entry.idhistory IS NULL THEN
    IF merged = '{}'::jsonb AND p_action = 'update' THEN RETURN; END IF;
    INSERT INTO history (resource, id, action, iduser, changes) VALUES (p_resource, p_id, p_action, nullif(who, '0')::integer, merged);
  ELSE
    entry.action := CASE WHEN 'delete' IN (entry.action, p_action) THEN 'delete'
                         WHEN 'create' IN (entry.action, p_action) THEN 'create' ELSE 'update' END;
    IF merged = '{}'::jsonb AND entry.action = 'update' THEN
      DELETE FROM history WHERE idhistory = entry.idhistory;
    ELSE
      UPDATE history SET changes = merged, action = entry.action WHERE idhistory = entry.idhistory;
    END IF;
  END IF;
END $$;
--> statement-breakpoint
-- The row trigger: history_row(resource, id column, kind, link field, linked id column). Kinds:
-- main (a record's own row: created, updated, deleted), i18n (its texts in one language: fields
-- noted as nameES, descriptionGL...), link (a link table: the linked id added or removed), media
-- (a place's or event's file added or removed, by name) and config (the site configuration, id 0).
CREATE OR REPLACE FUNCTION history_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  n jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  r jsonb := coalesce(n, o);
  resource text := TG_ARGV[0];
  idcol text := TG_ARGV[1];
  kind text := TG_ARGV[2];
  action text := 'update';
  changes jsonb := '{}'::jsonb;
  suffix text := '';
  col text;
  k text;
BEGIN
  IF coalesce(current_setting('history.iduser', true), '') = '' THEN RETURN NULL; END IF;
  IF kind = 'media' THEN
    IF TG_OP = 'UPDATE' THEN RETURN NULL; END IF;
    resource := CASE WHEN r ->> 'idplace' IS NOT NULL THEN 'places' ELSE 'events' END;
    idcol := CASE WHEN r ->> 'idplace' IS NOT NULL THEN 'idplace' ELSE 'idevent' END;
    changes := jsonb_build_object('media:' || (r ->> 'idmedia'), jsonb_build_object('field', 'media',
      'before', to_jsonb(coalesce(nullif(o ->> 'name', ''), o ->> 'url')), 'after', to_jsonb(coalesce(nullif(n ->> 'name', ''), n ->> 'url'))));
  ELSIF kind = 'config' THEN
    PERFORM history_note(resource, 0, 'update', jsonb_build_object(r ->> 'field', jsonb_build_object('field', r ->> 'field',
      'before', coalesce(o -> 'content', '""'::jsonb), 'after', coalesce(n -> 'content', '""'::jsonb))));
    RETURN NULL;
  ELSIF kind = 'link' THEN
    k := TG_ARGV[3] || ':' || (r ->> TG_ARGV[4]);
    changes := jsonb_build_object(k, jsonb_build_object('field', TG_ARGV[3], 'before', o -> TG_ARGV[4], 'after', n -> TG_ARGV[4]));
  ELSE
    IF kind = 'i18n' THEN suffix := upper(r ->> 'lang'); END IF;
    IF kind = 'main' AND TG_OP = 'INSERT' THEN action := 'create'; END IF;
    IF kind = 'main' AND TG_OP = 'DELETE' THEN action := 'delete'; END IF;
    FOR col IN SELECT jsonb_object_keys(r) LOOP
      CONTINUE WHEN col = idcol OR col = 'lang' OR history_ignored(col);
      -- A created or deleted row notes only the values it has.
      CONTINUE WHEN TG_OP <> 'UPDATE' AND coalesce(r -> col, 'null'::jsonb) IN ('null', '""', '[]', '{}', 'false');
      IF (o -> col) IS DISTINCT FROM (n -> col) THEN
        changes := changes || jsonb_build_object(col || suffix, jsonb_build_object('field', col || suffix, 'before', o -> col, 'after', n -> col));
      END IF;
    END LOOP;
  END IF;
  PERFORM history_note(resource, (r ->> idcol)::integer, action, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Attaches history_row to a table (again: CREATE OR REPLACE). server/db/historyWatch.ts calls it for
-- every declared entity's tables after the migrations, so an entity declared later is watched as
-- well. An update that leaves the row as it was (an upsert of the same texts) does not call it.
CREATE OR REPLACE FUNCTION history_watch(tbl text, resource text, idcol text, kind text, field text DEFAULT '', other text DEFAULT '')
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE OR REPLACE TRIGGER history_row AFTER INSERT OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION history_row(%L, %L, %L, %L, %L)',
    tbl, resource, idcol, kind, field, other);
  EXECUTE format('CREATE OR REPLACE TRIGGER history_row_upd AFTER UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION history_row(%L, %L, %L, %L, %L)',
    tbl, resource, idcol, kind, field, other);
END $$;
--> statement-breakpoint
SELECT history_watch('places', 'places', 'idplace', 'main');--> statement-breakpoint
SELECT history_watch('place_i18n', 'places', 'idplace', 'i18n');--> statement-breakpoint
SELECT history_watch('place_categories', 'places', 'idplace', 'link', 'categories', 'idcategory');--> statement-breakpoint
SELECT history_watch('place_subcategories', 'places', 'idplace', 'link', 'subcategories', 'idsubcategory');--> statement-breakpoint
SELECT history_watch('place_equipment', 'places', 'idplace', 'link', 'equipment', 'idequipment');--> statement-breakpoint
SELECT history_watch('place_allergies', 'places', 'idplace', 'link', 'allergies', 'idallergie');--> statement-breakpoint
SELECT history_watch('media', 'places', 'idplace', 'media');--> statement-breakpoint
SELECT history_watch('config', 'config', 'field', 'config');--> statement-breakpoint
SELECT history_watch('reviews', 'reviews', 'idreview', 'main');--> statement-breakpoint
SELECT history_watch('suggestions', 'suggestions', 'idsuggestion', 'main');--> statement-breakpoint
SELECT history_watch('users', 'users', 'iduser', 'main');
