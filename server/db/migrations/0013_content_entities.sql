-- CMS pages and chains are now declared entities (domain/entities/content.ts): the type check takes its generated name.
ALTER TABLE "cms" DROP CONSTRAINT "cms_type_ck";--> statement-breakpoint
ALTER TABLE "cms" ADD CONSTRAINT "cms_cms_type_ck" CHECK ("cms"."cms_type" in (1, 2, 3));