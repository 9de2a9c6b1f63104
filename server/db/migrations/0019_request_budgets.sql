-- Request budgets (issue 18): the answers kept for Idempotency-Key and the characters each user sent to the translation provider per day. The generated snapshot (0019) also records the columns and indexes written by hand in 0017 and 0018.
CREATE TABLE "idempotency_keys" (
	"iduser" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" text,
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_iduser_key_pk" PRIMARY KEY("iduser","key")
);
--> statement-breakpoint
CREATE TABLE "translate_usage" (
	"iduser" integer NOT NULL,
	"day" date NOT NULL,
	"chars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "translate_usage_iduser_day_pk" PRIMARY KEY("iduser","day")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translate_usage" ADD CONSTRAINT "translate_usage_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");