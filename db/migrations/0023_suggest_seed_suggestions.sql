CREATE TABLE "seo_seed_suggestions" (
	"brand_id" uuid NOT NULL,
	"seed_key" text NOT NULL,
	"location" text NOT NULL,
	"language" text NOT NULL,
	"provider" text NOT NULL,
	"suggestions" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_seed_suggestions_brand_id_seed_key_location_language_pk" PRIMARY KEY("brand_id","seed_key","location","language")
);
--> statement-breakpoint
ALTER TABLE "seo_seed_suggestions" ADD CONSTRAINT "seo_seed_suggestions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;