CREATE TABLE "social_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"network" text NOT NULL,
	"target" text DEFAULT 'api' NOT NULL,
	"format" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"sending_since" timestamp with time zone,
	"container_id" text,
	"external_id" text,
	"url" text,
	"task_id" uuid,
	"last_error" text,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_publications_network" CHECK ("social_publications"."network" in ('instagram','linkedin')),
	CONSTRAINT "social_publications_target" CHECK ("social_publications"."target" in ('api','webhook','reminder')),
	CONSTRAINT "social_publications_state" CHECK ("social_publications"."state" in ('scheduled','container','sending','retry','published','failed')),
	CONSTRAINT "social_publications_format" CHECK ("social_publications"."format" is null or "social_publications"."format" in ('feed','carousel','reel'))
);
--> statement-breakpoint
ALTER TABLE "social_publications" ADD CONSTRAINT "social_publications_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_publications" ADD CONSTRAINT "social_publications_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_publications" ADD CONSTRAINT "social_publications_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_publications_post_key" ON "social_publications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "social_publications_due_idx" ON "social_publications" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "social_publications_brand_idx" ON "social_publications" USING btree ("brand_id","created_at");