CREATE TABLE "content_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"http_status" smallint,
	"final_url" text,
	"title" text,
	"word_count" integer,
	"headings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" text,
	"published_from" text,
	"job_id" uuid,
	"fetched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_articles_status" CHECK ("content_articles"."status" in ('fetched','failed'))
);
--> statement-breakpoint
CREATE TABLE "content_structures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"target_key" text NOT NULL,
	"outline" jsonb NOT NULL,
	"engine_label" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_structures" ADD CONSTRAINT "content_structures_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_brand_url_key" ON "content_articles" USING btree ("brand_id","url");--> statement-breakpoint
CREATE INDEX "content_articles_brand_job_idx" ON "content_articles" USING btree ("brand_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_structures_brand_target_key" ON "content_structures" USING btree ("brand_id","target_key");