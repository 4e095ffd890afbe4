CREATE TABLE "seo_serp_claims" (
	"keyword_key" text NOT NULL,
	"location" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seo_serp_claims_keyword_key_location_language_device_day_pk" PRIMARY KEY("keyword_key","location","language","device","day")
);
--> statement-breakpoint
ALTER TABLE "seo_serp_claims" ENABLE ROW LEVEL SECURITY;