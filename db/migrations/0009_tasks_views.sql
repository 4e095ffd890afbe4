CREATE TABLE "task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_comments_body_not_blank" CHECK (btrim("task_comments"."body") <> '')
);
--> statement-breakpoint
CREATE TABLE "task_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"field" text,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_events_kind" CHECK ("task_events"."kind" in ('created','changed','commented'))
);
--> statement-breakpoint
CREATE TABLE "recurring_task_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"difficulty" text DEFAULT 'Medium' NOT NULL,
	"assigned_to" uuid,
	"frequency" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"month_day" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"paused" boolean DEFAULT false NOT NULL,
	"processed_through" date,
	"next_run_on" date,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_task_rules_title_not_blank" CHECK (btrim("recurring_task_rules"."title") <> ''),
	CONSTRAINT "recurring_task_rules_priority" CHECK ("recurring_task_rules"."priority" in ('High','Medium','Low')),
	CONSTRAINT "recurring_task_rules_difficulty" CHECK ("recurring_task_rules"."difficulty" in ('High','Medium','Low')),
	CONSTRAINT "recurring_task_rules_frequency" CHECK ("recurring_task_rules"."frequency" in ('daily','weekly','monthly','every_n_weeks')),
	CONSTRAINT "recurring_task_rules_interval" CHECK ("recurring_task_rules"."interval" between 1 and 52),
	CONSTRAINT "recurring_task_rules_weekdays" CHECK ("recurring_task_rules"."weekdays" <@ array[0,1,2,3,4,5,6]),
	CONSTRAINT "recurring_task_rules_month_day" CHECK ("recurring_task_rules"."month_day" is null or "recurring_task_rules"."month_day" between 1 and 31),
	CONSTRAINT "recurring_task_rules_dates" CHECK ("recurring_task_rules"."end_date" is null or "recurring_task_rules"."end_date" >= "recurring_task_rules"."start_date")
);
--> statement-breakpoint
CREATE TABLE "recurring_task_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"occurrence" date NOT NULL,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_transcripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"meeting_date" date,
	"source" text DEFAULT 'paste' NOT NULL,
	"file_name" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_transcripts_title_not_blank" CHECK (btrim("meeting_transcripts"."title") <> ''),
	CONSTRAINT "meeting_transcripts_content_not_blank" CHECK (btrim("meeting_transcripts"."content") <> ''),
	CONSTRAINT "meeting_transcripts_source" CHECK ("meeting_transcripts"."source" in ('paste','txt','md','vtt','docx'))
);
--> statement-breakpoint
ALTER TABLE "foundational_tasks" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_foundational_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."foundational_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_events" ADD CONSTRAINT "task_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_events" ADD CONSTRAINT "task_events_task_id_foundational_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."foundational_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_events" ADD CONSTRAINT "task_events_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_task_rules" ADD CONSTRAINT "recurring_task_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_task_rules" ADD CONSTRAINT "recurring_task_rules_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_task_rules" ADD CONSTRAINT "recurring_task_rules_assigned_to_growth_squad_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."growth_squad"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_task_runs" ADD CONSTRAINT "recurring_task_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_task_runs" ADD CONSTRAINT "recurring_task_runs_rule_id_recurring_task_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."recurring_task_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_task_runs" ADD CONSTRAINT "recurring_task_runs_task_id_foundational_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."foundational_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcripts" ADD CONSTRAINT "meeting_transcripts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcripts" ADD CONSTRAINT "meeting_transcripts_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_comments_brand_task_idx" ON "task_comments" USING btree ("brand_id","task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_events_brand_task_idx" ON "task_events" USING btree ("brand_id","task_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_task_rules_brand_idx" ON "recurring_task_rules" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_task_rules_due_idx" ON "recurring_task_rules" USING btree ("next_run_on") WHERE not "recurring_task_rules"."paused";--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_task_runs_rule_occurrence_idx" ON "recurring_task_runs" USING btree ("rule_id","occurrence");--> statement-breakpoint
CREATE INDEX "recurring_task_runs_brand_idx" ON "recurring_task_runs" USING btree ("brand_id","rule_id","occurrence");--> statement-breakpoint
CREATE INDEX "meeting_transcripts_brand_idx" ON "meeting_transcripts" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "foundational_tasks_brand_created_idx" ON "foundational_tasks" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "foundational_tasks_brand_due_idx" ON "foundational_tasks" USING btree ("brand_id","due_date");--> statement-breakpoint
CREATE INDEX "foundational_tasks_brand_started_idx" ON "foundational_tasks" USING btree ("brand_id","started_at");--> statement-breakpoint
CREATE INDEX "foundational_tasks_brand_completed_idx" ON "foundational_tasks" USING btree ("brand_id","completed_at");--> statement-breakpoint
CREATE INDEX "foundational_tasks_assignee_status_idx" ON "foundational_tasks" USING btree ("assigned_to","status");