CREATE TABLE "seo_domain_rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"location" text NOT NULL,
	"language" text NOT NULL,
	"keyword_key" text NOT NULL,
	"keyword" text NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"volume" integer,
	"cpc" numeric(12, 4),
	"difficulty" smallint,
	"day" date NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'dataforseo_labs' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seo_domain_rankings" ADD CONSTRAINT "seo_domain_rankings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_domain_rankings_brand_domain_key" ON "seo_domain_rankings" USING btree ("brand_id","domain","location","language","keyword_key");