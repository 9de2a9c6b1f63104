CREATE TABLE "place_counts" (
	"published" smallint NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"loc_norm" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "place_counts_published_city_province_pk" PRIMARY KEY("published","city","province")
);
--> statement-breakpoint
DROP INDEX "places_create_date_idx";--> statement-breakpoint
DROP INDEX "places_update_date_idx";--> statement-breakpoint
DROP INDEX "places_city_idx";--> statement-breakpoint
DROP INDEX "places_name_idx";--> statement-breakpoint
DROP INDEX "places_plus_code_idx";--> statement-breakpoint
CREATE INDEX "places_create_date_idx" ON "places" USING btree ("create_date","idplace");--> statement-breakpoint
CREATE INDEX "places_update_date_idx" ON "places" USING btree ("update_date","idplace");--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("city","idplace");--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree ("name","idplace");--> statement-breakpoint
CREATE INDEX "places_plus_code_idx" ON "places" USING btree ("plus_code","idplace");