CREATE TABLE "seo_backlink_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"target" text NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"profile" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_link_gaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"gap" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seo_backlink_profiles" ADD CONSTRAINT "seo_backlink_profiles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_gaps" ADD CONSTRAINT "seo_link_gaps_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_backlink_profiles_brand_target_day_key" ON "seo_backlink_profiles" USING btree ("brand_id","target","day");--> statement-breakpoint
CREATE INDEX "seo_backlink_profiles_brand_fetched_idx" ON "seo_backlink_profiles" USING btree ("brand_id","fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_link_gaps_brand_day_key" ON "seo_link_gaps" USING btree ("brand_id","day");