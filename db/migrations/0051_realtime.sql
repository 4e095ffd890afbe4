CREATE TABLE "realtime_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"table_name" text NOT NULL,
	"op" text NOT NULL,
	"row_id" text,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_presence" (
	"brand_id" uuid NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_presence_brand_id_key_user_id_pk" PRIMARY KEY("brand_id","key","user_id")
);
--> statement-breakpoint
ALTER TABLE "realtime_presence" ADD CONSTRAINT "realtime_presence_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_presence" ADD CONSTRAINT "realtime_presence_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_changes_brand_idx" ON "realtime_changes" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "realtime_changes_at_idx" ON "realtime_changes" USING btree ("at");--> statement-breakpoint
-- hand-written: live
-- Live updates (lib/realtime, docs/realtime.md). Every write to a shared table appends
-- {brand, topic, table, op, row id} to realtime_changes and wakes listeners with pg_notify, both in the
-- writer's transaction (delivered at commit, gone on rollback). Ids only: subscribers re-read through
-- their own scope. SECURITY DEFINER so any writer (growth_app under RLS, the job runner) may append.
CREATE OR REPLACE FUNCTION app.capture_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  r record;
  b uuid;
  rid text;
  t text := TG_ARGV[0];
  cid bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  b := r.brand_id;
  IF b IS NULL THEN RETURN NULL; END IF;
  -- A brand being deleted takes its rows with it: nobody is left to tell.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM public.brands WHERE id = b) THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'realtime_presence' THEN
    rid := r.key;
  ELSIF TG_TABLE_NAME = 'growth_capacity' THEN
    rid := r.sprint_id::text;
  ELSE
    rid := r.id::text;
  END IF;
  -- Nested, not AND: PL/pgSQL would resolve r.kind on tables that have no such column.
  IF TG_TABLE_NAME = 'content_posts' THEN
    IF r.kind = 'social' THEN t := 'social'; END IF;
  END IF;
  INSERT INTO public.realtime_changes (brand_id, topic, table_name, op, row_id, actor_id)
    VALUES (b, t, TG_TABLE_NAME, lower(TG_OP), rid, app.uid()) RETURNING id INTO cid;
  PERFORM pg_notify('app_changes', json_build_object('id', cid, 'brandId', b)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.capture_change() FROM PUBLIC;
--> statement-breakpoint
-- (Re)creates the trigger of every shared table; the list is lib/realtime/topics.ts's LIVE_TABLES
-- (tests/integration/live/capture.test.ts checks they agree).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM (VALUES
    ('foundational_tasks', 'tasks'), ('task_comments', 'tasks'),
    ('growth_sprints', 'sprints'),
    ('growth_ideas', 'growth'), ('growth_capacity', 'growth'),
    ('sop_areas', 'sops'), ('sop_task_groups', 'sops'), ('sop_tasks', 'sops'),
    ('content_posts', 'content'), ('content_approvals', 'content'), ('content_generations', 'content'),
    ('social_publications', 'social'), ('social_channel_mix_runs', 'social'),
    ('saio_runs', 'saio'), ('persona_generation_runs', 'personas'),
    ('seo_rank_checks', 'seo'), ('seo_crawls', 'seo')
  ) AS v(tbl, topic)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS live_change ON public.%I', r.tbl);
    EXECUTE format('CREATE TRIGGER live_change AFTER INSERT OR UPDATE OR DELETE ON public.%I FOR EACH ROW EXECUTE FUNCTION app.capture_change(%L)', r.tbl, r.topic);
  END LOOP;
END $$;
--> statement-breakpoint
-- A heartbeat only moves seen_at: joining and leaving are the changes worth telling.
DROP TRIGGER IF EXISTS live_change ON public.realtime_presence;
--> statement-breakpoint
CREATE TRIGGER live_change AFTER INSERT OR DELETE ON public.realtime_presence FOR EACH ROW EXECUTE FUNCTION app.capture_change('presence');
