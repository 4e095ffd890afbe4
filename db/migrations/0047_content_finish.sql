CREATE TABLE "content_calendar_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"frequency" text NOT NULL,
	"interval" smallint DEFAULT 1 NOT NULL,
	"weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"month_day" smallint,
	"start_date" text NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"until_date" text,
	"count" integer,
	"owner_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_calendar_series_frequency" CHECK ("content_calendar_series"."frequency" in ('daily','weekly','monthly')),
	CONSTRAINT "content_calendar_series_kind" CHECK ("content_calendar_series"."kind" in ('article','newsletter','social')),
	CONSTRAINT "content_calendar_series_end" CHECK ("content_calendar_series"."until_date" is null or "content_calendar_series"."count" is null)
);
--> statement-breakpoint
CREATE TABLE "content_series_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"day" text NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "seo_serps_query_day_key";--> statement-breakpoint
ALTER TABLE "seo_serps" ADD COLUMN "sample_brand_id" uuid;--> statement-breakpoint
ALTER TABLE "content_calendar_series" ADD CONSTRAINT "content_calendar_series_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_calendar_series" ADD CONSTRAINT "content_calendar_series_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_calendar_series" ADD CONSTRAINT "content_calendar_series_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_series_slots" ADD CONSTRAINT "content_series_slots_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_series_slots" ADD CONSTRAINT "content_series_slots_series_id_content_calendar_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."content_calendar_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_series_slots" ADD CONSTRAINT "content_series_slots_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_calendar_series_brand_idx" ON "content_calendar_series" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "content_series_slots_brand_idx" ON "content_series_slots" USING btree ("brand_id","series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_series_slots_slot_key" ON "content_series_slots" USING btree ("series_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "content_series_slots_post_key" ON "content_series_slots" USING btree ("post_id");--> statement-breakpoint
ALTER TABLE "seo_serps" ADD CONSTRAINT "seo_serps_sample_brand_id_brands_id_fk" FOREIGN KEY ("sample_brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_serps_query_day_key" ON "seo_serps" USING btree ("keyword_key","location","language","device","day",coalesce("sample_brand_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
-- The brand a query runs for (withScope puts it in the claims as `brand`); null outside a brand scope.
CREATE OR REPLACE FUNCTION app.scope_brand_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'brand', '')::uuid
$$;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.scope_brand_id() TO growth_app;--> statement-breakpoint
-- A SERP the sample-data seed stored (sample_brand_id set, fictional results) is readable only in a
-- query for that very brand: not by the user's other brands, not outside a brand scope, never by
-- another user. Every reader of the shared cache (rank checks, clustering, research, ideas) gets this
-- without a filter of its own.
DROP POLICY IF EXISTS seo_serps_read ON public.seo_serps;--> statement-breakpoint
CREATE POLICY seo_serps_read ON public.seo_serps FOR SELECT TO growth_app
  USING (EXISTS (
    SELECT 1 FROM public.seo_keywords k
    WHERE k.keyword_key = seo_serps.keyword_key AND k.brand_id IN (SELECT app.accessible_brand_ids())
  ) AND (seo_serps.sample_brand_id IS NULL
    OR (seo_serps.sample_brand_id = app.scope_brand_id() AND seo_serps.sample_brand_id IN (SELECT app.accessible_brand_ids()))));
--> statement-breakpoint
-- A content brief's status follows its writing task (content_briefs.task_id): the task done → the
-- brief done; the task reopened → the brief back to in writing. A trigger rather than app code so
-- every path that moves a task (board, bulk edit, API, jobs) keeps the two in step, in the same
-- transaction and under the same role and RLS as the task change.
CREATE OR REPLACE FUNCTION app.content_brief_follows_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'done' AND OLD.status IS DISTINCT FROM 'done' THEN
    UPDATE public.content_briefs SET status = 'done', updated_at = now()
      WHERE task_id = NEW.id AND brand_id = NEW.brand_id AND status <> 'done';
  ELSIF OLD.status = 'done' AND NEW.status IS DISTINCT FROM 'done' THEN
    UPDATE public.content_briefs SET status = 'in_writing', updated_at = now()
      WHERE task_id = NEW.id AND brand_id = NEW.brand_id AND status = 'done';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS content_brief_follows_task ON public.foundational_tasks;--> statement-breakpoint
CREATE TRIGGER content_brief_follows_task AFTER UPDATE OF status ON public.foundational_tasks
  FOR EACH ROW EXECUTE FUNCTION app.content_brief_follows_task();--> statement-breakpoint
UPDATE public.content_briefs b SET status = 'done', updated_at = now()
  FROM public.foundational_tasks t WHERE b.task_id = t.id AND t.status = 'done' AND b.status <> 'done';
