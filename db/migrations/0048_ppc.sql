CREATE TABLE "ppc_ad_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"ad_group_key" text NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppc_brand_negative_lists" (
	"brand_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppc_campaign_days" (
	"brand_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"span_days" smallint DEFAULT 1 NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"conversions" numeric(12, 2) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"import_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_campaign_days_span" CHECK ("ppc_campaign_days"."span_days" between 1 and 366)
);
--> statement-breakpoint
CREATE TABLE "ppc_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"network" text NOT NULL,
	"campaign_key" text NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"status" text,
	"channel" text,
	"daily_budget" numeric(14, 2),
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppc_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"network" text NOT NULL,
	"account_id" text,
	"account_name" text DEFAULT '' NOT NULL,
	"manager_id" text,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"refresh_ciphertext" text NOT NULL,
	"access_ciphertext" text,
	"access_expires_at" timestamp with time zone,
	"key_id" text NOT NULL,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_connections_network" CHECK ("ppc_connections"."network" in ('google_ads','microsoft_ads'))
);
--> statement-breakpoint
CREATE TABLE "ppc_group_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"match_types" text[] DEFAULT '{exact,phrase}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppc_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"campaign_name" text,
	"seo_group_id" uuid,
	"max_cpc" numeric(14, 2),
	"final_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_groups_name_not_blank" CHECK (btrim("ppc_groups"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "ppc_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"network" text NOT NULL,
	"report_kind" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"content_hash" text,
	"period_from" date,
	"period_to" date,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_stored" integer DEFAULT 0 NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_imports_network" CHECK ("ppc_imports"."network" in ('google_ads','microsoft_ads')),
	CONSTRAINT "ppc_imports_kind" CHECK ("ppc_imports"."report_kind" in ('campaign','keyword','search_term'))
);
--> statement-breakpoint
CREATE TABLE "ppc_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"ad_group_id" uuid,
	"match_type" text NOT NULL,
	"external_id" text,
	"status" text,
	"quality_score" smallint,
	"max_cpc" numeric(14, 2),
	"source" text NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"conversions" numeric(12, 2) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"metrics_from" date,
	"metrics_to" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_keywords_key" UNIQUE NULLS NOT DISTINCT("brand_id","ad_group_id","keyword_id","match_type"),
	CONSTRAINT "ppc_keywords_match_type" CHECK ("ppc_keywords"."match_type" in ('exact','phrase','broad')),
	CONSTRAINT "ppc_keywords_quality_score" CHECK ("ppc_keywords"."quality_score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "ppc_negative_list_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppc_negative_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid,
	"industry_key" text,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_negative_lists_owner" CHECK (("ppc_negative_lists"."brand_id" is null) <> ("ppc_negative_lists"."industry_key" is null)),
	CONSTRAINT "ppc_negative_lists_name_not_blank" CHECK (btrim("ppc_negative_lists"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "ppc_negatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"text" text NOT NULL,
	"text_key" text NOT NULL,
	"match_type" text NOT NULL,
	"origin" text DEFAULT 'manual' NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_negatives_match_type" CHECK ("ppc_negatives"."match_type" in ('exact','phrase','broad'))
);
--> statement-breakpoint
CREATE TABLE "ppc_ngram_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"term_rows" integer DEFAULT 0 NOT NULL,
	"gram_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" text,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_ngram_runs_status" CHECK ("ppc_ngram_runs"."status" in ('queued','running','succeeded','failed'))
);
--> statement-breakpoint
CREATE TABLE "ppc_ngrams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"n" smallint NOT NULL,
	"gram" text NOT NULL,
	"terms" integer NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"conversions" numeric(12, 2) NOT NULL,
	"conversion_value" numeric(14, 2) NOT NULL,
	"negative_candidate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ppc_ngrams_n" CHECK ("ppc_ngrams"."n" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "ppc_search_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"network" text NOT NULL,
	"campaign_id" uuid,
	"ad_group_id" uuid,
	"term" text NOT NULL,
	"term_key" text NOT NULL,
	"keyword_text" text,
	"match_type" text,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"conversions" numeric(12, 2) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"row_key" text NOT NULL,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppc_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"monthly_budget" numeric(14, 2),
	"target_cpa" numeric(14, 2),
	"target_roas" numeric(8, 2),
	"negative_min_clicks" integer DEFAULT 20 NOT NULL,
	"negative_min_cost" numeric(14, 2) DEFAULT '50' NOT NULL,
	"market" text,
	"brand_wall" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_settings_currency" CHECK ("ppc_settings"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ppc_settings_min_clicks" CHECK ("ppc_settings"."negative_min_clicks" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ppc_ad_groups" ADD CONSTRAINT "ppc_ad_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_ad_groups" ADD CONSTRAINT "ppc_ad_groups_campaign_id_ppc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ppc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_brand_negative_lists" ADD CONSTRAINT "ppc_brand_negative_lists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_brand_negative_lists" ADD CONSTRAINT "ppc_brand_negative_lists_list_id_ppc_negative_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."ppc_negative_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_campaign_days" ADD CONSTRAINT "ppc_campaign_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_campaign_days" ADD CONSTRAINT "ppc_campaign_days_campaign_id_ppc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ppc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_campaign_days" ADD CONSTRAINT "ppc_campaign_days_import_id_ppc_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ppc_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_campaigns" ADD CONSTRAINT "ppc_campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_connections" ADD CONSTRAINT "ppc_connections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_connections" ADD CONSTRAINT "ppc_connections_connected_by_profiles_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_group_keywords" ADD CONSTRAINT "ppc_group_keywords_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_group_keywords" ADD CONSTRAINT "ppc_group_keywords_group_id_ppc_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ppc_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_group_keywords" ADD CONSTRAINT "ppc_group_keywords_keyword_id_seo_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."seo_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_groups" ADD CONSTRAINT "ppc_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_groups" ADD CONSTRAINT "ppc_groups_seo_group_id_seo_keyword_groups_id_fk" FOREIGN KEY ("seo_group_id") REFERENCES "public"."seo_keyword_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_groups" ADD CONSTRAINT "ppc_groups_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_imports" ADD CONSTRAINT "ppc_imports_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_imports" ADD CONSTRAINT "ppc_imports_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_keywords" ADD CONSTRAINT "ppc_keywords_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_keywords" ADD CONSTRAINT "ppc_keywords_keyword_id_seo_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."seo_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_keywords" ADD CONSTRAINT "ppc_keywords_ad_group_id_ppc_ad_groups_id_fk" FOREIGN KEY ("ad_group_id") REFERENCES "public"."ppc_ad_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_keywords" ADD CONSTRAINT "ppc_keywords_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_negative_list_versions" ADD CONSTRAINT "ppc_negative_list_versions_list_id_ppc_negative_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."ppc_negative_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_negative_list_versions" ADD CONSTRAINT "ppc_negative_list_versions_changed_by_profiles_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_negative_lists" ADD CONSTRAINT "ppc_negative_lists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_negative_lists" ADD CONSTRAINT "ppc_negative_lists_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_negatives" ADD CONSTRAINT "ppc_negatives_list_id_ppc_negative_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."ppc_negative_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_negatives" ADD CONSTRAINT "ppc_negatives_added_by_profiles_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_ngram_runs" ADD CONSTRAINT "ppc_ngram_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_ngram_runs" ADD CONSTRAINT "ppc_ngram_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_ngrams" ADD CONSTRAINT "ppc_ngrams_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_ngrams" ADD CONSTRAINT "ppc_ngrams_run_id_ppc_ngram_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ppc_ngram_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_search_terms" ADD CONSTRAINT "ppc_search_terms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_search_terms" ADD CONSTRAINT "ppc_search_terms_campaign_id_ppc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ppc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_search_terms" ADD CONSTRAINT "ppc_search_terms_ad_group_id_ppc_ad_groups_id_fk" FOREIGN KEY ("ad_group_id") REFERENCES "public"."ppc_ad_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_search_terms" ADD CONSTRAINT "ppc_search_terms_import_id_ppc_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ppc_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_settings" ADD CONSTRAINT "ppc_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_settings" ADD CONSTRAINT "ppc_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_ad_groups_brand_key" ON "ppc_ad_groups" USING btree ("brand_id","campaign_id","ad_group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_brand_negative_lists_key" ON "ppc_brand_negative_lists" USING btree ("brand_id","list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_campaign_days_key" ON "ppc_campaign_days" USING btree ("brand_id","campaign_id","day","span_days");--> statement-breakpoint
CREATE INDEX "ppc_campaign_days_brand_day_idx" ON "ppc_campaign_days" USING btree ("brand_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_campaigns_brand_key" ON "ppc_campaigns" USING btree ("brand_id","network","campaign_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_connections_brand_network_key" ON "ppc_connections" USING btree ("brand_id","network");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_group_keywords_key" ON "ppc_group_keywords" USING btree ("brand_id","group_id","keyword_id");--> statement-breakpoint
CREATE INDEX "ppc_group_keywords_keyword_idx" ON "ppc_group_keywords" USING btree ("brand_id","keyword_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_groups_brand_name_key" ON "ppc_groups" USING btree ("brand_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "ppc_imports_brand_created_idx" ON "ppc_imports" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ppc_keywords_brand_cost_idx" ON "ppc_keywords" USING btree ("brand_id","cost" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ppc_keywords_brand_keyword_idx" ON "ppc_keywords" USING btree ("brand_id","keyword_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_negative_list_versions_key" ON "ppc_negative_list_versions" USING btree ("list_id","version");--> statement-breakpoint
CREATE INDEX "ppc_negative_lists_brand_idx" ON "ppc_negative_lists" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "ppc_negative_lists_industry_idx" ON "ppc_negative_lists" USING btree ("industry_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_negative_lists_brand_name_key" ON "ppc_negative_lists" USING btree (coalesce("brand_id"::text, "industry_key"),lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_negatives_list_key" ON "ppc_negatives" USING btree ("list_id","text_key","match_type");--> statement-breakpoint
CREATE INDEX "ppc_ngram_runs_brand_created_idx" ON "ppc_ngram_runs" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ppc_ngrams_brand_run_cost_idx" ON "ppc_ngrams" USING btree ("brand_id","run_id","cost" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_ngrams_run_gram_key" ON "ppc_ngrams" USING btree ("run_id","n","gram");--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_search_terms_row_key" ON "ppc_search_terms" USING btree ("brand_id","row_key");--> statement-breakpoint
CREATE INDEX "ppc_search_terms_brand_term_idx" ON "ppc_search_terms" USING btree ("brand_id","term_key");--> statement-breakpoint
CREATE INDEX "ppc_search_terms_brand_cost_idx" ON "ppc_search_terms" USING btree ("brand_id","cost" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ppc_search_terms_brand_clicks_idx" ON "ppc_search_terms" USING btree ("brand_id","clicks" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ppc_search_terms_brand_ad_group_idx" ON "ppc_search_terms" USING btree ("brand_id","ad_group_id");--> statement-breakpoint
CREATE INDEX "ppc_search_terms_brand_period_idx" ON "ppc_search_terms" USING btree ("brand_id","period_to");--> statement-breakpoint
CREATE INDEX "ppc_search_terms_key_trgm_idx" ON "ppc_search_terms" USING gin ("term_key" gin_trgm_ops);--> statement-breakpoint
-- Shared negative lists belong to an industry, not a brand: whoever can open a brand of that industry may read and
-- edit them (industry_key = lower(btrim(brands.industry))). SECURITY DEFINER for the same reason as accessible_brand_ids.
CREATE OR REPLACE FUNCTION app.accessible_industry_keys() RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT DISTINCT lower(btrim(b.industry)) FROM public.brands b
  WHERE b.id IN (SELECT app.accessible_brand_ids()) AND b.industry IS NOT NULL AND btrim(b.industry) <> ''
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.accessible_industry_keys() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.accessible_industry_keys() TO growth_app;
--> statement-breakpoint
ALTER TABLE public.ppc_negative_lists ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ppc_negative_lists_industry ON public.ppc_negative_lists FOR ALL TO growth_app
  USING (brand_id IS NULL AND industry_key IN (SELECT app.accessible_industry_keys()))
  WITH CHECK (brand_id IS NULL AND industry_key IN (SELECT app.accessible_industry_keys()));
--> statement-breakpoint
-- A list's entries and history follow the list: visible exactly when the list is (the subquery runs under RLS).
ALTER TABLE public.ppc_negatives ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ppc_negatives_via_list ON public.ppc_negatives FOR ALL TO growth_app
  USING (list_id IN (SELECT id FROM public.ppc_negative_lists))
  WITH CHECK (list_id IN (SELECT id FROM public.ppc_negative_lists));
--> statement-breakpoint
ALTER TABLE public.ppc_negative_list_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ppc_negative_list_versions_via_list ON public.ppc_negative_list_versions FOR ALL TO growth_app
  USING (list_id IN (SELECT id FROM public.ppc_negative_lists))
  WITH CHECK (list_id IN (SELECT id FROM public.ppc_negative_lists));
