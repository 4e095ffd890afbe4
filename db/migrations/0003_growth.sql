CREATE TABLE "growth_capacity" (
	"brand_id" uuid NOT NULL,
	"sprint_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"capacity" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_capacity_brand_id_sprint_id_member_id_pk" PRIMARY KEY("brand_id","sprint_id","member_id"),
	CONSTRAINT "growth_capacity_non_negative" CHECK ("growth_capacity"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "growth_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"ring" text DEFAULT 'outer' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"ideas" text DEFAULT '' NOT NULL,
	"test_cost" numeric,
	"test_results" text DEFAULT '' NOT NULL,
	"cac" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_channels_channel" CHECK ("growth_channels"."channel" in ('viral_marketing','public_relations','unconventional_pr','search_engine_marketing','social_display_ads','offline_ads','seo','content_marketing','email_marketing','engineering_as_marketing','targeting_blogs','business_development','sales','affiliate_programs','existing_platforms','trade_shows','offline_events','speaking_engagements','community_building')),
	CONSTRAINT "growth_channels_ring" CHECK ("growth_channels"."ring" in ('outer','middle','inner')),
	CONSTRAINT "growth_channels_costs" CHECK (("growth_channels"."test_cost" is null or "growth_channels"."test_cost" >= 0) and ("growth_channels"."cac" is null or "growth_channels"."cac" >= 0))
);
--> statement-breakpoint
CREATE TABLE "growth_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"hypothesis_change" text DEFAULT '' NOT NULL,
	"hypothesis_outcome" text DEFAULT '' NOT NULL,
	"hypothesis_measure" text DEFAULT '' NOT NULL,
	"pillar_id" uuid,
	"stage" text,
	"channel" text,
	"owner_id" uuid,
	"effort" numeric,
	"status" text DEFAULT 'idea' NOT NULL,
	"ice_impact" integer,
	"ice_confidence" integer,
	"ice_ease" integer,
	"rice_reach" integer,
	"rice_impact" numeric,
	"rice_confidence" integer,
	"sprint_id" uuid,
	"created_by" uuid,
	"started_at" date,
	"completed_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_ideas_title_not_blank" CHECK (btrim("growth_ideas"."title") <> ''),
	CONSTRAINT "growth_ideas_status" CHECK ("growth_ideas"."status" in ('idea','prioritised','planned','running','done','discarded')),
	CONSTRAINT "growth_ideas_stage" CHECK ("growth_ideas"."stage" is null or "growth_ideas"."stage" in ('acquisition','activation','retention','referral','revenue')),
	CONSTRAINT "growth_ideas_channel" CHECK ("growth_ideas"."channel" is null or "growth_ideas"."channel" in ('viral_marketing','public_relations','unconventional_pr','search_engine_marketing','social_display_ads','offline_ads','seo','content_marketing','email_marketing','engineering_as_marketing','targeting_blogs','business_development','sales','affiliate_programs','existing_platforms','trade_shows','offline_events','speaking_engagements','community_building')),
	CONSTRAINT "growth_ideas_effort" CHECK ("growth_ideas"."effort" is null or "growth_ideas"."effort" > 0),
	CONSTRAINT "growth_ideas_ice" CHECK (("growth_ideas"."ice_impact" is null or "growth_ideas"."ice_impact" between 1 and 10) and ("growth_ideas"."ice_confidence" is null or "growth_ideas"."ice_confidence" between 1 and 10) and ("growth_ideas"."ice_ease" is null or "growth_ideas"."ice_ease" between 1 and 10)),
	CONSTRAINT "growth_ideas_rice" CHECK (("growth_ideas"."rice_reach" is null or "growth_ideas"."rice_reach" >= 0) and ("growth_ideas"."rice_impact" is null or "growth_ideas"."rice_impact" in (3,2,1,0.5,0.25)) and ("growth_ideas"."rice_confidence" is null or "growth_ideas"."rice_confidence" in (100,80,50)))
);
--> statement-breakpoint
CREATE TABLE "growth_key_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"title" text NOT NULL,
	"current" numeric,
	"target" numeric,
	"unit" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_key_results_title_not_blank" CHECK (btrim("growth_key_results"."title") <> '')
);
--> statement-breakpoint
CREATE TABLE "growth_learnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"idea_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"metric_id" uuid,
	"metric_change" numeric,
	"change_unit" text DEFAULT 'percent' NOT NULL,
	"learned" text NOT NULL,
	"evidence_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_learnings_outcome" CHECK ("growth_learnings"."outcome" in ('win','loss','inconclusive')),
	CONSTRAINT "growth_learnings_change_unit" CHECK ("growth_learnings"."change_unit" in ('percent','absolute')),
	CONSTRAINT "growth_learnings_learned_not_blank" CHECK (btrim("growth_learnings"."learned") <> '')
);
--> statement-breakpoint
CREATE TABLE "growth_metric_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"date" date NOT NULL,
	"value" numeric NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_metric_values_source" CHECK ("growth_metric_values"."source" in ('manual','csv','one_pager'))
);
--> statement-breakpoint
CREATE TABLE "growth_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"stage" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"direction" text DEFAULT 'increase' NOT NULL,
	"target" numeric,
	"target_date" date,
	"in_funnel" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_metrics_name_not_blank" CHECK (btrim("growth_metrics"."name") <> ''),
	CONSTRAINT "growth_metrics_stage" CHECK ("growth_metrics"."stage" in ('north_star','acquisition','activation','retention','referral','revenue')),
	CONSTRAINT "growth_metrics_direction" CHECK ("growth_metrics"."direction" in ('increase','decrease')),
	CONSTRAINT "growth_metrics_funnel_stage" CHECK (not "growth_metrics"."in_funnel" or "growth_metrics"."stage" <> 'north_star')
);
--> statement-breakpoint
CREATE TABLE "growth_objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_objectives_title_not_blank" CHECK (btrim("growth_objectives"."title") <> '')
);
--> statement-breakpoint
CREATE TABLE "growth_one_pagers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"mission" text DEFAULT '' NOT NULL,
	"target_customer" text DEFAULT '' NOT NULL,
	"value_proposition" text DEFAULT '' NOT NULL,
	"constraints" text DEFAULT '' NOT NULL,
	"current_focus" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_pillar_metrics" (
	"brand_id" uuid NOT NULL,
	"pillar_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	CONSTRAINT "growth_pillar_metrics_brand_id_pillar_id_metric_id_pk" PRIMARY KEY("brand_id","pillar_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "growth_pillars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_pillars_name_not_blank" CHECK (btrim("growth_pillars"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "growth_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"scoring_model" text DEFAULT 'ice' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_settings_scoring_model" CHECK ("growth_settings"."scoring_model" in ('ice','rice'))
);
--> statement-breakpoint
ALTER TABLE "growth_capacity" ADD CONSTRAINT "growth_capacity_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_capacity" ADD CONSTRAINT "growth_capacity_sprint_id_growth_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."growth_sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_capacity" ADD CONSTRAINT "growth_capacity_member_id_growth_squad_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."growth_squad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_channels" ADD CONSTRAINT "growth_channels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_ideas" ADD CONSTRAINT "growth_ideas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_ideas" ADD CONSTRAINT "growth_ideas_pillar_id_growth_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."growth_pillars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_ideas" ADD CONSTRAINT "growth_ideas_owner_id_growth_squad_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."growth_squad"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_ideas" ADD CONSTRAINT "growth_ideas_sprint_id_growth_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."growth_sprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_ideas" ADD CONSTRAINT "growth_ideas_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_key_results" ADD CONSTRAINT "growth_key_results_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_key_results" ADD CONSTRAINT "growth_key_results_objective_id_growth_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."growth_objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_learnings" ADD CONSTRAINT "growth_learnings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_learnings" ADD CONSTRAINT "growth_learnings_idea_id_growth_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."growth_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_learnings" ADD CONSTRAINT "growth_learnings_metric_id_growth_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."growth_metrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_learnings" ADD CONSTRAINT "growth_learnings_recorded_by_profiles_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_metric_values" ADD CONSTRAINT "growth_metric_values_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_metric_values" ADD CONSTRAINT "growth_metric_values_metric_id_growth_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."growth_metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_metric_values" ADD CONSTRAINT "growth_metric_values_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_metrics" ADD CONSTRAINT "growth_metrics_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_objectives" ADD CONSTRAINT "growth_objectives_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_one_pagers" ADD CONSTRAINT "growth_one_pagers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_one_pagers" ADD CONSTRAINT "growth_one_pagers_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_pillar_metrics" ADD CONSTRAINT "growth_pillar_metrics_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_pillar_metrics" ADD CONSTRAINT "growth_pillar_metrics_pillar_id_growth_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."growth_pillars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_pillar_metrics" ADD CONSTRAINT "growth_pillar_metrics_metric_id_growth_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."growth_metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_pillars" ADD CONSTRAINT "growth_pillars_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_pillars" ADD CONSTRAINT "growth_pillars_owner_id_growth_squad_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."growth_squad"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_settings" ADD CONSTRAINT "growth_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_capacity_member_idx" ON "growth_capacity" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "growth_capacity_sprint_idx" ON "growth_capacity" USING btree ("sprint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_channels_brand_channel_key" ON "growth_channels" USING btree ("brand_id","channel");--> statement-breakpoint
CREATE INDEX "growth_ideas_brand_status_idx" ON "growth_ideas" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "growth_ideas_brand_sprint_idx" ON "growth_ideas" USING btree ("brand_id","sprint_id");--> statement-breakpoint
CREATE INDEX "growth_ideas_brand_pillar_idx" ON "growth_ideas" USING btree ("brand_id","pillar_id");--> statement-breakpoint
CREATE INDEX "growth_key_results_brand_objective_idx" ON "growth_key_results" USING btree ("brand_id","objective_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_learnings_brand_idea_key" ON "growth_learnings" USING btree ("brand_id","idea_id");--> statement-breakpoint
CREATE INDEX "growth_learnings_brand_created_idx" ON "growth_learnings" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "growth_learnings_idea_idx" ON "growth_learnings" USING btree ("idea_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_metric_values_brand_metric_date_key" ON "growth_metric_values" USING btree ("brand_id","metric_id","date");--> statement-breakpoint
CREATE INDEX "growth_metric_values_metric_idx" ON "growth_metric_values" USING btree ("metric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_metrics_brand_name_key" ON "growth_metrics" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "growth_metrics_brand_stage_idx" ON "growth_metrics" USING btree ("brand_id","stage","position");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_metrics_one_north_star" ON "growth_metrics" USING btree ("brand_id") WHERE "growth_metrics"."stage" = 'north_star';--> statement-breakpoint
CREATE UNIQUE INDEX "growth_metrics_one_funnel_step" ON "growth_metrics" USING btree ("brand_id","stage") WHERE "growth_metrics"."in_funnel";--> statement-breakpoint
CREATE INDEX "growth_objectives_brand_position_idx" ON "growth_objectives" USING btree ("brand_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_one_pagers_brand_id_key" ON "growth_one_pagers" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "growth_pillar_metrics_metric_idx" ON "growth_pillar_metrics" USING btree ("metric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_pillars_brand_name_key" ON "growth_pillars" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "growth_pillars_brand_position_idx" ON "growth_pillars" USING btree ("brand_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_settings_brand_id_key" ON "growth_settings" USING btree ("brand_id");