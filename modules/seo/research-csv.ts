import { toCsv } from "@/lib/csv";
import type { ExportKeywordRow } from "./queries/research";

const HEADER = ["keyword", "volume", "cpc_usd", "difficulty", "competition", "intent", "position", "position_url", "source", "tags", "group", "tracked", "figures_at_utc"];

/** The keyword table as CSV: one row per keyword, tags joined with "; " (the file opens in any spreadsheet). */
export function keywordsCsv(rows: readonly ExportKeywordRow[]): string {
  return toCsv([
    HEADER,
    ...rows.map((r) => [
      r.keyword,
      r.volume,
      r.cpcUsd,
      r.difficulty,
      r.competition === null ? null : Math.round(r.competition * 100) / 100,
      r.intent,
      r.position,
      r.positionUrl,
      r.source,
      r.tags.join("; "),
      r.group,
      r.tracked ? "yes" : "no",
      r.figuresAt?.toISOString() ?? null,
    ]),
  ]);
}
