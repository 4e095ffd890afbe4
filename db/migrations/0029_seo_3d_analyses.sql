CREATE TABLE "seo_3d_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pairs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metrics" text[] DEFAULT '{}'::text[] NOT NULL,
	"period_days" smallint DEFAULT 28 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_3d_analyses_name_not_blank" CHECK (btrim("seo_3d_analyses"."name") <> ''),
	CONSTRAINT "seo_3d_analyses_period" CHECK ("seo_3d_analyses"."period_days" between 1 and 480)
);
--> statement-breakpoint
ALTER TABLE "seo_3d_analyses" ADD CONSTRAINT "seo_3d_analyses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_3d_analyses" ADD CONSTRAINT "seo_3d_analyses_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_3d_analyses_brand_updated_idx" ON "seo_3d_analyses" USING btree ("brand_id","updated_at" DESC NULLS LAST);