CREATE TABLE "seo_gsc_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"source" text NOT NULL,
	"row_key" text NOT NULL,
	"day" date,
	"query" text,
	"page" text,
	"country" text,
	"device" text,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"ctr" real NOT NULL,
	"position" real NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_keyword_figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"source" text NOT NULL,
	"volume" integer,
	"monthly" jsonb,
	"cpc_usd" numeric(12, 2),
	"difficulty" smallint,
	"competition" real,
	"intent" text,
	"position" smallint,
	"url" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_keyword_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"method" text DEFAULT 'manual' NOT NULL,
	"focus_keyword_id" uuid,
	"target_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_keyword_groups_name_not_blank" CHECK (btrim("seo_keyword_groups"."name") <> ''),
	CONSTRAINT "seo_keyword_groups_method" CHECK ("seo_keyword_groups"."method" in ('serp_overlap','lexical','manual'))
);
--> statement-breakpoint
CREATE TABLE "seo_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"keyword_key" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tracked" boolean DEFAULT false NOT NULL,
	"group_id" uuid,
	"source" text NOT NULL,
	"volume" integer,
	"cpc_usd" numeric(12, 2),
	"difficulty" smallint,
	"competition" real,
	"intent" text,
	"position" smallint,
	"position_url" text,
	"figures_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_keywords_keyword_not_blank" CHECK (btrim("seo_keywords"."keyword") <> '')
);
--> statement-breakpoint
CREATE TABLE "seo_rank_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"location" text NOT NULL,
	"device" text NOT NULL,
	"day" date NOT NULL,
	"position" smallint,
	"url" text,
	"serp_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_serps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword_key" text NOT NULL,
	"location" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"organic" jsonb NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"people_also_ask" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_overview" jsonb,
	"total_results" integer,
	"cost_usd" numeric(14, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"location" text DEFAULT 'United States' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"device" text DEFAULT 'desktop' NOT NULL,
	"providers" jsonb DEFAULT '{"serp":null,"keywordData":null}'::jsonb NOT NULL,
	"rank_check_frequency" text DEFAULT 'daily' NOT NULL,
	"rank_check_hour" smallint DEFAULT 5 NOT NULL,
	"next_rank_check_at" timestamp with time zone,
	"last_rank_check_at" timestamp with time zone,
	"drop_alert_places" smallint DEFAULT 5 NOT NULL,
	"serp_overlap_min" smallint DEFAULT 3 NOT NULL,
	"monthly_budget_usd" numeric(12, 2),
	"competitor_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_settings_device" CHECK ("seo_settings"."device" in ('desktop','mobile')),
	CONSTRAINT "seo_settings_frequency" CHECK ("seo_settings"."rank_check_frequency" in ('daily','weekly','off')),
	CONSTRAINT "seo_settings_hour" CHECK ("seo_settings"."rank_check_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "seo_gsc_rows" ADD CONSTRAINT "seo_gsc_rows_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_figures" ADD CONSTRAINT "seo_keyword_figures_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_figures" ADD CONSTRAINT "seo_keyword_figures_keyword_id_seo_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."seo_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_groups" ADD CONSTRAINT "seo_keyword_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_groups" ADD CONSTRAINT "seo_keyword_groups_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD CONSTRAINT "seo_keywords_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD CONSTRAINT "seo_keywords_group_id_seo_keyword_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."seo_keyword_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD CONSTRAINT "seo_keywords_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_rank_checks" ADD CONSTRAINT "seo_rank_checks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_rank_checks" ADD CONSTRAINT "seo_rank_checks_keyword_id_seo_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."seo_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_rank_checks" ADD CONSTRAINT "seo_rank_checks_serp_id_seo_serps_id_fk" FOREIGN KEY ("serp_id") REFERENCES "public"."seo_serps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD CONSTRAINT "seo_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_gsc_rows_brand_key" ON "seo_gsc_rows" USING btree ("brand_id","row_key");--> statement-breakpoint
CREATE INDEX "seo_gsc_rows_brand_day_idx" ON "seo_gsc_rows" USING btree ("brand_id","day");--> statement-breakpoint
CREATE INDEX "seo_gsc_rows_brand_query_idx" ON "seo_gsc_rows" USING btree ("brand_id","query");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_keyword_figures_keyword_source_key" ON "seo_keyword_figures" USING btree ("brand_id","keyword_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_keyword_groups_brand_name_key" ON "seo_keyword_groups" USING btree ("brand_id",lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "seo_keywords_brand_key" ON "seo_keywords" USING btree ("brand_id","keyword_key");--> statement-breakpoint
CREATE INDEX "seo_keywords_brand_volume_idx" ON "seo_keywords" USING btree ("brand_id","volume" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seo_keywords_brand_difficulty_idx" ON "seo_keywords" USING btree ("brand_id","difficulty","id");--> statement-breakpoint
CREATE INDEX "seo_keywords_brand_position_idx" ON "seo_keywords" USING btree ("brand_id","position","id");--> statement-breakpoint
CREATE INDEX "seo_keywords_brand_created_idx" ON "seo_keywords" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "seo_keywords_brand_group_idx" ON "seo_keywords" USING btree ("brand_id","group_id");--> statement-breakpoint
CREATE INDEX "seo_keywords_brand_tracked_idx" ON "seo_keywords" USING btree ("brand_id") WHERE "seo_keywords"."tracked";--> statement-breakpoint
CREATE INDEX "seo_keywords_tags_idx" ON "seo_keywords" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_rank_checks_keyword_day_key" ON "seo_rank_checks" USING btree ("brand_id","keyword_id","location","device","day");--> statement-breakpoint
CREATE INDEX "seo_rank_checks_brand_day_idx" ON "seo_rank_checks" USING btree ("brand_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_serps_query_day_key" ON "seo_serps" USING btree ("keyword_key","location","language","device","day");