CREATE TABLE "local_auth"."mfa_amr_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"authentication_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_auth"."flow_state" ADD COLUMN "auth_code_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_auth"."mfa_amr_claims" ADD CONSTRAINT "mfa_amr_claims_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "local_auth"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_amr_claims_session_id_authentication_method_pkey" ON "local_auth"."mfa_amr_claims" USING btree ("session_id","authentication_method");--> statement-breakpoint
CREATE INDEX "flow_state_user_id_idx" ON "local_auth"."flow_state" USING btree ("user_id");