import { toCsv } from "@/lib/csv";
import { CHECK_BY_KEY } from "./checks";

const HEADER = ["page_url", "check", "issue", "severity", "evidence", "how_to_fix"];

type IssueRow = { pageUrl: string; checkKey: string; severity: string; evidence: string };

/** A crawl's issues as a table: a header, then one row per issue with the check's name and how to fix it. */
export function auditIssuesTable(rows: readonly IssueRow[]): string[][] {
  return [HEADER, ...rows.map((r) => [r.pageUrl, r.checkKey, CHECK_BY_KEY.get(r.checkKey)?.title ?? r.checkKey, r.severity, r.evidence, CHECK_BY_KEY.get(r.checkKey)?.fix ?? ""])];
}

export function auditIssuesCsv(rows: readonly IssueRow[]): string {
  return toCsv(auditIssuesTable(rows));
}
