CREATE TABLE "fg_analysis_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"session_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cost_usd" numeric(12, 6) DEFAULT '0' NOT NULL,
	"message" text,
	"job_id" text,
	"analysis_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "fg_analysis_runs_kind" CHECK ("fg_analysis_runs"."kind" in ('ssr','feedback')),
	CONSTRAINT "fg_analysis_runs_status" CHECK ("fg_analysis_runs"."status" in ('queued','running','succeeded','failed','cancelled','budget'))
);
--> statement-breakpoint
ALTER TABLE "fg_turns" ADD COLUMN "image_delivery" text;--> statement-breakpoint
ALTER TABLE "fg_analysis_runs" ADD CONSTRAINT "fg_analysis_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_analysis_runs" ADD CONSTRAINT "fg_analysis_runs_project_id_fg_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fg_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_analysis_runs" ADD CONSTRAINT "fg_analysis_runs_analysis_id_fg_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."fg_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_analysis_runs" ADD CONSTRAINT "fg_analysis_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fg_analysis_runs_brand_idx" ON "fg_analysis_runs" USING btree ("brand_id","project_id","created_at");