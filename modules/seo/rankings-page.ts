/**
 * What /rankings reads for one request: the table state from the URL, the page of tracked keywords,
 * the rank check's progress, the drop alerts and the open keyword's position history. The route
 * file only composes.
 */
import { z } from "zod";
import type { BrandScope } from "@/lib/brand-scope";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import { getRankCheckProgress, listRankAlerts, listRankings } from "./queries/rankings";
import { getSeoSettings } from "./queries/settings";
import { rankHistory } from "./rank-check";
import { RANK_TABLE, type RankTableState } from "./rank-view";

const filters = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  where: z.string().max(140).optional().catch(undefined),
  keyword: z.uuid().optional().catch(undefined),
});

export function parseRankTable(params: SearchParams | URLSearchParams): RankTableState {
  return parseTableState(RANK_TABLE, params, filters);
}

export async function loadRankingsPage(scope: BrandScope, params: SearchParams) {
  const state = parseRankTable(params);
  const [page, progress, alerts, settings] = await Promise.all([listRankings(scope, state), getRankCheckProgress(scope), listRankAlerts(scope), getSeoSettings(scope)]);
  // The chart shows the chosen keyword, else the first row of the page.
  const open = page.rows.find((r) => r.id === state.filters.keyword) ?? page.rows[0] ?? null;
  const history = open ? await rankHistory(scope, open.id, 180, { location: page.location, device: page.device }) : [];
  return { state, page, progress, alerts, settings, open, history };
}
