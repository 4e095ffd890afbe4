-- Hand-written row-level security for the tables of issue 5 that need more than brand_isolation.
--
-- brand_roles and brand_invitations decide who gets access to a brand, so every participant may
-- read them but only owners and admins may change them (the same rule as user_brand_access). The
-- read policy is named brand_isolation so app.ensure_brand_rls() does not add its permissive
-- FOR ALL policy next to these.
ALTER TABLE public.brand_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY brand_isolation ON public.brand_roles FOR SELECT TO growth_app
  USING (brand_id IN (SELECT app.accessible_brand_ids()));
--> statement-breakpoint
CREATE POLICY brand_roles_insert ON public.brand_roles FOR INSERT TO growth_app
  WITH CHECK (app.brand_role(brand_id) IN ('owner', 'admin'));
--> statement-breakpoint
CREATE POLICY brand_roles_update ON public.brand_roles FOR UPDATE TO growth_app
  USING (app.brand_role(brand_id) IN ('owner', 'admin')) WITH CHECK (app.brand_role(brand_id) IN ('owner', 'admin'));
--> statement-breakpoint
CREATE POLICY brand_roles_delete ON public.brand_roles FOR DELETE TO growth_app
  USING (app.brand_role(brand_id) IN ('owner', 'admin'));
--> statement-breakpoint
ALTER TABLE public.brand_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY brand_isolation ON public.brand_invitations FOR SELECT TO growth_app
  USING (brand_id IN (SELECT app.accessible_brand_ids()));
--> statement-breakpoint
CREATE POLICY brand_invitations_insert ON public.brand_invitations FOR INSERT TO growth_app
  WITH CHECK (app.brand_role(brand_id) IN ('owner', 'admin'));
--> statement-breakpoint
CREATE POLICY brand_invitations_update ON public.brand_invitations FOR UPDATE TO growth_app
  USING (app.brand_role(brand_id) IN ('owner', 'admin')) WITH CHECK (app.brand_role(brand_id) IN ('owner', 'admin'));
--> statement-breakpoint
CREATE POLICY brand_invitations_delete ON public.brand_invitations FOR DELETE TO growth_app
  USING (app.brand_role(brand_id) IN ('owner', 'admin'));
--> statement-breakpoint
-- A person's avatar is not brand data: visible to whoever may see their profile, written by them.
ALTER TABLE public.user_avatars ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_avatars_select ON public.user_avatars FOR SELECT TO growth_app
  USING (user_id IN (SELECT app.visible_profile_ids()));
--> statement-breakpoint
CREATE POLICY user_avatars_insert ON public.user_avatars FOR INSERT TO growth_app
  WITH CHECK (user_id = app.uid());
--> statement-breakpoint
CREATE POLICY user_avatars_update ON public.user_avatars FOR UPDATE TO growth_app
  USING (user_id = app.uid()) WITH CHECK (user_id = app.uid());
--> statement-breakpoint
CREATE POLICY user_avatars_delete ON public.user_avatars FOR DELETE TO growth_app
  USING (user_id = app.uid());
