-- Trigram index for the keyword text filter (a contains-search); pg_trgm is a trusted contrib extension
-- (in Debian's postgresql-15 and in PGlite's contrib, loaded by db/embedded.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "seo_saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_saved_views_name_not_blank" CHECK (btrim("seo_saved_views"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "seo_saved_views" ADD CONSTRAINT "seo_saved_views_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_saved_views" ADD CONSTRAINT "seo_saved_views_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_saved_views_brand_user_name_key" ON "seo_saved_views" USING btree ("brand_id","user_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "seo_keywords_key_trgm_idx" ON "seo_keywords" USING gin ("keyword_key" gin_trgm_ops);