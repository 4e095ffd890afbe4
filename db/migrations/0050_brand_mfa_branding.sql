CREATE TABLE "app_branding" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text,
	"description" text,
	"og_title" text,
	"og_description" text,
	"og_image" text,
	"keywords" text,
	"canonical_url" text,
	"product_name" text,
	"favicon_bytes" "bytea",
	"favicon_type" text,
	"favicon_hash" text,
	"logo_bytes" "bytea",
	"logo_type" text,
	"logo_hash" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_branding_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "require_mfa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_branding" ADD CONSTRAINT "app_branding_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: guard
-- Brand-required two-factor sign-in (issue 26). Access to a brand is decided here, in the functions every
-- policy reads, so the requirement holds for every query of every module, the cross-brand pages included:
-- a session below aal2 (the access token's `aal` claim, forwarded by lib/brand-scope wallClaims) does not
-- see a brand that requires two-factor sign-in at all — not even its owner's own session.
CREATE OR REPLACE FUNCTION app.aal() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'aal', ''), 'aal1')
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.aal() TO growth_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.accessible_brand_ids() RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM public.brands WHERE user_id = app.uid() AND (NOT require_mfa OR app.aal() = 'aal2')
  UNION
  SELECT a.brand_id FROM public.user_brand_access a JOIN public.brands b ON b.id = a.brand_id
  WHERE a.user_id = app.uid() AND (NOT b.require_mfa OR app.aal() = 'aal2')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.brand_role(b uuid) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM public.brands WHERE id = b AND require_mfa AND app.aal() <> 'aal2') THEN NULL
    WHEN EXISTS (SELECT 1 FROM public.brands WHERE id = b AND user_id = app.uid()) THEN 'owner'
    ELSE (SELECT role FROM public.user_brand_access WHERE brand_id = b AND user_id = app.uid())
  END
$$;
--> statement-breakpoint
-- The one thing a session below aal2 may learn about such a brand it belongs to: its name, for the page
-- that asks it to set up two-factor sign-in. Null for everyone else (non-members learn nothing).
CREATE OR REPLACE FUNCTION app.brand_mfa_gate(b uuid) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT br.name FROM public.brands br
  WHERE br.id = b AND br.require_mfa AND app.aal() <> 'aal2'
    AND (br.user_id = app.uid() OR EXISTS (SELECT 1 FROM public.user_brand_access a WHERE a.brand_id = b AND a.user_id = app.uid()))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.brand_mfa_gate(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.brand_mfa_gate(uuid) TO growth_app;
--> statement-breakpoint
-- The owner's own rows were visible (and deletable) by user_id alone: the requirement applies to them too.
DROP POLICY IF EXISTS brands_select ON public.brands;
--> statement-breakpoint
CREATE POLICY brands_select ON public.brands FOR SELECT TO growth_app
  USING ((user_id = app.uid() AND (NOT require_mfa OR app.aal() = 'aal2')) OR id IN (SELECT app.accessible_brand_ids()));
--> statement-breakpoint
DROP POLICY IF EXISTS brands_delete ON public.brands;
--> statement-breakpoint
CREATE POLICY brands_delete ON public.brands FOR DELETE TO growth_app
  USING (user_id = app.uid() AND (NOT require_mfa OR app.aal() = 'aal2'));
--> statement-breakpoint
-- White-label branding: one deployment row that every page reads; growth_app may read, only the system
-- role (the admin-checked action, lib/branding) writes.
ALTER TABLE public.app_branding ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY app_branding_read ON public.app_branding FOR SELECT TO growth_app USING (true);
