CREATE TABLE "translate_usage" (
	"iduser" integer NOT NULL,
	"day" date NOT NULL,
	"chars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "translate_usage_iduser_day_pk" PRIMARY KEY("iduser","day")
);
--> statement-breakpoint
ALTER TABLE "translate_usage" ADD CONSTRAINT "translate_usage_iduser_users_iduser_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("iduser") ON DELETE cascade ON UPDATE no action;