ALTER TABLE "seo_keywords" ADD COLUMN "brand_class" text;--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD COLUMN "brand_rule" jsonb;--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD COLUMN "brand_class_override" text;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "brand_name_variants" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "brand_products" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "brand_class_key" text;--> statement-breakpoint
CREATE INDEX "seo_keywords_brand_unclassified_idx" ON "seo_keywords" USING btree ("brand_id") WHERE "seo_keywords"."brand_class" is null;--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD CONSTRAINT "seo_keywords_brand_class" CHECK ("seo_keywords"."brand_class" in ('branded','competitor','non_branded'));--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD CONSTRAINT "seo_keywords_brand_class_override" CHECK ("seo_keywords"."brand_class_override" in ('branded','competitor','non_branded'));