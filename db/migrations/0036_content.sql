CREATE TABLE "content_briefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"idea_id" uuid,
	"title" text NOT NULL,
	"keyword" text,
	"keyword_group_id" uuid,
	"intent" text,
	"audience" text DEFAULT '' NOT NULL,
	"persona_id" uuid,
	"angle" text DEFAULT '' NOT NULL,
	"title_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"outline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outline_method" text,
	"questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"internal_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_words" integer,
	"cta" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"assignee_id" uuid,
	"task_id" uuid,
	"share_token_hash" text,
	"share_expires_at" timestamp with time zone,
	"published_url" text,
	"published_at" timestamp with time zone,
	"simhash" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_briefs_status" CHECK ("content_briefs"."status" in ('draft','ready','in_writing','done'))
);
--> statement-breakpoint
CREATE TABLE "content_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"brief_id" uuid,
	"kinds" text[] NOT NULL,
	"engine_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" jsonb DEFAULT '{"done":0,"total":0}'::jsonb NOT NULL,
	"error" text,
	"cost_usd" numeric(14, 6),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_generations_status" CHECK ("content_generations"."status" in ('queued','running','waiting_agent','succeeded','failed','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "content_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"origin_key" text,
	"reason" text DEFAULT '' NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"score_parts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"keyword" text,
	"keyword_id" uuid,
	"keyword_group_id" uuid,
	"page_url" text,
	"status" text DEFAULT 'new' NOT NULL,
	"merged_into_id" uuid,
	"reject_reason" text,
	"simhash" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_ideas_status" CHECK ("content_ideas"."status" in ('new','accepted','rejected','merged')),
	CONSTRAINT "content_ideas_score" CHECK ("content_ideas"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "content_post_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body_md" text NOT NULL,
	"author_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"brief_id" uuid,
	"generation_id" uuid,
	"kind" text NOT NULL,
	"channel" text DEFAULT 'blog' NOT NULL,
	"title" text NOT NULL,
	"body_md" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"engine_key" text,
	"status" text DEFAULT 'suggested' NOT NULL,
	"reject_reason" text,
	"score" smallint,
	"score_details" jsonb,
	"scheduled_at" timestamp with time zone,
	"owner_id" uuid,
	"approval_status" text DEFAULT 'none' NOT NULL,
	"published_url" text,
	"published_at" timestamp with time zone,
	"simhash" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_posts_kind" CHECK ("content_posts"."kind" in ('article','newsletter','social')),
	CONSTRAINT "content_posts_status" CHECK ("content_posts"."status" in ('suggested','selected','rejected','scheduled','published')),
	CONSTRAINT "content_posts_approval" CHECK ("content_posts"."approval_status" in ('none','pending','approved','changes_requested'))
);
--> statement-breakpoint
CREATE TABLE "content_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"tone_of_voice" text DEFAULT '' NOT NULL,
	"banned_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_lengths" jsonb DEFAULT '{"article":1500,"newsletter":500,"social":120}'::jsonb NOT NULL,
	"default_ctas" text[] DEFAULT '{}'::text[] NOT NULL,
	"collection_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"engine_key" text,
	"monthly_budget_usd" numeric(12, 2),
	"agent_webhook_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_briefs" ADD CONSTRAINT "content_briefs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_briefs" ADD CONSTRAINT "content_briefs_idea_id_content_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."content_ideas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_briefs" ADD CONSTRAINT "content_briefs_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_briefs" ADD CONSTRAINT "content_briefs_assignee_id_profiles_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_briefs" ADD CONSTRAINT "content_briefs_task_id_foundational_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."foundational_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_briefs" ADD CONSTRAINT "content_briefs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_generations" ADD CONSTRAINT "content_generations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_generations" ADD CONSTRAINT "content_generations_brief_id_content_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."content_briefs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_generations" ADD CONSTRAINT "content_generations_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_merged_into_id_content_ideas_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."content_ideas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_versions" ADD CONSTRAINT "content_post_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_versions" ADD CONSTRAINT "content_post_versions_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_versions" ADD CONSTRAINT "content_post_versions_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_brief_id_content_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."content_briefs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_generation_id_content_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."content_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_briefs_brand_status_idx" ON "content_briefs" USING btree ("brand_id","status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_briefs_share_key" ON "content_briefs" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "content_generations_brand_created_idx" ON "content_generations" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "content_ideas_brand_status_idx" ON "content_ideas" USING btree ("brand_id","status","score");--> statement-breakpoint
CREATE UNIQUE INDEX "content_ideas_origin_key" ON "content_ideas" USING btree ("brand_id","origin","origin_key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_post_versions_post_version_key" ON "content_post_versions" USING btree ("post_id","version");--> statement-breakpoint
CREATE INDEX "content_post_versions_brand_idx" ON "content_post_versions" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "content_posts_brand_status_idx" ON "content_posts" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "content_posts_brand_scheduled_idx" ON "content_posts" USING btree ("brand_id","scheduled_at");