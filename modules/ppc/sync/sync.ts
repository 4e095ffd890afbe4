/**
 * One sync of a brand's ad account: campaigns per day and search terms per day over the range
 * (the last 30 days on the first sync, then from three days before the last sync — conversions
 * arrive late), and keywords with their totals over the last 30 days; each report stored through
 * `storeReport` (the only writer) with a ppc_imports row of source "api" for the import history.
 * All three reports are read before anything is written, so a failed sync stores nothing.
 */
import { and, eq } from "drizzle-orm";
import { ppcImports, type PpcNetwork, type PpcReportKind } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { OutboundClient } from "@/lib/http";
import type { PpcReport } from "../rows";
import { analyzeAfterStore, storeReport } from "../store";
import { adsAccess, recordAdsOutcome, type AdsAccess } from "../connect/connection";
import type { AdsCallContext, AdsFailure, AdsResult } from "../providers/call";
import { ADS_NETWORK_NAME, googleAdsConfig, microsoftAdsConfig } from "../providers/config";
import { campaignRows, gaql, keywordRows, searchStream, searchTermRows } from "../providers/google-ads";
import { microsoftAdsReport } from "../providers/microsoft-ads";

const DAY_MS = 86_400_000;
const FIRST_DAYS = 30;
const LATE_DAYS = 3;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days to read: 30 on the first sync; afterwards from three days before the last sync (at most 30 back). */
export function syncRange(lastSyncAt: Date | null, now: number): { from: string; to: string; keywordsFrom: string } {
  const today = Date.parse(iso(now));
  const earliest = today - (FIRST_DAYS - 1) * DAY_MS;
  const from = lastSyncAt ? Math.max(earliest, Math.min(today, Date.parse(iso(lastSyncAt.getTime()))) - LATE_DAYS * DAY_MS) : earliest;
  return { from: iso(from), to: iso(today), keywordsFrom: iso(earliest) };
}

export type SyncOptions = { jobId?: string | null; client?: OutboundClient; now?: number; userId?: string | null; microsoftPollMs?: number };
export type SyncSummary = { network: PpcNetwork; from: string; to: string; campaigns: number; campaignDays: number; keywords: number; searchTerms: number };

async function readGoogle(ctx: AdsCallContext, access: AdsAccess, r: ReturnType<typeof syncRange>): Promise<AdsResult<PpcReport[]>> {
  const config = googleAdsConfig()!;
  const q = (query: string, purpose: string) => searchStream(config, ctx, access.accessToken, access.accountId, access.managerId, query, purpose);
  const campaigns = await q(gaql.campaigns(r.from, r.to), "ppc.google.campaigns");
  if (!campaigns.ok) return campaigns;
  const keywords = await q(gaql.keywords(r.keywordsFrom, r.to), "ppc.google.keywords");
  if (!keywords.ok) return keywords;
  const terms = await q(gaql.searchTerms(r.from, r.to), "ppc.google.search-terms");
  if (!terms.ok) return terms;
  return {
    ok: true,
    value: [
      { kind: "campaign", rows: campaignRows(campaigns.value) },
      { kind: "keyword", rows: keywordRows(keywords.value, r.keywordsFrom, r.to) },
      { kind: "search_term", rows: searchTermRows(terms.value) },
    ],
  };
}

async function readMicrosoft(ctx: AdsCallContext, access: AdsAccess, r: ReturnType<typeof syncRange>, pollMs?: number): Promise<AdsResult<PpcReport[]>> {
  const config = microsoftAdsConfig()!;
  const account = { customerId: access.managerId ?? "", accountId: access.accountId };
  const out: PpcReport[] = [];
  for (const [kind, from] of [["campaign", r.from], ["keyword", r.keywordsFrom], ["search_term", r.from]] as const) {
    const report = await microsoftAdsReport(config, ctx, access.accessToken, account, kind, { from, to: r.to }, { pollMs });
    if (!report.ok) return report;
    out.push(report.value);
  }
  return { ok: true, value: out };
}

/**
 * Syncs the brand's `network` account. On failure the connection keeps the error (shown on
 * /integrations) and nothing is stored; on success the error is cleared and the sync time stamped.
 */
export async function syncAds(scope: BrandScope, network: PpcNetwork, opts: SyncOptions = {}): Promise<{ ok: true; value: SyncSummary } | { ok: false; failure: AdsFailure & { notConnected?: boolean } }> {
  const now = opts.now ?? Date.now();
  const access = await adsAccess(scope, network, opts);
  if (!access.ok) return access;
  const range = syncRange(access.value.lastSyncAt, now);
  const ctx = { scope, jobId: opts.jobId, client: opts.client };
  const read = network === "google_ads" ? await readGoogle(ctx, access.value, range) : await readMicrosoft(ctx, access.value, range, opts.microsoftPollMs);
  if (!read.ok) {
    await recordAdsOutcome(scope, network, { error: read.failure.message });
    return read;
  }
  const summary: SyncSummary = { network, from: range.from, to: range.to, campaigns: 0, campaignDays: 0, keywords: 0, searchTerms: 0 };
  const counts = await withScope(scope, async (tx) => {
    const all = [];
    // Campaign report last: storeReport takes a campaign's status from any row of a report, and a keyword
    // row's status is the keyword's, so the campaign report must have the last word.
    for (const report of [...read.value].sort((a, b) => Number(a.kind === "campaign") - Number(b.kind === "campaign"))) {
      const [from, to] = report.kind === "keyword" ? [range.keywordsFrom, range.to] : [range.from, range.to];
      const [imp] = await tx
        .insert(ppcImports)
        .values({ brandId: scope.brandId, network, reportKind: report.kind as PpcReportKind, source: "api", fileName: null, periodFrom: from, periodTo: to, rowsRead: report.rows.length, createdBy: opts.userId ?? null })
        .returning({ id: ppcImports.id });
      const c = await storeReport(tx, scope.brandId, report, { source: "api", importId: imp!.id, userId: opts.userId ?? null });
      await tx.update(ppcImports).set({ rowsStored: c.rowsStored }).where(and(eq(ppcImports.id, imp!.id), eq(ppcImports.brandId, scope.brandId)));
      if (report.kind === "campaign") {
        summary.campaigns = c.campaigns;
        summary.campaignDays = c.rowsStored;
      } else if (report.kind === "keyword") summary.keywords = c.rowsStored;
      else summary.searchTerms = c.rowsStored;
      all.push(c);
    }
    await logScopeActivity(tx, scope, "sync_ads", `Synced ${ADS_NETWORK_NAME[network]} (${access.value.accountName}): ${summary.campaigns} campaigns, ${summary.keywords} keywords, ${summary.searchTerms} search term rows, ${range.from} to ${range.to}`, { ...summary });
    return all;
  });
  await recordAdsOutcome(scope, network, { syncedAt: new Date(now) });
  for (const c of counts) await analyzeAfterStore(c);
  return { ok: true, value: summary };
}
