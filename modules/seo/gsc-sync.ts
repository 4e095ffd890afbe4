/**
 * "Sync Search Console": the brand's Search Analytics rows (query × page × day, the last `days` days) through
 * its Google connection (getGoogleAccessToken) into seo_gsc_rows (source "gsc"), and every query
 * into the keyword store with its Search Console figures (clicks, impressions, CTR and the
 * impression-weighted average position over the period). Re-syncing the same period changes only
 * what Google changed.
 *
 * The same period is also asked by date × device and by date × country (two more queries, paged the
 * same way), stored beside the query rows with query and page empty — where the Performance export's
 * Devices and Countries tables go — so /seo-analytics splits an API-connected brand by device and
 * country too. Those split rows are whole-property figures (anonymised queries included): readers that
 * sum query or page rows skip them (`device is null and country is null`), so nothing counts twice.
 */
import { logActivity } from "@/lib/activity";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { getGoogleAccessToken } from "@/modules/integrations/google/connection";
import { queryTotals } from "./gsc-totals";
import { searchConsoleCountryName } from "./providers/gsc-country";
import { createSearchConsoleClient } from "./providers/search-console";
import { providerSettingsFromEnv } from "./providers/sources";
import { upsertGscRows } from "./queries/gsc";
import { mergeFigures, upsertKeywords } from "./queries/keywords";
import type { SearchConsoleRow } from "./types";

export type GscSyncOutcome = { rows: number; splitRows: number; added: number; updated: number; unchanged: number; keywordsAdded: number; siteUrl: string; startDate: string; endDate: string };

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The device and country splits, each by day so any period of /seo-analytics can be cut from them. */
export const SPLIT_DIMENSIONS = [
  ["date", "device"],
  ["date", "country"],
] as const;

/**
 * `range` (inclusive "YYYY-MM-DD" days) replaces the window ending two days before `now`, for the
 * history sync that walks 16 months slice by slice; `maxRows` caps the rows of the one query (paged
 * 25,000 at a time with startRow).
 */
export async function syncSearchConsole(scope: BrandScope, opts: { days?: number; now?: Date; range?: { start: string; end: string }; maxRows?: number } = {}): Promise<GscSyncOutcome> {
  const now = opts.now ?? new Date();
  const access = await getGoogleAccessToken(scope);
  if (!access.ok) throw new ActionError(access.failure.message);
  const siteUrl = access.value.siteUrl;
  if (!siteUrl) throw new ActionError("Choose the Search Console property of this brand on Integrations first.");
  // Search Console's final data lags about two days.
  const end = opts.range ? new Date(`${opts.range.end}T00:00:00Z`) : new Date(now.getTime() - 2 * 86_400_000);
  const start = opts.range ? new Date(`${opts.range.start}T00:00:00Z`) : new Date(end.getTime() - ((opts.days ?? 28) - 1) * 86_400_000);
  const client = createSearchConsoleClient({ accessToken: access.value.accessToken, baseUrl: providerSettingsFromEnv().baseUrls.gsc });
  const answer = await client.query({ siteUrl, startDate: isoDay(start), endDate: isoDay(end), dimensions: ["query", "page", "date"], maxRows: opts.maxRows ?? 50_000 }, { scope, purpose: "seo.gsc" });
  if (!answer.ok) throw new ActionError(answer.failure.message);
  const rows = answer.value;
  const split: SearchConsoleRow[] = [];
  for (const dimensions of SPLIT_DIMENSIONS) {
    const part = await client.query({ siteUrl, startDate: isoDay(start), endDate: isoDay(end), dimensions: [...dimensions], maxRows: opts.maxRows ?? 50_000 }, { scope, purpose: "seo.gsc" });
    if (!part.ok) throw new ActionError(part.failure.message);
    for (const r of part.value) split.push(r.country === null ? r : { ...r, country: searchConsoleCountryName(r.country) });
  }
  const fetchedAt = new Date();
  const totals = queryTotals(rows);
  return withScope(scope, async (tx) => {
    const { ids, added: keywordsAdded } = totals.size
      ? await upsertKeywords(tx, scope, [...totals.values()].map((t) => ({ keyword: t.keyword })), "gsc")
      : { ids: new Map<string, string>(), added: 0 };
    await mergeFigures(
      tx,
      scope,
      [...totals].flatMap(([key, t]) => {
        const keywordId = ids.get(key);
        if (!keywordId) return [];
        return [
          {
            keywordId,
            source: "gsc" as const,
            fetchedAt,
            volume: null,
            monthly: null,
            cpcUsd: null,
            difficulty: null,
            competition: null,
            intent: null,
            position: t.position >= 1 ? Math.round(t.position) : null,
            extra: { clicks: t.clicks, impressions: t.impressions, ctr: Math.round(t.ctr * 1e6) / 1e6, averagePosition: t.position, period: `${isoDay(start)}..${isoDay(end)}` },
          },
        ];
      }),
    );
    const r = await upsertGscRows(tx, scope, "gsc", [...rows, ...split], fetchedAt);
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "seo_gsc_synced",
      userAction: `Synced Search Console (${siteUrl}, ${isoDay(start)} to ${isoDay(end)}): ${r.added} rows added, ${r.updated} updated, ${keywordsAdded} new keywords`,
      payload: { ...r, keywordsAdded, siteUrl },
    });
    return { rows: rows.length, splitRows: split.length, ...r, keywordsAdded, siteUrl, startDate: isoDay(start), endDate: isoDay(end) };
  });
}
