-- The SOP template library is shared by every brand and has no brand_id (schema allow-list).
-- growth_app may read it and never write it: only a SELECT policy exists, so inserts, updates and
-- deletes by the runtime role are refused. The library loader (modules/sops/library/sync.ts) runs
-- as the database owner, which row-level security does not restrict.
ALTER TABLE public.sop_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sop_templates_read ON public.sop_templates FOR SELECT TO growth_app USING (true);
--> statement-breakpoint
ALTER TABLE public.sop_template_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sop_template_versions_read ON public.sop_template_versions FOR SELECT TO growth_app USING (true);
