CREATE TABLE "seo_ga4_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"source" text NOT NULL,
	"dims" text NOT NULL,
	"row_key" text NOT NULL,
	"day" date,
	"landing_page" text,
	"device" text,
	"country" text,
	"sessions" integer NOT NULL,
	"engaged_sessions" integer NOT NULL,
	"key_events" real NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_connections" ADD COLUMN "ga4_property" text;--> statement-breakpoint
ALTER TABLE "google_connections" ADD COLUMN "ga4_properties" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_ga4_rows" ADD CONSTRAINT "seo_ga4_rows_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_ga4_rows_brand_key" ON "seo_ga4_rows" USING btree ("brand_id","row_key");--> statement-breakpoint
CREATE INDEX "seo_ga4_rows_brand_dims_day_idx" ON "seo_ga4_rows" USING btree ("brand_id","dims","day");--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_ga4_property_shape" CHECK ("google_connections"."ga4_property" is null or "google_connections"."ga4_property" ~ '^properties/[0-9]+$');