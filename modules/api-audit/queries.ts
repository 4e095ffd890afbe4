/**
 * The brand's API-call ledger (/api-calls-audit): one page of calls, totals per provider and per
 * month (what an agency bills from), and the CSV export. All reads run under the brand's scope;
 * deployment-level rows (brand_id null) are never part of a brand's ledger.
 */
import { and, count, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { apiCalls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { orderBySql, withinDays, type SortColumns } from "@/lib/table/sql";
import { pageWindow, type TablePage, type TableSort } from "@/lib/table/state";
import { API_CALLS_EXPORT_LIMIT } from "./inputs";
import { API_CALL_TABLE, type ApiCallFilterValues, type ApiCallTableState } from "./view-params";

export type ApiCallRow = {
  id: string;
  createdAt: string;
  provider: string;
  purpose: string;
  method: string;
  host: string;
  path: string;
  status: number | null;
  ok: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  latencyMs: number;
  bytesIn: number;
  bytesOut: number;
  retry: number;
  costUsd: number | null;
  byJob: boolean;
};

export type ApiCallPage = TablePage<ApiCallRow>;

export type Totals = { calls: number; failed: number; costUsd: number; avgLatencyMs: number };
export type ProviderTotals = Totals & { provider: string; lastCallAt: string };
export type MonthTotals = Totals & { month: string };

function where(scope: BrandScope, f: ApiCallFilterValues): SQL {
  const conds: SQL[] = [eq(apiCalls.brandId, scope.brandId)];
  if (f.provider) conds.push(eq(apiCalls.provider, f.provider));
  if (f.status === "ok") conds.push(eq(apiCalls.ok, true));
  if (f.status === "failed") conds.push(eq(apiCalls.ok, false));
  conds.push(...withinDays(apiCalls.createdAt, f.from, f.to));
  return and(...conds)!;
}

const columns = {
  id: apiCalls.id,
  createdAt: apiCalls.createdAt,
  provider: apiCalls.provider,
  purpose: apiCalls.purpose,
  method: apiCalls.method,
  host: apiCalls.host,
  path: apiCalls.path,
  status: apiCalls.status,
  ok: apiCalls.ok,
  errorCode: apiCalls.errorCode,
  errorMessage: apiCalls.errorMessage,
  latencyMs: apiCalls.latencyMs,
  bytesIn: apiCalls.bytesIn,
  bytesOut: apiCalls.bytesOut,
  retry: apiCalls.retry,
  costUsd: apiCalls.costUsd,
  jobId: apiCalls.jobId,
};

/**
 * The ledger's sortable columns (API_CALL_TABLE) in SQL. "created" reads the (brand_id, created_at)
 * index; the others sort one brand's calls, newest first among equals.
 */
const API_CALL_SORT_SQL: SortColumns<typeof API_CALL_TABLE> = {
  created: { expr: apiCalls.createdAt },
  provider: { expr: apiCalls.provider, then: sql`${apiCalls.createdAt} desc` },
  // Calls that got no answer (refused, timed out) have no status: they sort after every answered one.
  status: { expr: apiCalls.status, nulls: "last", then: sql`${apiCalls.createdAt} desc` },
  latency: { expr: apiCalls.latencyMs, then: sql`${apiCalls.createdAt} desc` },
  // Calls with no known cost are not cheap or dear: they stay at the end either way.
  cost: { expr: apiCalls.costUsd, nulls: "last", then: sql`${apiCalls.createdAt} desc` },
};

function orderBy(sort: TableSort): SQL {
  return orderBySql(API_CALL_SORT_SQL, sort, apiCalls.id);
}

type Raw = Omit<ApiCallRow, "createdAt" | "costUsd" | "byJob"> & { createdAt: Date; costUsd: string | null; jobId: string | null };

function toRow({ jobId, costUsd, ...r }: Raw): ApiCallRow {
  return { ...r, createdAt: r.createdAt.toISOString(), costUsd: costUsd == null ? null : Number(costUsd), byJob: jobId != null };
}

const totalsColumns = {
  calls: sql<number>`count(*)::int`,
  failed: sql<number>`(count(*) filter (where not ${apiCalls.ok}))::int`,
  costUsd: sql<string>`coalesce(sum(${apiCalls.costUsd}), 0)::text`,
  avgLatencyMs: sql<number>`coalesce(round(avg(${apiCalls.latencyMs})), 0)::int`,
};

function totals(r: { calls: number; failed: number; costUsd: string; avgLatencyMs: number }): Totals {
  return { calls: r.calls, failed: r.failed, costUsd: Number(r.costUsd), avgLatencyMs: r.avgLatencyMs };
}

/** One page of calls in the table's sort, with the total for the pager (a page past the end shows the last). */
export async function listApiCalls(scope: BrandScope, state: ApiCallTableState): Promise<ApiCallPage> {
  return withScope(scope, async (tx) => {
    const w = where(scope, state.filters);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(apiCalls).where(w);
    const paging = pageWindow(Number(total), state);
    const rows = await tx
      .select(columns)
      .from(apiCalls)
      .where(w)
      .orderBy(orderBy(state.sort))
      .limit(state.size)
      .offset(paging.offset);
    return { ...paging, rows: rows.map(toRow) };
  });
}

/** Totals of the filtered calls: overall, per provider and per calendar month (UTC). */
export async function apiCallTotals(
  scope: BrandScope,
  filters: ApiCallFilterValues,
): Promise<{ overall: Totals; byProvider: ProviderTotals[]; byMonth: MonthTotals[] }> {
  return withScope(scope, async (tx) => {
    const w = where(scope, filters);
    const [overall] = await tx.select(totalsColumns).from(apiCalls).where(w);
    const byProvider = await tx
      .select({ provider: apiCalls.provider, lastCallAt: sql<string>`max(${apiCalls.createdAt})::text`, ...totalsColumns })
      .from(apiCalls)
      .where(w)
      .groupBy(apiCalls.provider)
      .orderBy(sql`count(*) desc`);
    const month = sql<string>`to_char(date_trunc('month', ${apiCalls.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
    const byMonth = await tx
      .select({ month, ...totalsColumns })
      .from(apiCalls)
      .where(w)
      .groupBy(month)
      .orderBy(desc(month))
      .limit(24);
    return {
      overall: totals(overall ?? { calls: 0, failed: 0, costUsd: "0", avgLatencyMs: 0 }),
      byProvider: byProvider.map((r) => ({ ...totals(r), provider: r.provider, lastCallAt: new Date(r.lastCallAt).toISOString() })),
      byMonth: byMonth.map((r) => ({ ...totals(r), month: r.month })),
    };
  });
}

/** Providers this brand has called (for the filter). */
export async function apiCallProviders(scope: BrandScope): Promise<string[]> {
  const rows = await withScope(scope, (tx) =>
    tx.selectDistinct({ provider: apiCalls.provider }).from(apiCalls).where(and(eq(apiCalls.brandId, scope.brandId), isNotNull(apiCalls.provider))).orderBy(apiCalls.provider),
  );
  return rows.map((r) => r.provider);
}

/** Every call of the current filter (capped), in the table's sort, for the CSV export. */
export async function listApiCallsForExport(scope: BrandScope, filters: ApiCallFilterValues, sort: TableSort = API_CALL_TABLE.defaultSort): Promise<ApiCallRow[]> {
  const rows = await withScope(scope, (tx) => tx.select(columns).from(apiCalls).where(where(scope, filters)).orderBy(orderBy(sort)).limit(API_CALLS_EXPORT_LIMIT));
  return rows.map(toRow);
}
