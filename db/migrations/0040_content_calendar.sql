CREATE TABLE "content_approval_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"approval_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reviewer_name" text,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_approval_decisions_decision" CHECK ("content_approval_decisions"."decision" in ('approved','changes_requested'))
);
--> statement-breakpoint
CREATE TABLE "content_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"post_ids" uuid[] NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_approval_decisions" ADD CONSTRAINT "content_approval_decisions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_approval_decisions" ADD CONSTRAINT "content_approval_decisions_approval_id_content_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."content_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_approval_decisions" ADD CONSTRAINT "content_approval_decisions_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_approvals" ADD CONSTRAINT "content_approvals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_approvals" ADD CONSTRAINT "content_approvals_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_calendar_feeds" ADD CONSTRAINT "content_calendar_feeds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_calendar_feeds" ADD CONSTRAINT "content_calendar_feeds_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_approval_decisions_brand_post_idx" ON "content_approval_decisions" USING btree ("brand_id","post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_approvals_token_key" ON "content_approvals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "content_approvals_brand_idx" ON "content_approvals" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_calendar_feeds_token_key" ON "content_calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "content_calendar_feeds_brand_idx" ON "content_calendar_feeds" USING btree ("brand_id");