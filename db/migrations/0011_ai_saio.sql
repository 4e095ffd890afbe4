CREATE TABLE "ai_engines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"label" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"base_url" text,
	"api_token_id" uuid,
	"web_search" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"price_in_per_mtok" numeric(12, 4),
	"price_out_per_mtok" numeric(12, 4),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_engines_label_not_blank" CHECK (btrim("ai_engines"."label") <> ''),
	CONSTRAINT "ai_engines_model_not_blank" CHECK (btrim("ai_engines"."model") <> '')
);
--> statement-breakpoint
CREATE TABLE "saio_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"prompt_id" uuid,
	"prompt_text" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"engine_key" text NOT NULL,
	"engine_label" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"sample" smallint DEFAULT 1 NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"answer" text DEFAULT '' NOT NULL,
	"cited_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"cited_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"own_mentioned" boolean DEFAULT false NOT NULL,
	"own_position" smallint,
	"own_cited" boolean DEFAULT false NOT NULL,
	"sentiment" numeric(4, 3),
	"sentiment_method" text,
	"tokens_in" integer,
	"tokens_out" integer,
	"cost_usd" numeric(14, 6),
	"latency_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saio_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saio_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"text" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"branded" boolean DEFAULT false NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saio_prompts_text_not_blank" CHECK (btrim("saio_prompts"."text") <> '')
);
--> statement-breakpoint
CREATE TABLE "saio_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"schedule_id" uuid,
	"engines" jsonb NOT NULL,
	"prompt_ids" uuid[] NOT NULL,
	"samples" smallint DEFAULT 1 NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(14, 6) DEFAULT '0' NOT NULL,
	"message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saio_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"hour" smallint DEFAULT 6 NOT NULL,
	"weekday" smallint,
	"month_day" smallint,
	"topic" text,
	"engine_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"samples" smallint DEFAULT 1 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saio_schedules_name_not_blank" CHECK (btrim("saio_schedules"."name") <> ''),
	CONSTRAINT "saio_schedules_samples_range" CHECK ("saio_schedules"."samples" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "saio_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"competitor_aliases" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"monthly_budget_usd" numeric(12, 2),
	"ai_sentiment" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_calls" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "api_calls" ADD COLUMN "tokens_in" integer;--> statement-breakpoint
ALTER TABLE "api_calls" ADD COLUMN "tokens_out" integer;--> statement-breakpoint
ALTER TABLE "ai_engines" ADD CONSTRAINT "ai_engines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_engines" ADD CONSTRAINT "ai_engines_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_engines" ADD CONSTRAINT "ai_engines_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_answers" ADD CONSTRAINT "saio_answers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_answers" ADD CONSTRAINT "saio_answers_run_id_saio_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."saio_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_answers" ADD CONSTRAINT "saio_answers_prompt_id_saio_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."saio_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_candidates" ADD CONSTRAINT "saio_candidates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_prompts" ADD CONSTRAINT "saio_prompts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_prompts" ADD CONSTRAINT "saio_prompts_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_runs" ADD CONSTRAINT "saio_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_runs" ADD CONSTRAINT "saio_runs_schedule_id_saio_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."saio_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_runs" ADD CONSTRAINT "saio_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_schedules" ADD CONSTRAINT "saio_schedules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_schedules" ADD CONSTRAINT "saio_schedules_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saio_settings" ADD CONSTRAINT "saio_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_engines_brand_label_key" ON "ai_engines" USING btree ("brand_id",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "ai_engines_brand_default_key" ON "ai_engines" USING btree ("brand_id") WHERE "ai_engines"."is_default";--> statement-breakpoint
CREATE INDEX "ai_engines_api_token_idx" ON "ai_engines" USING btree ("api_token_id");--> statement-breakpoint
CREATE INDEX "saio_answers_brand_created_idx" ON "saio_answers" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "saio_answers_brand_prompt_idx" ON "saio_answers" USING btree ("brand_id","prompt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saio_answers_run_item_key" ON "saio_answers" USING btree ("run_id","prompt_id","engine_key","sample");--> statement-breakpoint
CREATE UNIQUE INDEX "saio_candidates_brand_key" ON "saio_candidates" USING btree ("brand_id","key");--> statement-breakpoint
CREATE INDEX "saio_candidates_brand_status_idx" ON "saio_candidates" USING btree ("brand_id","status","answers");--> statement-breakpoint
CREATE UNIQUE INDEX "saio_prompts_brand_text_key" ON "saio_prompts" USING btree ("brand_id",lower(btrim("text")));--> statement-breakpoint
CREATE INDEX "saio_prompts_brand_topic_idx" ON "saio_prompts" USING btree ("brand_id","topic");--> statement-breakpoint
CREATE INDEX "saio_runs_brand_created_idx" ON "saio_runs" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "saio_runs_schedule_idx" ON "saio_runs" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "saio_schedules_brand_idx" ON "saio_schedules" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "saio_schedules_due_idx" ON "saio_schedules" USING btree ("next_run_at") WHERE not "saio_schedules"."paused";