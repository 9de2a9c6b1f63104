ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("iduser") WHERE "users"."staff_role" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("users"."staff_role" IN ('administrador', 'editor'));--> statement-breakpoint
-- Staff roles (issue 19): every administrator of before keeps doing everything.
UPDATE "users" SET "staff_role" = 'administrador' WHERE "is_admin";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_admin";
