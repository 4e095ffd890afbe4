/**
 * /integrations → SEO data: every SEO provider the brand can use — DataForSEO, SerpApi, Serper (paid,
 * by key) and Search Console and Google Analytics (free, through the brand's Google connection) — with
 * where its key comes from, its calls in the last 30 days, its last call and current error, and what
 * it cost this month against the brand's SEO budget. The API-call ledger is the record.
 */
import { sql } from "drizzle-orm";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { monthStart } from "../budget";
import { getSeoSettings } from "./settings";
import { listSeoProviderStatus } from "./provider-status";

export type SeoProviderActivity = {
  provider: "dataforseo" | "serpapi" | "serper" | "gsc" | "ga4";
  name: string;
  /** Paid providers: where the key comes from (null = none). Google's: null, their state is the connection's. */
  origin: "brand" | "deployment" | null;
  paid: boolean;
  calls30d: number;
  failed30d: number;
  lastCallAt: Date | null;
  lastStatus: number | null;
  lastError: { message: string; at: Date } | null;
  spendMonthUsd: number;
  spend30dUsd: number;
};

export type SeoProvidersOverview = { providers: SeoProviderActivity[]; budgetUsd: number | null; spentMonthUsd: number };

const GOOGLE: { provider: "gsc" | "ga4"; name: string }[] = [
  { provider: "gsc", name: "Google Search Console" },
  { provider: "ga4", name: "Google Analytics 4" },
];

export async function listSeoProviderActivity(scope: BrandScope, now = new Date()): Promise<SeoProvidersOverview> {
  const [status, settings] = await Promise.all([listSeoProviderStatus(scope), getSeoSettings(scope)]);
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const month = monthStart(now).toISOString();
  const rows = await withScope(scope, (tx) =>
    tx.execute<{ provider: string; calls: number; failed: number; last_at: string | null; last_status: number | null; month_usd: string; d30_usd: string; err_at: string | null; err: string | null; ok_at: string | null }>(sql`
      select p.provider,
        (select count(*)::int from api_calls a where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider and a.created_at >= ${since}::timestamptz) as calls,
        (select count(*)::int from api_calls a where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider and a.created_at >= ${since}::timestamptz and not a.ok) as failed,
        l.created_at::text as last_at, l.status as last_status,
        (select coalesce(sum(cost_usd), 0)::text from api_calls a where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider and a.created_at >= ${month}::timestamptz) as month_usd,
        (select coalesce(sum(cost_usd), 0)::text from api_calls a where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider and a.created_at >= ${since}::timestamptz) as d30_usd,
        e.created_at::text as err_at, coalesce(e.error_message, e.error_code, 'HTTP ' || e.status::text) as err,
        (select max(created_at)::text from api_calls a where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider and a.ok) as ok_at
      from (values ('dataforseo'), ('serpapi'), ('serper'), ('gsc'), ('ga4')) p(provider)
      left join lateral (select created_at, status from api_calls a where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider order by created_at desc limit 1) l on true
      left join lateral (select created_at, error_message, error_code, status from api_calls a where a.brand_id = ${scope.brandId}::uuid and a.provider = p.provider and not a.ok order by created_at desc limit 1) e on true`),
  );
  const by = new Map(rows.map((r) => [r.provider, r]));
  const activity = (provider: SeoProviderActivity["provider"], name: string, origin: SeoProviderActivity["origin"], paid: boolean): SeoProviderActivity => {
    const r = by.get(provider);
    const errAt = r?.err_at ? new Date(r.err_at) : null;
    const okAt = r?.ok_at ? new Date(r.ok_at) : null;
    // An error a later successful call cleared is history, not the provider's state.
    const current = errAt && (!okAt || errAt > okAt) && r?.err ? { message: r.err, at: errAt } : null;
    return {
      provider,
      name,
      origin,
      paid,
      calls30d: Number(r?.calls ?? 0),
      failed30d: Number(r?.failed ?? 0),
      lastCallAt: r?.last_at ? new Date(r.last_at) : null,
      lastStatus: r?.last_status ?? null,
      lastError: current,
      spendMonthUsd: Number(r?.month_usd ?? 0),
      spend30dUsd: Number(r?.d30_usd ?? 0),
    };
  };
  const providers = [
    ...status.filter((s): s is typeof s & { provider: "dataforseo" | "serpapi" | "serper" } => s.provider !== "gsc").map((s) => activity(s.provider, s.name, s.origin, true)),
    ...GOOGLE.map((g) => activity(g.provider, g.name, null, false)),
  ];
  return { providers, budgetUsd: settings.monthlyBudgetUsd, spentMonthUsd: providers.reduce((s, p) => s + p.spendMonthUsd, 0) };
}
