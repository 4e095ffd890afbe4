CREATE TABLE "local_auth"."mfa_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"ip_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_auth"."mfa_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"friendly_name" text,
	"factor_type" text NOT NULL,
	"status" text NOT NULL,
	"secret" text,
	"phone" text,
	"last_challenged_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_auth"."mfa_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_auth"."sessions" ADD COLUMN "factor_id" uuid;--> statement-breakpoint
ALTER TABLE "local_auth"."users" ADD COLUMN "reauthentication_token" varchar(255);--> statement-breakpoint
ALTER TABLE "local_auth"."users" ADD COLUMN "reauthentication_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_auth"."mfa_challenges" ADD CONSTRAINT "mfa_challenges_factor_id_mfa_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "local_auth"."mfa_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_auth"."mfa_factors" ADD CONSTRAINT "mfa_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "local_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_auth"."mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "local_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_challenges_factor_id_idx" ON "local_auth"."mfa_challenges" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "mfa_challenges_created_at_idx" ON "local_auth"."mfa_challenges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mfa_factors_user_id_idx" ON "local_auth"."mfa_factors" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_factors_user_friendly_name_unique" ON "local_auth"."mfa_factors" USING btree ("friendly_name","user_id") WHERE trim("local_auth"."mfa_factors"."friendly_name") <> '';--> statement-breakpoint
CREATE INDEX "mfa_recovery_codes_user_id_idx" ON "local_auth"."mfa_recovery_codes" USING btree ("user_id");