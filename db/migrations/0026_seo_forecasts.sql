CREATE TABLE "seo_forecast_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"horizon_days" smallint NOT NULL,
	"series_total" integer DEFAULT 0 NOT NULL,
	"series_done" integer DEFAULT 0 NOT NULL,
	"history_days" integer,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "seo_forecast_runs_status" CHECK ("seo_forecast_runs"."status" in ('queued','running','succeeded','failed')),
	CONSTRAINT "seo_forecast_runs_horizon" CHECK ("seo_forecast_runs"."horizon_days" between 7 and 182)
);
--> statement-breakpoint
CREATE TABLE "seo_forecasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"scope_kind" text NOT NULL,
	"scope_key" text NOT NULL,
	"scope_label" text NOT NULL,
	"metric" text NOT NULL,
	"model" text NOT NULL,
	"mape" real,
	"history" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_forecasts_scope_kind" CHECK ("seo_forecasts"."scope_kind" in ('site','group','prefix','keyword')),
	CONSTRAINT "seo_forecasts_metric" CHECK ("seo_forecasts"."metric" in ('clicks','impressions','position'))
);
--> statement-breakpoint
ALTER TABLE "seo_forecast_runs" ADD CONSTRAINT "seo_forecast_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_forecast_runs" ADD CONSTRAINT "seo_forecast_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_forecasts" ADD CONSTRAINT "seo_forecasts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_forecasts" ADD CONSTRAINT "seo_forecasts_run_id_seo_forecast_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."seo_forecast_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_forecast_runs_brand_created_idx" ON "seo_forecast_runs" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "seo_forecasts_brand_run_idx" ON "seo_forecasts" USING btree ("brand_id","run_id","scope_kind","scope_key");