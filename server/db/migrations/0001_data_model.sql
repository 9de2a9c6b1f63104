CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"iduser" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"iduser" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"avatar" text,
	"facebookid" text,
	"googleid" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"registration_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_connection" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "allergie_i18n" (
	"idallergie" integer NOT NULL,
	"lang" char(2) NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "allergie_i18n_idallergie_lang_pk" PRIMARY KEY("idallergie","lang"),
	CONSTRAINT "allergie_i18n_lang_ck" CHECK ("allergie_i18n"."lang" in ('es','en','gl','pt'))
);
--> statement-breakpoint
CREATE TABLE "allergies" (
	"idallergie" serial PRIMARY KEY NOT NULL,
	"image" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"idcategory" serial PRIMARY KEY NOT NULL,
	"image" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_i18n" (
	"idcategory" integer NOT NULL,
	"lang" char(2) NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "category_i18n_idcategory_lang_pk" PRIMARY KEY("idcategory","lang"),
	CONSTRAINT "category_i18n_lang_ck" CHECK ("category_i18n"."lang" in ('es','en','gl','pt'))
);
--> statement-breakpoint
CREATE TABLE "category_services" (
	"idcategory" integer NOT NULL,
	"idservice" integer NOT NULL,
	CONSTRAINT "category_services_idcategory_idservice_pk" PRIMARY KEY("idcategory","idservice")
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"idequipment" serial PRIMARY KEY NOT NULL,
	"image" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_i18n" (
	"idequipment" integer NOT NULL,
	"lang" char(2) NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "equipment_i18n_idequipment_lang_pk" PRIMARY KEY("idequipment","lang"),
	CONSTRAINT "equipment_i18n_lang_ck" CHECK ("equipment_i18n"."lang" in ('es','en','gl','pt'))
);
--> statement-breakpoint
CREATE TABLE "service_i18n" (
	"idservice" integer NOT NULL,
	"lang" char(2) NOT NULL,
	"question" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"rating1" text NOT NULL,
	"rating2" text NOT NULL,
	"rating3" text NOT NULL,
	"rating4" text NOT NULL,
	"rating5" text NOT NULL,
	CONSTRAINT "service_i18n_idservice_lang_pk" PRIMARY KEY("idservice","lang"),
	CONSTRAINT "service_i18n_lang_ck" CHECK ("service_i18n"."lang" in ('es','en','gl','pt'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"idservice" serial PRIMARY KEY NOT NULL,
	"filter" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"idsubcategory" serial PRIMARY KEY NOT NULL,
	"image" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategory_i18n" (
	"idsubcategory" integer NOT NULL,
	"lang" char(2) NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "subcategory_i18n_idsubcategory_lang_pk" PRIMARY KEY("idsubcategory","lang"),
	CONSTRAINT "subcategory_i18n_lang_ck" CHECK ("subcategory_i18n"."lang" in ('es','en','gl','pt'))
);
--> statement-breakpoint
CREATE TABLE "chain_i18n" (
	"idchain" integer NOT NULL,
	"lang" char(2) NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "chain_i18n_idchain_lang_pk" PRIMARY KEY("idchain","lang"),
	CONSTRAINT "chain_i18n_lang_ck" CHECK ("chain_i18n"."lang" in ('es','en','gl','pt'))
);
--> statement-breakpoint
CREATE TABLE "chains" (
	"idchain" serial PRIMARY KEY NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"published" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chains_published_ck" CHECK ("chains"."published" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "cms" (
	"idcms" serial PRIMARY KEY NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"parent" integer,
	"cms_type" smallint DEFAULT 3 NOT NULL,
	"published" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_type_ck" CHECK ("cms"."cms_type" between 1 and 3),
	CONSTRAINT "cms_published_ck" CHECK ("cms"."published" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "cms_i18n" (
	"idcms" integer NOT NULL,
	"lang" char(2) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "cms_i18n_idcms_lang_pk" PRIMARY KEY("idcms","lang"),
	CONSTRAINT "cms_i18n_lang_ck" CHECK ("cms_i18n"."lang" in ('es','en','gl','pt'))
);
--> statement-breakpoint
CREATE TABLE "config" (
	"field" text PRIMARY KEY NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"idevent" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"buy_url" text DEFAULT '' NOT NULL,
	"buy_price" text DEFAULT '' NOT NULL,
	"buy_img" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'ES' NOT NULL,
	"type" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_ck" CHECK ("events"."type" in ('Teatro','Concierto','Musical','Cuentacuentos','Magia','Humor','Circo','Baile','Otros'))
);
--> statement-breakpoint
CREATE TABLE "place_allergies" (
	"idplace" integer NOT NULL,
	"idallergie" integer NOT NULL,
	CONSTRAINT "place_allergies_idplace_idallergie_pk" PRIMARY KEY("idplace","idallergie")
);
--> statement-breakpoint
CREATE TABLE "place_categories" (
	"idplace" integer NOT NULL,
	"idcategory" integer NOT NULL,
	CONSTRAINT "place_categories_idplace_idcategory_pk" PRIMARY KEY("idplace","idcategory")
);
--> statement-breakpoint
CREATE TABLE "place_equipment" (
	"idplace" integer NOT NULL,
	"idequipment" integer NOT NULL,
	CONSTRAINT "place_equipment_idplace_idequipment_pk" PRIMARY KEY("idplace","idequipment")
);
--> statement-breakpoint
CREATE TABLE "place_i18n" (
	"idplace" integer NOT NULL,
	"lang" char(2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"menu" text DEFAULT '' NOT NULL,
	CONSTRAINT "place_i18n_idplace_lang_pk" PRIMARY KEY("idplace","lang"),
	CONSTRAINT "place_i18n_lang_ck" CHECK ("place_i18n"."lang" in ('es','en','gl','pt'))
);
--> statement-breakpoint
CREATE TABLE "place_subcategories" (
	"idplace" integer NOT NULL,
	"idsubcategory" integer NOT NULL,
	CONSTRAINT "place_subcategories_idplace_idsubcategory_pk" PRIMARY KEY("idplace","idsubcategory")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"idplace" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'ES' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"youtube" text DEFAULT '' NOT NULL,
	"gmaps_url" text DEFAULT '' NOT NULL,
	"plus_code" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT '' NOT NULL,
	"buy_url" text DEFAULT '' NOT NULL,
	"buy_price" text DEFAULT '' NOT NULL,
	"buy_img" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" smallint DEFAULT 0 NOT NULL,
	"published" smallint DEFAULT 0 NOT NULL,
	"idchain" integer,
	"iduser" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_published_ck" CHECK ("places"."published" between 0 and 3),
	CONSTRAINT "places_points_ck" CHECK ("places"."points" between 0 and 5),
	CONSTRAINT "places_lat_ck" CHECK ("places"."lat" is null or "places"."lat" between -90 and 90),
	CONSTRAINT "places_lng_ck" CHECK ("places"."lng" is null or "places"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"idplace" integer NOT NULL,
	"iduser" integer NOT NULL,
	"points" smallint NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_idplace_iduser_pk" PRIMARY KEY("idplace","iduser"),
	CONSTRAINT "ratings_points_ck" CHECK ("ratings"."points" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_votes" (
	"idvote" serial PRIMARY KEY NOT NULL,
	"idplace" integer NOT NULL,
	"idservice" integer NOT NULL,
	"iduser" integer NOT NULL,
	"points" smallint NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_votes_points_ck" CHECK ("service_votes"."points" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"idmedia" serial PRIMARY KEY NOT NULL,
	"idplace" integer,
	"idevent" integer,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"attrib" text DEFAULT '' NOT NULL,
	"cover" boolean DEFAULT false NOT NULL,
	"storage_key" text,
	"iduser" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_ck" CHECK ("media"."kind" in ('photo','pdf','video','view360')),
	CONSTRAINT "media_owner_ck" CHECK (("media"."idplace" is null) <> ("media"."idevent" is null))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"idreview" serial PRIMARY KEY NOT NULL,
	"idplace" integer NOT NULL,
	"iduser" integer NOT NULL,
	"text" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"idsuggestion" serial PRIMARY KEY NOT NULL,
	"idplace" integer NOT NULL,
	"iduser" integer NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestions_status_ck" CHECK ("suggestions"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergie_i18n" ADD CONSTRAINT "allergie_i18n_idallergie_allergies_idallergie_fk" FOREIGN KEY ("idallergie") REFERENCES "public"."allergies"("idallergie") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_i18n" ADD CONSTRAINT "category_i18n_idcategory_categories_idcategory_fk" FOREIGN KEY ("idcategory") REFERENCES "public"."categories"("idcategory") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_services" ADD CONSTRAINT "category_services_idcategory_categories_idcategory_fk" FOREIGN KEY ("idcategory") REFERENCES "public"."categories"("idcategory") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_services" ADD CONSTRAINT "category_services_idservice_services_idservice_fk" FOREIGN KEY ("idservice") REFERENCES "public"."services"("idservice") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_i18n" ADD CONSTRAINT "equipment_i18n_idequipment_equipment_idequipment_fk" FOREIGN KEY ("idequipment") REFERENCES "public"."equipment"("idequipment") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_i18n" ADD CONSTRAINT "service_i18n_idservice_services_idservice_fk" FOREIGN KEY ("idservice") REFERENCES "public"."services"("idservice") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategory_i18n" ADD CONSTRAINT "subcategory_i18n_idsubcategory_subcategories_idsubcategory_fk" FOREIGN KEY ("idsubcategory") REFERENCES "public"."subcategories"("idsubcategory") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_i18n" ADD CONSTRAINT "chain_i18n_idchain_chains_idchain_fk" FOREIGN KEY ("idchain") REFERENCES "public"."chains"("idchain") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms" ADD CONSTRAINT "cms_parent_cms_idcms_fk" FOREIGN KEY ("parent") REFERENCES "public"."cms"("idcms") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_i18n" ADD CONSTRAINT "cms_i18n_idcms_cms_idcms_fk" FOREIGN KEY ("idcms") REFERENCES "public"."cms"("idcms") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_allergies" ADD CONSTRAINT "place_allergies_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_allergies" ADD CONSTRAINT "place_allergies_idallergie_allergies_idallergie_fk" FOREIGN KEY ("idallergie") REFERENCES "public"."allergies"("idallergie") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_categories" ADD CONSTRAINT "place_categories_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_categories" ADD CONSTRAINT "place_categories_idcategory_categories_idcategory_fk" FOREIGN KEY ("idcategory") REFERENCES "public"."categories"("idcategory") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_equipment" ADD CONSTRAINT "place_equipment_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_equipment" ADD CONSTRAINT "place_equipment_idequipment_equipment_idequipment_fk" FOREIGN KEY ("idequipment") REFERENCES "public"."equipment"("idequipment") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_i18n" ADD CONSTRAINT "place_i18n_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_subcategories" ADD CONSTRAINT "place_subcategories_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_subcategories" ADD CONSTRAINT "place_subcategories_idsubcategory_subcategories_idsubcategory_fk" FOREIGN KEY ("idsubcategory") REFERENCES "public"."subcategories"("idsubcategory") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_idchain_chains_idchain_fk" FOREIGN KEY ("idchain") REFERENCES "public"."chains"("idchain") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_votes" ADD CONSTRAINT "service_votes_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_votes" ADD CONSTRAINT "service_votes_idservice_services_idservice_fk" FOREIGN KEY ("idservice") REFERENCES "public"."services"("idservice") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_votes" ADD CONSTRAINT "service_votes_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_idevent_events_idevent_fk" FOREIGN KEY ("idevent") REFERENCES "public"."events"("idevent") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_idplace_places_idplace_fk" FOREIGN KEY ("idplace") REFERENCES "public"."places"("idplace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_iduser_idx" ON "sessions" USING btree ("iduser");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_registration_date_idx" ON "users" USING btree ("registration_date");--> statement-breakpoint
CREATE INDEX "category_services_service_idx" ON "category_services" USING btree ("idservice");--> statement-breakpoint
CREATE INDEX "cms_parent_idx" ON "cms" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "events_create_date_idx" ON "events" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "place_allergies_idallergie_idx" ON "place_allergies" USING btree ("idallergie","idplace");--> statement-breakpoint
CREATE INDEX "place_categories_idcategory_idx" ON "place_categories" USING btree ("idcategory","idplace");--> statement-breakpoint
CREATE INDEX "place_equipment_idequipment_idx" ON "place_equipment" USING btree ("idequipment","idplace");--> statement-breakpoint
CREATE INDEX "place_subcategories_idsubcategory_idx" ON "place_subcategories" USING btree ("idsubcategory","idplace");--> statement-breakpoint
CREATE INDEX "places_published_idx" ON "places" USING btree ("published","idplace");--> statement-breakpoint
CREATE INDEX "places_create_date_idx" ON "places" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "places_update_date_idx" ON "places" USING btree ("update_date");--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("city");--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree ("name");--> statement-breakpoint
CREATE INDEX "places_plus_code_idx" ON "places" USING btree ("plus_code");--> statement-breakpoint
CREATE INDEX "places_idchain_idx" ON "places" USING btree ("idchain");--> statement-breakpoint
CREATE INDEX "places_iduser_idx" ON "places" USING btree ("iduser");--> statement-breakpoint
CREATE INDEX "ratings_iduser_idx" ON "ratings" USING btree ("iduser");--> statement-breakpoint
CREATE UNIQUE INDEX "service_votes_place_service_user_uq" ON "service_votes" USING btree ("idplace","idservice","iduser");--> statement-breakpoint
CREATE INDEX "service_votes_iduser_idx" ON "service_votes" USING btree ("iduser");--> statement-breakpoint
CREATE INDEX "service_votes_idservice_idx" ON "service_votes" USING btree ("idservice");--> statement-breakpoint
CREATE INDEX "media_idplace_idx" ON "media" USING btree ("idplace","kind");--> statement-breakpoint
CREATE INDEX "media_idevent_idx" ON "media" USING btree ("idevent","kind");--> statement-breakpoint
CREATE INDEX "media_iduser_idx" ON "media" USING btree ("iduser");--> statement-breakpoint
CREATE INDEX "reviews_idplace_idx" ON "reviews" USING btree ("idplace");--> statement-breakpoint
CREATE INDEX "reviews_iduser_idx" ON "reviews" USING btree ("iduser");--> statement-breakpoint
CREATE INDEX "reviews_date_idx" ON "reviews" USING btree ("date");--> statement-breakpoint
CREATE INDEX "suggestions_idplace_idx" ON "suggestions" USING btree ("idplace");--> statement-breakpoint
CREATE INDEX "suggestions_iduser_idx" ON "suggestions" USING btree ("iduser");--> statement-breakpoint
CREATE INDEX "suggestions_create_date_idx" ON "suggestions" USING btree ("create_date");