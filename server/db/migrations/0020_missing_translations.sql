-- The places lists' «Falta traducción» filter reads one column: `described`, the mask of the
-- languages whose description is not empty (en 1, es 2, gl 4, pt 8: the LANGS order), with an index
-- (described, idplace) that answers "any" or one language as a list of masks. Statement triggers on
-- place_i18n keep it; an unchanged mask is not written again.
ALTER TABLE "places" ADD COLUMN "described" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "places_described_idx" ON "places" USING btree ("described","idplace");--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_described_mask(id integer) RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(DISTINCT 1 << (array_position(ARRAY['en', 'es', 'gl', 'pt'], lang) - 1)), 0)::smallint
    FROM place_i18n WHERE idplace = id AND description <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_described_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE places p SET described = x.mask
    FROM (SELECT c.idplace, place_described_mask(c.idplace) AS mask FROM (SELECT DISTINCT idplace FROM changed) c) x
   WHERE p.idplace = x.idplace AND p.described <> x.mask;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER place_described_ins AFTER INSERT ON place_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION place_described_apply();
--> statement-breakpoint
CREATE TRIGGER place_described_upd AFTER UPDATE ON place_i18n REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION place_described_apply();
--> statement-breakpoint
CREATE TRIGGER place_described_del AFTER DELETE ON place_i18n REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION place_described_apply();
--> statement-breakpoint
UPDATE places p SET described = x.mask
  FROM (SELECT idplace, sum(DISTINCT 1 << (array_position(ARRAY['en', 'es', 'gl', 'pt'], lang) - 1))::smallint AS mask
          FROM place_i18n WHERE description <> '' GROUP BY idplace) x
 WHERE p.idplace = x.idplace;
