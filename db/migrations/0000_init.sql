CREATE SCHEMA "local_auth";
--> statement-breakpoint
CREATE TABLE "local_auth"."flow_state" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"auth_code" text NOT NULL,
	"code_challenge_method" text NOT NULL,
	"code_challenge" text NOT NULL,
	"provider_type" text NOT NULL,
	"authentication_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_auth"."identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"identity_data" jsonb NOT NULL,
	"provider" text NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_auth"."mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_auth"."one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_type" text NOT NULL,
	"token_hash" text NOT NULL,
	"relates_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_auth"."refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" varchar(255) NOT NULL,
	"user_id" uuid NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"parent" varchar(255),
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_auth"."sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"aal" text DEFAULT 'aal1' NOT NULL,
	"not_after" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "local_auth"."users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aud" varchar(255) DEFAULT 'authenticated' NOT NULL,
	"role" varchar(255) DEFAULT 'authenticated' NOT NULL,
	"email" varchar(255),
	"encrypted_password" varchar(255),
	"email_confirmed_at" timestamp with time zone,
	"confirmation_token" varchar(255),
	"confirmation_sent_at" timestamp with time zone,
	"recovery_token" varchar(255),
	"recovery_sent_at" timestamp with time zone,
	"email_change" varchar(255),
	"email_change_sent_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"raw_app_meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raw_user_meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone" text,
	"phone_confirmed_at" timestamp with time zone,
	"banned_until" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"avatar_url" text,
	"theme" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid,
	"user_id" uuid,
	"action_type" text NOT NULL,
	"user_action" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"label" text,
	"ciphertext" text NOT NULL,
	"key_id" text NOT NULL,
	"last4" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_data" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prompts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"competitors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_process_sm_webhook_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"website" text,
	"industry" text,
	"country" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"tone_of_voice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_name_not_blank" CHECK (btrim("brands"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "current_navigation" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_brand_access" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_brand_access_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "personas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"brief_id" uuid,
	"name" text NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personas_briefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foundational_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"difficulty" text DEFAULT 'Medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned_to" uuid,
	"sprint_id" uuid,
	"due_date" date,
	"source_type" text DEFAULT 'my_own_initiative' NOT NULL,
	"source_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foundational_tasks_title_not_blank" CHECK (btrim("foundational_tasks"."title") <> ''),
	CONSTRAINT "foundational_tasks_priority" CHECK ("foundational_tasks"."priority" in ('High','Medium','Low')),
	CONSTRAINT "foundational_tasks_difficulty" CHECK ("foundational_tasks"."difficulty" in ('High','Medium','Low')),
	CONSTRAINT "foundational_tasks_status" CHECK ("foundational_tasks"."status" in ('pending','in_progress','blocked','done','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "growth_sprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"frequency" text DEFAULT 'bi-weekly' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_sprints_dates" CHECK ("growth_sprints"."end_date" >= "growth_sprints"."start_date"),
	CONSTRAINT "growth_sprints_frequency" CHECK ("growth_sprints"."frequency" in ('bi-weekly','tri-weekly','monthly')),
	CONSTRAINT "growth_sprints_status" CHECK ("growth_sprints"."status" in ('open','active','closed'))
);
--> statement-breakpoint
CREATE TABLE "growth_squad" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"email" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"foundational_task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"webhook_url" text NOT NULL,
	"webhook_type" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"action" text NOT NULL,
	"signup_method" text,
	"redirect_url" text,
	"verification_required" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_auth"."flow_state" ADD CONSTRAINT "flow_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "local_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_auth"."identities" ADD CONSTRAINT "identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "local_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_auth"."one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "local_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_auth"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "local_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_auth"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "local_auth"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_auth"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "local_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_data" ADD CONSTRAINT "brand_data_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_navigation" ADD CONSTRAINT "current_navigation_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_navigation" ADD CONSTRAINT "current_navigation_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brand_access" ADD CONSTRAINT "user_brand_access_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brand_access" ADD CONSTRAINT "user_brand_access_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brand_access" ADD CONSTRAINT "user_brand_access_granted_by_profiles_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_brief_id_personas_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."personas_briefs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas_briefs" ADD CONSTRAINT "personas_briefs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundational_tasks" ADD CONSTRAINT "foundational_tasks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundational_tasks" ADD CONSTRAINT "foundational_tasks_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundational_tasks" ADD CONSTRAINT "foundational_tasks_assigned_to_growth_squad_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."growth_squad"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundational_tasks" ADD CONSTRAINT "foundational_tasks_sprint_id_growth_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."growth_sprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_sprints" ADD CONSTRAINT "growth_sprints_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_sprints" ADD CONSTRAINT "growth_sprints_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_squad" ADD CONSTRAINT "growth_squad_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_squad" ADD CONSTRAINT "growth_squad_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD CONSTRAINT "sop_tasks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_tasks" ADD CONSTRAINT "sop_tasks_foundational_task_id_foundational_tasks_id_fk" FOREIGN KEY ("foundational_task_id") REFERENCES "public"."foundational_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_settings" ADD CONSTRAINT "webhook_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_state_auth_code_idx" ON "local_auth"."flow_state" USING btree ("auth_code");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_provider_id_provider_unique" ON "local_auth"."identities" USING btree ("provider_id","provider");--> statement-breakpoint
CREATE INDEX "identities_user_id_idx" ON "local_auth"."identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mailbox_to_created_idx" ON "local_auth"."mailbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_token_hash_idx" ON "local_auth"."one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_user_id_token_type_key" ON "local_auth"."one_time_tokens" USING btree ("user_id","token_type");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_unique" ON "local_auth"."refresh_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_revoked_idx" ON "local_auth"."refresh_tokens" USING btree ("session_id","revoked");--> statement-breakpoint
CREATE INDEX "refresh_tokens_parent_idx" ON "local_auth"."refresh_tokens" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "local_auth"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "local_auth"."users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "activity_logs_brand_id_created_idx" ON "activity_logs" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_user_id_created_idx" ON "activity_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_brand_provider_label_key" ON "api_tokens" USING btree ("brand_id","provider","label");--> statement-breakpoint
CREATE INDEX "brands_user_id_created_idx" ON "brands" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "current_navigation_brand_id_idx" ON "current_navigation" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "user_brand_access_user_id_idx" ON "user_brand_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "personas_brand_id_created_idx" ON "personas" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "personas_briefs_brand_id_idx" ON "personas_briefs" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "foundational_tasks_brand_status_idx" ON "foundational_tasks" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "foundational_tasks_brand_assignee_idx" ON "foundational_tasks" USING btree ("brand_id","assigned_to");--> statement-breakpoint
CREATE INDEX "foundational_tasks_brand_sprint_idx" ON "foundational_tasks" USING btree ("brand_id","sprint_id");--> statement-breakpoint
CREATE INDEX "growth_sprints_brand_id_start_idx" ON "growth_sprints" USING btree ("brand_id","start_date");--> statement-breakpoint
CREATE INDEX "growth_squad_brand_id_idx" ON "growth_squad" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "growth_squad_user_id_idx" ON "growth_squad" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sop_tasks_brand_id_idx" ON "sop_tasks" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "webhook_settings_brand_type_idx" ON "webhook_settings" USING btree ("brand_id","webhook_type","is_active","created_at");--> statement-breakpoint
CREATE INDEX "email_messages_user_id_idx" ON "email_messages" USING btree ("user_id");