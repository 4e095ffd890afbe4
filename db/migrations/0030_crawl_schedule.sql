ALTER TABLE "seo_settings" ADD COLUMN "crawl_frequency" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "next_crawl_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD CONSTRAINT "seo_settings_crawl_frequency" CHECK ("seo_settings"."crawl_frequency" in ('off','weekly','monthly'));