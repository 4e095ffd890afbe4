-- The tenant wall's second layer: row-level security for the runtime role `growth_app`.
-- The app runs every user-facing query inside a transaction that does
--   select set_config('request.jwt.claims', $1, true); set local role growth_app;
-- so these policies see the signed-in user through app.uid().
CREATE SCHEMA IF NOT EXISTS app;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'growth_app') THEN
    CREATE ROLE growth_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END $$;
--> statement-breakpoint
-- A non-superuser owner (Supabase, Neon) must be a member to SET ROLE growth_app.
DO $$ BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT growth_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public, app TO growth_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.uid() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub', '')::uuid
$$;
--> statement-breakpoint
-- SECURITY DEFINER: the policies of brands/user_brand_access must not recurse into themselves.
CREATE OR REPLACE FUNCTION app.accessible_brand_ids() RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM public.brands WHERE user_id = app.uid()
  UNION
  SELECT brand_id FROM public.user_brand_access WHERE user_id = app.uid()
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.brand_role(b uuid) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM public.brands WHERE id = b AND user_id = app.uid()) THEN 'owner'
    ELSE (SELECT role FROM public.user_brand_access WHERE brand_id = b AND user_id = app.uid())
  END
$$;
--> statement-breakpoint
-- People who share at least one brand with the current user (team pages show their names).
CREATE OR REPLACE FUNCTION app.visible_profile_ids() RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT app.uid()
  UNION
  SELECT user_id FROM public.brands WHERE id IN (SELECT app.accessible_brand_ids())
  UNION
  SELECT user_id FROM public.user_brand_access WHERE brand_id IN (SELECT app.accessible_brand_ids())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.accessible_brand_ids(), app.brand_role(uuid), app.visible_profile_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.uid(), app.accessible_brand_ids(), app.brand_role(uuid), app.visible_profile_ids() TO growth_app;
--> statement-breakpoint
-- Idempotent: grants growth_app table access and gives every public table with a brand_id column
-- (that has no hand-written policies below) the brand_isolation policy. Run after every migration,
-- so a new brand-scoped table is walled the moment it exists.
CREATE OR REPLACE FUNCTION app.ensure_brand_rls() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO growth_app';
  EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO growth_app';
  FOR t IN
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'brand_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname NOT IN ('brands', 'user_brand_access', 'current_navigation', 'activity_logs')
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t.relname);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.relname AND policyname = 'brand_isolation') THEN
      EXECUTE format(
        'CREATE POLICY brand_isolation ON public.%I FOR ALL TO growth_app USING (brand_id IN (SELECT app.accessible_brand_ids())) WITH CHECK (brand_id IN (SELECT app.accessible_brand_ids()))',
        t.relname);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE public.brands ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY brands_select ON public.brands FOR SELECT TO growth_app USING (user_id = app.uid() OR id IN (SELECT app.accessible_brand_ids()));
--> statement-breakpoint
CREATE POLICY brands_insert ON public.brands FOR INSERT TO growth_app WITH CHECK (user_id = app.uid());
--> statement-breakpoint
CREATE POLICY brands_update ON public.brands FOR UPDATE TO growth_app USING (id IN (SELECT app.accessible_brand_ids())) WITH CHECK (id IN (SELECT app.accessible_brand_ids()));
--> statement-breakpoint
CREATE POLICY brands_delete ON public.brands FOR DELETE TO growth_app USING (user_id = app.uid());
--> statement-breakpoint
ALTER TABLE public.user_brand_access ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY uba_select ON public.user_brand_access FOR SELECT TO growth_app USING (brand_id IN (SELECT app.accessible_brand_ids()));
--> statement-breakpoint
CREATE POLICY uba_insert ON public.user_brand_access FOR INSERT TO growth_app WITH CHECK (app.brand_role(brand_id) IN ('owner', 'admin'));
--> statement-breakpoint
CREATE POLICY uba_update ON public.user_brand_access FOR UPDATE TO growth_app USING (app.brand_role(brand_id) IN ('owner', 'admin'));
--> statement-breakpoint
CREATE POLICY uba_delete ON public.user_brand_access FOR DELETE TO growth_app USING (app.brand_role(brand_id) IN ('owner', 'admin') OR user_id = app.uid());
--> statement-breakpoint
ALTER TABLE public.current_navigation ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY current_navigation_own ON public.current_navigation FOR ALL TO growth_app
  USING (user_id = app.uid())
  WITH CHECK (user_id = app.uid() AND brand_id IN (SELECT app.accessible_brand_ids()));
--> statement-breakpoint
ALTER TABLE public.activity_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY activity_logs_select ON public.activity_logs FOR SELECT TO growth_app
  USING (brand_id IN (SELECT app.accessible_brand_ids()) OR (brand_id IS NULL AND user_id = app.uid()));
--> statement-breakpoint
CREATE POLICY activity_logs_insert ON public.activity_logs FOR INSERT TO growth_app
  WITH CHECK (user_id = app.uid() AND (brand_id IS NULL OR brand_id IN (SELECT app.accessible_brand_ids())));
--> statement-breakpoint
ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY profiles_select ON public.profiles FOR SELECT TO growth_app USING (id IN (SELECT app.visible_profile_ids()));
--> statement-breakpoint
CREATE POLICY profiles_write ON public.profiles FOR UPDATE TO growth_app USING (id = app.uid()) WITH CHECK (id = app.uid());
--> statement-breakpoint
-- Written by the server's system role only (auth flow); growth_app sees none of it.
ALTER TABLE public.email_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
SELECT app.ensure_brand_rls();
