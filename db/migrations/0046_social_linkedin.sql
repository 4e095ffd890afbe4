CREATE TABLE "social_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"channel" text DEFAULT 'linkedin' NOT NULL,
	"title" text NOT NULL,
	"angle" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"source_label" text DEFAULT '' NOT NULL,
	"style_profile_id" uuid,
	"generation_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"reject_reason" text,
	"simhash" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_ideas_status" CHECK ("social_ideas"."status" in ('new','used','rejected')),
	CONSTRAINT "social_ideas_source" CHECK ("social_ideas"."source" in ('content','seo','growth','news','ai','agent','manual'))
);
--> statement-breakpoint
CREATE TABLE "social_post_meta" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"style_profile_id" uuid,
	"idea_id" uuid,
	"variant_group" uuid NOT NULL,
	"hook" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_style_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"social_profile_id" uuid,
	"profile" jsonb NOT NULL,
	"sample_count" integer DEFAULT 0 NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"summary_by" text,
	"trained_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_style_profiles_kind" CHECK ("social_style_profiles"."kind" in ('person','company')),
	CONSTRAINT "social_style_profiles_name" CHECK (btrim("social_style_profiles"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "social_style_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"style_profile_id" uuid NOT NULL,
	"text" text NOT NULL,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_ideas" ADD CONSTRAINT "social_ideas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_ideas" ADD CONSTRAINT "social_ideas_style_profile_id_social_style_profiles_id_fk" FOREIGN KEY ("style_profile_id") REFERENCES "public"."social_style_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_ideas" ADD CONSTRAINT "social_ideas_generation_id_content_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."content_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_ideas" ADD CONSTRAINT "social_ideas_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_meta" ADD CONSTRAINT "social_post_meta_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_meta" ADD CONSTRAINT "social_post_meta_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_meta" ADD CONSTRAINT "social_post_meta_style_profile_id_social_style_profiles_id_fk" FOREIGN KEY ("style_profile_id") REFERENCES "public"."social_style_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_meta" ADD CONSTRAINT "social_post_meta_idea_id_social_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."social_ideas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_style_profiles" ADD CONSTRAINT "social_style_profiles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_style_profiles" ADD CONSTRAINT "social_style_profiles_social_profile_id_social_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_style_profiles" ADD CONSTRAINT "social_style_profiles_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_style_samples" ADD CONSTRAINT "social_style_samples_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_style_samples" ADD CONSTRAINT "social_style_samples_style_profile_id_social_style_profiles_id_fk" FOREIGN KEY ("style_profile_id") REFERENCES "public"."social_style_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_ideas_brand_status_idx" ON "social_ideas" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "social_post_meta_brand_group_idx" ON "social_post_meta" USING btree ("brand_id","variant_group");--> statement-breakpoint
CREATE UNIQUE INDEX "social_style_profiles_brand_name_key" ON "social_style_profiles" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "social_style_samples_brand_profile_idx" ON "social_style_samples" USING btree ("brand_id","style_profile_id");