-- The shared SERP cache is deployment-wide (no brand_id): every brand that asks for the same
-- keyword + location + language + device on the same day reuses one fetched SERP. A user may read a
-- cached SERP only when one of their brands has that keyword; only the system role (the job runner
-- and the cache writer, modules/seo/serp-cache.ts) writes it, so growth_app gets no write policy.
ALTER TABLE public.seo_serps ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY seo_serps_read ON public.seo_serps FOR SELECT TO growth_app
  USING (EXISTS (
    SELECT 1 FROM public.seo_keywords k
    WHERE k.keyword_key = seo_serps.keyword_key AND k.brand_id IN (SELECT app.accessible_brand_ids())
  ));
