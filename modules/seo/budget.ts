/**
 * The monthly budget of a brand's paid SEO provider calls, checked before each call (as SAIO does
 * for model calls). The API-call ledger is the truth: every priced call this calendar month (UTC)
 * to an SEO data provider counts, whichever feature made it. Cache hits are ledger rows with cost 0.
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { apiCalls } from "@/db/schema";
import { formatUsd } from "@/lib/format";
import { withScope, type BrandScope } from "@/lib/brand-scope";

/** Provider names the SEO clients write into api_calls.provider. */
export const SEO_PAID_PROVIDERS = ["dataforseo", "serpapi", "serper"] as const;

export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function seoMonthSpendUsd(scope: BrandScope, now = new Date()): Promise<number> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ total: sql<string>`coalesce(sum(${apiCalls.costUsd}), 0)::text` })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, scope.brandId), inArray(apiCalls.provider, [...SEO_PAID_PROVIDERS]), gte(apiCalls.createdAt, monthStart(now)))),
  );
  return Number(row?.total ?? 0);
}

/** Why the next paid call may not start under `budget`, or null when it may. */
export function seoBudgetRefusal(budget: number | null, spent: number, nextCost: number): string | null {
  if (budget === null) return null;
  if (spent >= budget) return `This month's SEO budget of ${formatUsd(budget)} is used up (${formatUsd(spent)} spent). Raise it in SEO Settings or wait for next month.`;
  if (spent + nextCost > budget) {
    return `Stopped before exceeding this month's SEO budget of ${formatUsd(budget)}: ${formatUsd(spent)} spent, and the next call could cost up to ${formatUsd(nextCost)}.`;
  }
  return null;
}
