/**
 * What /historical-declines shows: the site's daily history with Google's updates, the declines
 * (filtered, sorted and paged from the URL) and the one opened in the detail panel.
 */
import { z } from "zod";
import { oneParam, parseTableState, type SearchParams } from "@/lib/table/parse";
import { pageWindow, type TablePage } from "@/lib/table/state";
import type { BrandScope } from "@/lib/brand-scope";
import { getDecline, listDeclines, loadDeclineHistory, parseDeclineId, type Decline, type SiteDay } from "./queries";
import type { DailyFigures } from "./rules";
import type { JobRow } from "@/lib/jobs";
import { latestHistorySync } from "./history-job";
import { GOOGLE_UPDATES, rolloutEnd } from "./updates";
import { DECLINE_TABLE, type DeclineTableState } from "./view-params";

const filtersInput = z.object({
  entity: z.enum(["page", "query"]).optional().catch(undefined),
  signal: z.enum(["position", "clicks", "impressions", "ctr"]).optional().catch(undefined),
  cause: z.enum(["update", "competitor", "technical", "none"]).optional().catch(undefined),
  comparison: z.enum(["previous", "year"]).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});

export type DeclinesPage = {
  span: { firstDay: string; lastDay: string } | null;
  site: SiteDay[];
  updates: { name: string; start: string; end: string }[];
  summary: { declines: number; pages: number; queries: number; lostClicks: number; withUpdate: number };
  state: DeclineTableState;
  table: TablePage<Decline>;
  detail: { decline: Decline; series: SiteDay[] } | null;
  /** A ?decline= the data no longer shows. */
  detailMissing: boolean;
  historyJob: Pick<JobRow, "status" | "lastError" | "createdAt"> | null;
};

function matches(d: Decline, f: DeclineTableState["filters"]): boolean {
  if (f.entity && d.entity !== f.entity) return false;
  if (f.signal && !d.signals.includes(f.signal)) return false;
  if (f.comparison && d.comparison !== f.comparison) return false;
  if (f.cause === "none" ? d.causes.length > 0 : f.cause && !d.causes.some((c) => c.kind === f.cause)) return false;
  if (f.q && !d.key.toLowerCase().includes(f.q.toLowerCase())) return false;
  return true;
}

const toSiteDays = (series: readonly DailyFigures[]): SiteDay[] =>
  [...series].sort((a, b) => a.day.localeCompare(b.day)).map((d) => ({ day: d.day, clicks: d.clicks, impressions: d.impressions, position: d.impressions ? Math.round((d.weightedPosition / d.impressions) * 100) / 100 : null }));

export async function loadDeclinesPage(scope: BrandScope, params: SearchParams): Promise<DeclinesPage> {
  const state = parseTableState(DECLINE_TABLE, params, filtersInput) as DeclineTableState;
  const history = await loadDeclineHistory(scope);
  const all = await listDeclines(scope, history);
  const rows = all.filter((d) => matches(d, state.filters));
  const dir = state.sort.desc ? -1 : 1;
  if (state.sort.id === "window") rows.sort((a, b) => dir * a.window.end.localeCompare(b.window.end) || b.lostClicks - a.lostClicks);
  else if (state.sort.id === "key") rows.sort((a, b) => dir * a.key.localeCompare(b.key) || b.lostClicks - a.lostClicks);
  else rows.sort((a, b) => dir * (a.lostClicks - b.lostClicks) || b.window.end.localeCompare(a.window.end));
  const win = pageWindow(rows.length, state);
  const ref = oneParam(params, "decline");
  const parsed = ref ? parseDeclineId(ref) : null;
  const found = parsed ? await getDecline(scope, parsed) : null;
  const span = history.span;
  return {
    span,
    site: history.site,
    updates: span ? GOOGLE_UPDATES.filter((u) => u.start <= span.lastDay && rolloutEnd(u) >= span.firstDay).map((u) => ({ name: u.name, start: u.start, end: rolloutEnd(u) })) : [],
    summary: {
      declines: all.length,
      pages: new Set(all.filter((d) => d.entity === "page").map((d) => d.key)).size,
      queries: new Set(all.filter((d) => d.entity === "query").map((d) => d.key)).size,
      lostClicks: all.filter((d) => d.comparison === "previous").reduce((n, d) => n + d.lostClicks, 0),
      withUpdate: all.filter((d) => d.causes.some((c) => c.kind === "update")).length,
    },
    state,
    table: { ...win, rows: rows.slice(win.offset, win.offset + win.pageSize) },
    detail: found ? { decline: found.decline, series: toSiteDays(found.series) } : null,
    detailMissing: !!ref && !found,
    historyJob: await latestHistorySync(scope),
  };
}
