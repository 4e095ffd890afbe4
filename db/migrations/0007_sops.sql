CREATE TABLE "sop_adoptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"adopted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_areas_name_not_blank" CHECK (btrim("sop_areas"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "sop_role_assignees" (
	"brand_id" uuid NOT NULL,
	"role" text NOT NULL,
	"squad_member_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_role_assignees_brand_id_role_pk" PRIMARY KEY("brand_id","role")
);
--> statement-breakpoint
CREATE TABLE "sop_task_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"template_id" uuid,
	"template_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_task_groups_name_not_blank" CHECK (btrim("sop_task_groups"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "sop_task_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"sop_task_id" uuid NOT NULL,
	"foundational_task_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_template_update_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"update_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"label" text NOT NULL,
	"detail" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sop_template_update_items_status" CHECK ("sop_template_update_items"."status" in ('pending','accepted','dismissed'))
);
--> statement-breakpoint
CREATE TABLE "sop_template_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"adoption_id" uuid NOT NULL,
	"from_version" integer NOT NULL,
	"to_version" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "sop_template_updates_status" CHECK ("sop_template_updates"."status" in ('pending','resolved','superseded'))
);
--> statement-breakpoint
CREATE TABLE "sop_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"stats" jsonb NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"current_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_templates_type" CHECK ("sop_templates"."type" in ('industry','usecase'))
);
--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "task_group_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "responsible_role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "frequency" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "estimated_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "due_offset_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "priority" text DEFAULT 'Medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD COLUMN "template_key" text;--> statement-breakpoint
ALTER TABLE "sop_adoptions" ADD CONSTRAINT "sop_adoptions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_adoptions" ADD CONSTRAINT "sop_adoptions_template_id_sop_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sop_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_adoptions" ADD CONSTRAINT "sop_adoptions_adopted_by_profiles_id_fk" FOREIGN KEY ("adopted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_areas" ADD CONSTRAINT "sop_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_role_assignees" ADD CONSTRAINT "sop_role_assignees_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_role_assignees" ADD CONSTRAINT "sop_role_assignees_squad_member_id_growth_squad_id_fk" FOREIGN KEY ("squad_member_id") REFERENCES "public"."growth_squad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_task_groups" ADD CONSTRAINT "sop_task_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_task_groups" ADD CONSTRAINT "sop_task_groups_area_id_sop_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."sop_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_task_groups" ADD CONSTRAINT "sop_task_groups_template_id_sop_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sop_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_task_runs" ADD CONSTRAINT "sop_task_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_task_runs" ADD CONSTRAINT "sop_task_runs_sop_task_id_sop_tasks_id_fk" FOREIGN KEY ("sop_task_id") REFERENCES "public"."sop_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_task_runs" ADD CONSTRAINT "sop_task_runs_foundational_task_id_foundational_tasks_id_fk" FOREIGN KEY ("foundational_task_id") REFERENCES "public"."foundational_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_task_runs" ADD CONSTRAINT "sop_task_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_template_update_items" ADD CONSTRAINT "sop_template_update_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_template_update_items" ADD CONSTRAINT "sop_template_update_items_update_id_sop_template_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."sop_template_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_template_update_items" ADD CONSTRAINT "sop_template_update_items_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_template_updates" ADD CONSTRAINT "sop_template_updates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_template_updates" ADD CONSTRAINT "sop_template_updates_adoption_id_sop_adoptions_id_fk" FOREIGN KEY ("adoption_id") REFERENCES "public"."sop_adoptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_template_versions" ADD CONSTRAINT "sop_template_versions_template_id_sop_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sop_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sop_adoptions_brand_template_idx" ON "sop_adoptions" USING btree ("brand_id","template_id");--> statement-breakpoint
CREATE INDEX "sop_areas_brand_position_idx" ON "sop_areas" USING btree ("brand_id","position");--> statement-breakpoint
CREATE INDEX "sop_task_groups_brand_area_idx" ON "sop_task_groups" USING btree ("brand_id","area_id","position");--> statement-breakpoint
CREATE INDEX "sop_task_groups_area_idx" ON "sop_task_groups" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "sop_task_runs_brand_task_idx" ON "sop_task_runs" USING btree ("brand_id","sop_task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sop_task_runs_foundational_task_idx" ON "sop_task_runs" USING btree ("foundational_task_id");--> statement-breakpoint
CREATE INDEX "sop_template_update_items_brand_update_idx" ON "sop_template_update_items" USING btree ("brand_id","update_id","position");--> statement-breakpoint
CREATE INDEX "sop_template_update_items_update_idx" ON "sop_template_update_items" USING btree ("update_id");--> statement-breakpoint
CREATE INDEX "sop_template_updates_brand_status_idx" ON "sop_template_updates" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "sop_template_updates_adoption_idx" ON "sop_template_updates" USING btree ("adoption_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sop_template_versions_template_version_idx" ON "sop_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sop_templates_type_slug_idx" ON "sop_templates" USING btree ("type","slug");--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD CONSTRAINT "sop_tasks_task_group_id_sop_task_groups_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."sop_task_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD CONSTRAINT "sop_tasks_template_id_sop_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sop_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sop_tasks_brand_group_idx" ON "sop_tasks" USING btree ("brand_id","task_group_id","position");--> statement-breakpoint
CREATE INDEX "sop_tasks_group_idx" ON "sop_tasks" USING btree ("task_group_id");--> statement-breakpoint
CREATE INDEX "sop_tasks_foundational_task_idx" ON "sop_tasks" USING btree ("foundational_task_id");--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD CONSTRAINT "sop_tasks_frequency" CHECK ("sop_tasks"."frequency" in ('once','daily','weekly','biweekly','monthly','quarterly','yearly'));--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD CONSTRAINT "sop_tasks_priority" CHECK ("sop_tasks"."priority" in ('High','Medium','Low'));--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD CONSTRAINT "sop_tasks_effort" CHECK ("sop_tasks"."estimated_minutes" > 0);--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD CONSTRAINT "sop_tasks_offset" CHECK ("sop_tasks"."due_offset_days" >= 0);