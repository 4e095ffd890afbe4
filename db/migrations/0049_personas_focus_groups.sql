CREATE TABLE "persona_generation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"brief_id" uuid,
	"mode" text DEFAULT 'brief' NOT NULL,
	"prompt" text,
	"requested" integer NOT NULL,
	"plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"regenerated" integer DEFAULT 0 NOT NULL,
	"message" text,
	"engine_key" text,
	"engine_label" text,
	"cost_usd" numeric(12, 6) DEFAULT '0' NOT NULL,
	"job_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "persona_generation_runs_status" CHECK ("persona_generation_runs"."status" in ('queued','running','succeeded','failed','cancelled','budget')),
	CONSTRAINT "persona_generation_runs_requested" CHECK ("persona_generation_runs"."requested" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "persona_interview_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tokens_in" integer,
	"tokens_out" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persona_interview_messages_role" CHECK ("persona_interview_messages"."role" in ('interviewer','persona'))
);
--> statement-breakpoint
CREATE TABLE "persona_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"persona_id" uuid NOT NULL,
	"title" text NOT NULL,
	"persona_version" integer DEFAULT 1 NOT NULL,
	"engine_label" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"industry" text,
	"description" text DEFAULT '' NOT NULL,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"source_brand_id" uuid,
	"published_by" uuid,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persona_library_items_kind" CHECK ("persona_library_items"."kind" in ('persona','brief'))
);
--> statement-breakpoint
CREATE TABLE "persona_library_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"note" text,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"persona_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"profile" jsonb NOT NULL,
	"note" text,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personas_brief_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"country" text,
	"language" text,
	"age_min" integer DEFAULT 18 NOT NULL,
	"age_max" integer DEFAULT 65 NOT NULL,
	"b2b" boolean DEFAULT false NOT NULL,
	"required_attributes" text[] DEFAULT '{}'::text[] NOT NULL,
	"collection_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"engine_key" text,
	"monthly_budget_usd" numeric(12, 2),
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fg_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text DEFAULT 'feedback' NOT NULL,
	"session_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"content" jsonb NOT NULL,
	"engine_label" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fg_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"template" text DEFAULT 'custom' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moderator_instructions" text DEFAULT '' NOT NULL,
	"turn_word_cap" integer DEFAULT 120 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fg_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"stimulus_id" uuid,
	"metric" text NOT NULL,
	"predicted" numeric(14, 6) NOT NULL,
	"actual" numeric(14, 6) NOT NULL,
	"industry" text,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fg_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"persona_id" uuid NOT NULL,
	"quota" text,
	"status" text DEFAULT 'recruited' NOT NULL,
	"recruited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fg_participants_status" CHECK ("fg_participants"."status" in ('recruited','dropped'))
);
--> statement-breakpoint
CREATE TABLE "fg_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"hypotheses" text[] DEFAULT '{}'::text[] NOT NULL,
	"decision" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"owner_id" uuid,
	"due_date" date,
	"task_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fg_projects_status" CHECK ("fg_projects"."status" in ('draft','ready','running','done')),
	CONSTRAINT "fg_projects_name" CHECK (btrim("fg_projects"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "fg_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"participant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"seed" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"guide" jsonb NOT NULL,
	"stimuli" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cursor" jsonb DEFAULT '{"step":0,"questionId":null,"turn":0}'::jsonb NOT NULL,
	"total_steps" integer DEFAULT 0 NOT NULL,
	"engine_key" text,
	"engine_label" text,
	"model" text,
	"cost_usd" numeric(12, 6) DEFAULT '0' NOT NULL,
	"message" text,
	"job_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "fg_sessions_status" CHECK ("fg_sessions"."status" in ('queued','running','paused','succeeded','failed','cancelled','budget'))
);
--> statement-breakpoint
CREATE TABLE "fg_stimuli" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"variant_group" text,
	"variant" text,
	"file_id" uuid,
	"url" text,
	"snapshot" text,
	"snapshot_at" timestamp with time zone,
	"price" numeric(12, 2),
	"currency" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fg_stimuli_kind" CHECK ("fg_stimuli"."kind" in ('concept','headline','ad_copy','image','url','price')),
	CONSTRAINT "fg_stimuli_label" CHECK (btrim("fg_stimuli"."label") <> '')
);
--> statement-breakpoint
CREATE TABLE "fg_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"speaker" text NOT NULL,
	"persona_id" uuid,
	"question_id" text,
	"stimulus_id" uuid,
	"content" text NOT NULL,
	"answer" jsonb,
	"tokens_in" integer,
	"tokens_out" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fg_turns_speaker" CHECK ("fg_turns"."speaker" in ('moderator','participant'))
);
--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "segment_key" text;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "consistency" jsonb;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "generation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "library_item_id" uuid;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "library_version" integer;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "overlay" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "audience" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "segments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "constraints" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "decision" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "age_min" integer;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "age_max" integer;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "b2b" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "required_attributes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "collection_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "drafted_by" text;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "library_item_id" uuid;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "library_version" integer;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "persona_generation_runs" ADD CONSTRAINT "persona_generation_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_generation_runs" ADD CONSTRAINT "persona_generation_runs_brief_id_personas_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."personas_briefs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_generation_runs" ADD CONSTRAINT "persona_generation_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_interview_messages" ADD CONSTRAINT "persona_interview_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_interview_messages" ADD CONSTRAINT "persona_interview_messages_interview_id_persona_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."persona_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_interview_messages" ADD CONSTRAINT "persona_interview_messages_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_interviews" ADD CONSTRAINT "persona_interviews_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_interviews" ADD CONSTRAINT "persona_interviews_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_interviews" ADD CONSTRAINT "persona_interviews_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_library_items" ADD CONSTRAINT "persona_library_items_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_library_items" ADD CONSTRAINT "persona_library_items_source_brand_id_brands_id_fk" FOREIGN KEY ("source_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_library_items" ADD CONSTRAINT "persona_library_items_published_by_profiles_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_library_versions" ADD CONSTRAINT "persona_library_versions_item_id_persona_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."persona_library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_library_versions" ADD CONSTRAINT "persona_library_versions_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_library_versions" ADD CONSTRAINT "persona_library_versions_published_by_profiles_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_versions" ADD CONSTRAINT "persona_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_versions" ADD CONSTRAINT "persona_versions_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_versions" ADD CONSTRAINT "persona_versions_changed_by_profiles_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas_brief_settings" ADD CONSTRAINT "personas_brief_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas_brief_settings" ADD CONSTRAINT "personas_brief_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_analyses" ADD CONSTRAINT "fg_analyses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_analyses" ADD CONSTRAINT "fg_analyses_project_id_fg_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fg_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_analyses" ADD CONSTRAINT "fg_analyses_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_guides" ADD CONSTRAINT "fg_guides_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_guides" ADD CONSTRAINT "fg_guides_project_id_fg_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fg_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_guides" ADD CONSTRAINT "fg_guides_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_outcomes" ADD CONSTRAINT "fg_outcomes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_outcomes" ADD CONSTRAINT "fg_outcomes_project_id_fg_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fg_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_outcomes" ADD CONSTRAINT "fg_outcomes_stimulus_id_fg_stimuli_id_fk" FOREIGN KEY ("stimulus_id") REFERENCES "public"."fg_stimuli"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_outcomes" ADD CONSTRAINT "fg_outcomes_recorded_by_profiles_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_participants" ADD CONSTRAINT "fg_participants_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_participants" ADD CONSTRAINT "fg_participants_project_id_fg_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fg_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_participants" ADD CONSTRAINT "fg_participants_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_participants" ADD CONSTRAINT "fg_participants_recruited_by_profiles_id_fk" FOREIGN KEY ("recruited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_projects" ADD CONSTRAINT "fg_projects_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_projects" ADD CONSTRAINT "fg_projects_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_projects" ADD CONSTRAINT "fg_projects_task_id_foundational_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."foundational_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_projects" ADD CONSTRAINT "fg_projects_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_sessions" ADD CONSTRAINT "fg_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_sessions" ADD CONSTRAINT "fg_sessions_project_id_fg_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fg_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_sessions" ADD CONSTRAINT "fg_sessions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_stimuli" ADD CONSTRAINT "fg_stimuli_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_stimuli" ADD CONSTRAINT "fg_stimuli_project_id_fg_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fg_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_stimuli" ADD CONSTRAINT "fg_stimuli_file_id_storage_objects_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."storage_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_stimuli" ADD CONSTRAINT "fg_stimuli_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_turns" ADD CONSTRAINT "fg_turns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_turns" ADD CONSTRAINT "fg_turns_session_id_fg_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."fg_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_turns" ADD CONSTRAINT "fg_turns_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "persona_generation_runs_brand_idx" ON "persona_generation_runs" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "persona_interview_messages_brand_idx" ON "persona_interview_messages" USING btree ("brand_id","interview_id","created_at");--> statement-breakpoint
CREATE INDEX "persona_interviews_brand_idx" ON "persona_interviews" USING btree ("brand_id","persona_id","created_at");--> statement-breakpoint
CREATE INDEX "persona_library_items_owner_idx" ON "persona_library_items" USING btree ("owner_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "persona_library_versions_item_version_key" ON "persona_library_versions" USING btree ("item_id","version");--> statement-breakpoint
CREATE INDEX "persona_library_versions_owner_idx" ON "persona_library_versions" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "persona_versions_persona_version_key" ON "persona_versions" USING btree ("persona_id","version");--> statement-breakpoint
CREATE INDEX "persona_versions_brand_idx" ON "persona_versions" USING btree ("brand_id","persona_id");--> statement-breakpoint
CREATE INDEX "fg_analyses_brand_idx" ON "fg_analyses" USING btree ("brand_id","project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fg_guides_project_key" ON "fg_guides" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fg_guides_brand_idx" ON "fg_guides" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "fg_outcomes_brand_idx" ON "fg_outcomes" USING btree ("brand_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fg_participants_project_persona_key" ON "fg_participants" USING btree ("project_id","persona_id");--> statement-breakpoint
CREATE INDEX "fg_participants_brand_idx" ON "fg_participants" USING btree ("brand_id","project_id");--> statement-breakpoint
CREATE INDEX "fg_participants_persona_idx" ON "fg_participants" USING btree ("brand_id","persona_id");--> statement-breakpoint
CREATE INDEX "fg_projects_brand_idx" ON "fg_projects" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "fg_sessions_brand_idx" ON "fg_sessions" USING btree ("brand_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "fg_stimuli_brand_idx" ON "fg_stimuli" USING btree ("brand_id","project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "fg_turns_session_seq_key" ON "fg_turns" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "fg_turns_brand_idx" ON "fg_turns" USING btree ("brand_id","session_id","seq");--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_run_id_persona_generation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."persona_generation_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_library_item_id_persona_library_items_id_fk" FOREIGN KEY ("library_item_id") REFERENCES "public"."persona_library_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD CONSTRAINT "personas_briefs_library_item_id_persona_library_items_id_fk" FOREIGN KEY ("library_item_id") REFERENCES "public"."persona_library_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD CONSTRAINT "personas_briefs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personas_brand_brief_idx" ON "personas" USING btree ("brand_id","brief_id");--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_source" CHECK ("personas"."source" in ('generated','manual','import','library','sample'));--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_status" CHECK ("personas"."status" in ('active','archived'));--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_name" CHECK (btrim("personas"."name") <> '');--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD CONSTRAINT "personas_briefs_source" CHECK ("personas_briefs"."source" in ('manual','ai','library','sample'));--> statement-breakpoint
-- The agency persona library belongs to a brand owner (brands.user_id), not a brand: whoever can open one of
-- that owner's brands may read and publish to it; another owner's library stays invisible.
CREATE OR REPLACE FUNCTION app.accessible_owner_ids() RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT DISTINCT b.user_id FROM public.brands b WHERE b.id IN (SELECT app.accessible_brand_ids())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.accessible_owner_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.accessible_owner_ids() TO growth_app;
--> statement-breakpoint
ALTER TABLE public.persona_library_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY persona_library_items_owner ON public.persona_library_items FOR ALL TO growth_app
  USING (owner_id IN (SELECT app.accessible_owner_ids()))
  WITH CHECK (owner_id IN (SELECT app.accessible_owner_ids()));
--> statement-breakpoint
ALTER TABLE public.persona_library_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY persona_library_versions_owner ON public.persona_library_versions FOR ALL TO growth_app
  USING (owner_id IN (SELECT app.accessible_owner_ids()) AND item_id IN (SELECT id FROM public.persona_library_items))
  WITH CHECK (owner_id IN (SELECT app.accessible_owner_ids()) AND item_id IN (SELECT id FROM public.persona_library_items));
