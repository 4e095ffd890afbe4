CREATE TABLE "social_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"network" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"page_id" text,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_ciphertext" text NOT NULL,
	"access_expires_at" timestamp with time zone,
	"refresh_ciphertext" text,
	"key_id" text NOT NULL,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_connections_network" CHECK ("social_connections"."network" in ('instagram','linkedin'))
);
--> statement-breakpoint
CREATE TABLE "social_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"network" text NOT NULL,
	"external_id" text NOT NULL,
	"permalink" text,
	"media_type" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"saves" integer,
	"reach" integer,
	"impressions" integer,
	"video_views" integer,
	"clicks" integer,
	"source" text NOT NULL,
	"source_label" text DEFAULT '' NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_media_network" CHECK ("social_media"."network" in ('instagram','linkedin')),
	CONSTRAINT "social_media_type" CHECK ("social_media"."media_type" in ('image','carousel','reel','video','text','article','document','poll'))
);
--> statement-breakpoint
CREATE TABLE "social_profile_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"taken_on" date NOT NULL,
	"followers" integer,
	"following" integer,
	"media_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"network" text NOT NULL,
	"handle" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"is_own" boolean DEFAULT false NOT NULL,
	"competitor_name" text,
	"external_id" text,
	"followers" integer,
	"following" integer,
	"media_count" integer,
	"biography" text,
	"refresh_schedule" text DEFAULT 'weekly' NOT NULL,
	"last_source" text,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_profiles_network" CHECK ("social_profiles"."network" in ('instagram','linkedin')),
	CONSTRAINT "social_profiles_handle" CHECK ("social_profiles"."handle" = lower("social_profiles"."handle") and "social_profiles"."handle" !~ '^@' and btrim("social_profiles"."handle") <> ''),
	CONSTRAINT "social_profiles_schedule" CHECK ("social_profiles"."refresh_schedule" in ('daily','weekly','manual')),
	CONSTRAINT "social_profiles_status" CHECK ("social_profiles"."last_status" is null or "social_profiles"."last_status" in ('ok','error','running'))
);
--> statement-breakpoint
CREATE TABLE "social_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"posting_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"hashtag_sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banned_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"engine" text DEFAULT 'ai' NOT NULL,
	"engine_key" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_settings_engine" CHECK ("social_settings"."engine" in ('ai','agent'))
);
--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_connected_by_profiles_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media" ADD CONSTRAINT "social_media_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media" ADD CONSTRAINT "social_media_profile_id_social_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profile_snapshots" ADD CONSTRAINT "social_profile_snapshots_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profile_snapshots" ADD CONSTRAINT "social_profile_snapshots_profile_id_social_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_settings" ADD CONSTRAINT "social_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_settings" ADD CONSTRAINT "social_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_brand_network_key" ON "social_connections" USING btree ("brand_id","network");--> statement-breakpoint
CREATE UNIQUE INDEX "social_media_profile_external_key" ON "social_media" USING btree ("profile_id","external_id");--> statement-breakpoint
CREATE INDEX "social_media_brand_profile_published_idx" ON "social_media" USING btree ("brand_id","profile_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_profile_snapshots_profile_day_key" ON "social_profile_snapshots" USING btree ("profile_id","taken_on");--> statement-breakpoint
CREATE INDEX "social_profile_snapshots_brand_idx" ON "social_profile_snapshots" USING btree ("brand_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_profiles_brand_network_handle_key" ON "social_profiles" USING btree ("brand_id","network","handle");--> statement-breakpoint
CREATE UNIQUE INDEX "social_settings_brand_key" ON "social_settings" USING btree ("brand_id");