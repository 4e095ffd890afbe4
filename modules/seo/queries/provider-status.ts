/**
 * What SEO Settings shows about the providers: for each, whether a key is there (the brand's own from
 * Brand Settings → APIs, or the deployment default) and its last failed call with the provider's
 * words, when no successful call came after it (the API-call ledger is the record). Never a key.
 */
import { sql } from "drizzle-orm";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { listSerpProviders, SERP_PROVIDER_NAMES, type SerpProviderKind } from "../providers";

export type SeoProviderStatus = {
  provider: SerpProviderKind | "gsc";
  name: string;
  /** Where its key comes from; null = no key. The brand's own key wins over the deployment's. */
  origin: "brand" | "deployment" | null;
  lastError: { message: string; at: Date } | null;
  lastOkAt: Date | null;
};

export async function listSeoProviderStatus(scope: BrandScope): Promise<SeoProviderStatus[]> {
  const choices = await listSerpProviders(scope);
  const rows = await withScope(scope, (tx) =>
    tx.execute<{ provider: string; ok_at: string | null; error_at: string | null; error: string | null }>(sql`
      select p.provider,
        (select max(created_at) from api_calls a where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider and a.ok)::text as ok_at,
        e.created_at::text as error_at, coalesce(e.error_message, e.error_code, 'HTTP ' || e.status::text) as error
      from (values ('dataforseo'), ('serpapi'), ('serper'), ('gsc')) p(provider)
      left join lateral (
        select created_at, error_message, error_code, status from api_calls a
        where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider and not a.ok
        order by created_at desc limit 1
      ) e on true`),
  );
  const byProvider = new Map(rows.map((r) => [r.provider, r]));
  const kinds: SerpProviderKind[] = ["dataforseo", "serpapi", "serper"];
  const status = (provider: SerpProviderKind | "gsc", name: string, origin: SeoProviderStatus["origin"]): SeoProviderStatus => {
    const r = byProvider.get(provider);
    const okAt = r?.ok_at ? new Date(r.ok_at) : null;
    const errorAt = r?.error_at ? new Date(r.error_at) : null;
    const current = errorAt && (!okAt || errorAt > okAt);
    return { provider, name, origin, lastError: current && r?.error ? { message: r.error, at: errorAt } : null, lastOkAt: okAt };
  };
  return [
    ...kinds.map((k) => {
      const own = choices.find((c) => c.provider === k && c.origin === "brand");
      const dep = choices.find((c) => c.provider === k && c.origin === "deployment");
      return status(k, SERP_PROVIDER_NAMES[k], own ? "brand" : dep ? "deployment" : null);
    }),
  ];
}
