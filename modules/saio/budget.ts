/**
 * The monthly budget of a brand's model calls. The API-call ledger is the truth: every priced
 * model call of the brand this calendar month (UTC) counts, whichever feature made it, so tests,
 * classification and sentiment scoring spend from the same budget as the runs.
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { apiCalls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { AI_PROVIDER_KINDS } from "@/modules/ai/catalog";
import { costUsd, type Price } from "@/modules/ai/prices";
import { formatUsd } from "@/lib/format";

export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export async function monthSpendUsd(scope: BrandScope, now = new Date()): Promise<number> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ total: sql<string>`coalesce(sum(${apiCalls.costUsd}), 0)::text` })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, scope.brandId), inArray(apiCalls.provider, [...AI_PROVIDER_KINDS]), gte(apiCalls.createdAt, monthStart(now)))),
  );
  return Number(row?.total ?? 0);
}

/** The most one answer may cost: the prompt (≈ 4 characters a token, plus overhead) and a full-length reply. */
export function worstCaseCostUsd(price: Price | null, promptChars: number, maxOutputTokens: number): number {
  return costUsd(price, Math.ceil(promptChars / 4) + 200, maxOutputTokens) ?? 0;
}

/** Why the next call may not start under `budget`, or null when it may. */
export function budgetRefusal(budget: number | null, spent: number, nextCost: number, label = "SAIO"): string | null {
  if (budget === null) return null;
  if (spent >= budget) return `This month's ${label} budget of ${formatUsd(budget)} is used up (${formatUsd(spent)} spent).`;
  if (spent + nextCost > budget) {
    return `Stopped before exceeding this month's budget of ${formatUsd(budget)}: ${formatUsd(spent)} spent, and the next answer could cost up to ${formatUsd(nextCost)}.`;
  }
  return null;
}
