CREATE TABLE "seo_crawl_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crawl_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"page_url" text NOT NULL,
	"check_key" text NOT NULL,
	"severity" text NOT NULL,
	"evidence" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "seo_crawl_issues_severity" CHECK ("seo_crawl_issues"."severity" in ('critical','warning','notice'))
);
--> statement-breakpoint
CREATE TABLE "seo_crawl_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crawl_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"url" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"in_sitemap" boolean DEFAULT false NOT NULL,
	"blocked_by_robots" boolean DEFAULT false NOT NULL,
	"depth" smallint,
	"fetched_at" timestamp with time zone,
	"final_url" text,
	"status_code" smallint,
	"fetch_error" text,
	"redirect_chain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_type" text,
	"bytes" integer,
	"response_ms" integer,
	"title" text,
	"meta_description" text,
	"h1s" text[] DEFAULT '{}'::text[] NOT NULL,
	"canonical" text,
	"robots_meta" text,
	"x_robots_tag" text,
	"lang" text,
	"word_count" integer,
	"links_internal" integer DEFAULT 0 NOT NULL,
	"links_external" integer DEFAULT 0 NOT NULL,
	"inlinks" integer DEFAULT 0 NOT NULL,
	"indexable" boolean,
	"score" smallint,
	"simhash" text,
	"facts" jsonb
);
--> statement-breakpoint
CREATE TABLE "seo_crawls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"start_url" text NOT NULL,
	"page_limit" integer DEFAULT 500 NOT NULL,
	"concurrency" smallint DEFAULT 4 NOT NULL,
	"delay_ms" integer DEFAULT 0 NOT NULL,
	"respect_robots" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_found" integer DEFAULT 0 NOT NULL,
	"pages_crawled" integer DEFAULT 0 NOT NULL,
	"pages_queued" integer DEFAULT 0 NOT NULL,
	"sitemaps_read" boolean DEFAULT false NOT NULL,
	"robots_txt" text,
	"score" smallint,
	"issues_critical" integer DEFAULT 0 NOT NULL,
	"issues_warning" integer DEFAULT 0 NOT NULL,
	"issues_notice" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "seo_crawls_status" CHECK ("seo_crawls"."status" in ('queued','running','succeeded','failed','cancelled')),
	CONSTRAINT "seo_crawls_limits" CHECK ("seo_crawls"."page_limit" between 1 and 100000 and "seo_crawls"."concurrency" between 1 and 32 and "seo_crawls"."delay_ms" between 0 and 60000)
);
--> statement-breakpoint
ALTER TABLE "seo_crawl_issues" ADD CONSTRAINT "seo_crawl_issues_crawl_id_seo_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."seo_crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_crawl_issues" ADD CONSTRAINT "seo_crawl_issues_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_crawl_pages" ADD CONSTRAINT "seo_crawl_pages_crawl_id_seo_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."seo_crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_crawl_pages" ADD CONSTRAINT "seo_crawl_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_crawls" ADD CONSTRAINT "seo_crawls_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_crawls" ADD CONSTRAINT "seo_crawls_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_crawl_issues_brand_crawl_idx" ON "seo_crawl_issues" USING btree ("brand_id","crawl_id","check_key");--> statement-breakpoint
CREATE INDEX "seo_crawl_issues_crawl_page_idx" ON "seo_crawl_issues" USING btree ("crawl_id","page_url");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_crawl_pages_crawl_url_key" ON "seo_crawl_pages" USING btree ("crawl_id","url");--> statement-breakpoint
CREATE INDEX "seo_crawl_pages_brand_crawl_idx" ON "seo_crawl_pages" USING btree ("brand_id","crawl_id");--> statement-breakpoint
CREATE INDEX "seo_crawl_pages_queued_idx" ON "seo_crawl_pages" USING btree ("crawl_id") WHERE "seo_crawl_pages"."fetched_at" is null;--> statement-breakpoint
CREATE INDEX "seo_crawls_brand_created_idx" ON "seo_crawls" USING btree ("brand_id","created_at");