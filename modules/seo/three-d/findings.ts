/**
 * What the three dimensions reveal, as pure functions of the matrix (unit-tested in findings.test.ts):
 * cannibalisation, striking distance, high impressions with a CTR far below the curve, keywords
 * without a page and pages without a keyword. Each finding names the cells it is about, so the
 * matrix can show exactly those and a task can quote them.
 */
import { formatNumber, pct } from "@/lib/format";
import { ctrAt } from "../analysis/visibility";
import { FINDING_LABELS, type FindingKind } from "./finding-kinds";
import { keywordKey, type MatrixCell } from "./model";

export { FINDING_LABELS, type FindingKind };

export type Finding = {
  kind: FindingKind;
  /** Stable within an analysis (kind + keyword/page), for React keys and task source data. */
  key: string;
  title: string;
  detail: string;
  /** The matrix filter that shows its cells. */
  filter: { keyword?: string; page?: string };
  cells: { page: string; keyword: string }[];
};

export const STRIKING_MIN = 4;
export const STRIKING_MAX = 20;
/** Below this many impressions a CTR says too little to call it low. */
export const LOW_CTR_MIN_IMPRESSIONS = 100;
/** "Low" = less than half of what the curve expects at that position. */
export const LOW_CTR_RATIO = 0.5;

const pos = (n: number) => n.toFixed(1);

/** One keyword with impressions on two or more pages: the pages compete for it. */
export function findCannibalisation(cells: readonly MatrixCell[]): Finding[] {
  const byKeyword = new Map<string, MatrixCell[]>();
  for (const c of cells) {
    if (!c.page || !((c.metrics.impressions ?? 0) > 0)) continue;
    const k = keywordKey(c.keyword);
    byKeyword.set(k, [...(byKeyword.get(k) ?? []), c]);
  }
  const out: Finding[] = [];
  for (const [k, group] of byKeyword) {
    const pages = [...new Set(group.map((c) => c.page))];
    if (pages.length < 2) continue;
    const sorted = [...group].sort((a, b) => (b.metrics.impressions ?? 0) - (a.metrics.impressions ?? 0));
    out.push({
      kind: "cannibalisation",
      key: `cannibalisation:${k}`,
      title: `"${group[0]!.keyword}" is split across ${pages.length} pages`,
      detail: `${sorted.map((c) => `${c.page} (${formatNumber(c.metrics.impressions)} impressions${c.metrics.position != null ? `, position ${pos(c.metrics.position)}` : ""})`).join("; ")}. Choose one page for the keyword and point the others to it (merge, canonical or internal links).`,
      filter: { keyword: group[0]!.keyword },
      cells: sorted.map((c) => ({ page: c.page, keyword: c.keyword })),
    });
  }
  return out;
}

/** Position 4–20 (GSC average, else the rank check) with impressions: a little work may reach the top 3. */
export function findStrikingDistance(cells: readonly MatrixCell[]): Finding[] {
  const out: Finding[] = [];
  const byImpressions = [...cells].sort((a, b) => (b.metrics.impressions ?? 0) - (a.metrics.impressions ?? 0));
  for (const c of byImpressions) {
    const position = c.metrics.position ?? c.metrics.rank;
    if (!c.page || position == null || !((c.metrics.impressions ?? 0) > 0)) continue;
    if (position < STRIKING_MIN || position > STRIKING_MAX) continue;
    out.push({
      kind: "striking_distance",
      key: `striking_distance:${keywordKey(c.keyword)}:${c.page}`,
      title: `"${c.keyword}" at position ${pos(position)} on ${c.page}`,
      detail: `${formatNumber(c.metrics.impressions)} impressions at position ${pos(position)}. Strengthen the page for this keyword (content, title, internal links) to reach the top 3.`,
      filter: { keyword: c.keyword, page: c.page },
      cells: [{ page: c.page, keyword: c.keyword }],
    });
  }
  return out;
}

/** Many impressions but a CTR under half the curve's at that position: the snippet does not convince. */
export function findLowCtr(cells: readonly MatrixCell[]): Finding[] {
  const out: Finding[] = [];
  for (const c of cells) {
    const { impressions, ctr, position } = c.metrics;
    if (!c.page || impressions == null || ctr == null || position == null || impressions < LOW_CTR_MIN_IMPRESSIONS) continue;
    const expected = ctrAt(position);
    if (ctr >= expected * LOW_CTR_RATIO) continue;
    out.push({
      kind: "low_ctr",
      key: `low_ctr:${keywordKey(c.keyword)}:${c.page}`,
      title: `"${c.keyword}": CTR ${pct(ctr)} at position ${pos(position)}`,
      detail: `${formatNumber(impressions)} impressions with a CTR of ${pct(ctr)}, where position ${pos(position)} usually gets about ${pct(expected)}. Rewrite the title and meta description of ${c.page}.`,
      filter: { keyword: c.keyword, page: c.page },
      cells: [{ page: c.page, keyword: c.keyword }],
    });
  }
  return out;
}

/** Keywords the analysis maps to no page, or only to pages outside the analysis. */
export function findKeywordsWithoutPage(cells: readonly MatrixCell[], pages: readonly string[]): Finding[] {
  const chosen = new Set(pages);
  const byKeyword = new Map<string, { keyword: string; mapped: boolean }>();
  for (const c of cells) {
    const k = keywordKey(c.keyword);
    const entry = byKeyword.get(k) ?? { keyword: c.keyword, mapped: false };
    if (c.page && chosen.has(c.page)) entry.mapped = true;
    byKeyword.set(k, entry);
  }
  return [...byKeyword]
    .filter(([, e]) => !e.mapped)
    .map(([k, e]) => ({
      kind: "keyword_without_page" as const,
      key: `keyword_without_page:${k}`,
      title: `"${e.keyword}" has no page`,
      detail: `No page of this analysis targets "${e.keyword}". Map it to an existing page or create one for it.`,
      filter: { keyword: e.keyword },
      cells: cells.filter((c) => keywordKey(c.keyword) === k).map((c) => ({ page: c.page, keyword: c.keyword })),
    }));
}

/** Pages of the analysis no keyword is mapped to. */
export function findPagesWithoutKeyword(cells: readonly MatrixCell[], pages: readonly string[]): Finding[] {
  const targeted = new Set(cells.map((c) => c.page));
  return pages
    .filter((p) => !targeted.has(p))
    .map((p) => ({
      kind: "page_without_keyword" as const,
      key: `page_without_keyword:${p}`,
      title: `${p} has no keyword`,
      detail: `No keyword of this analysis is mapped to ${p}. Give it a target keyword, or merge it into a page that has one.`,
      filter: { page: p },
      cells: [],
    }));
}

export function findAll(cells: readonly MatrixCell[], pages: readonly string[]): Finding[] {
  return [
    ...findCannibalisation(cells),
    ...findStrikingDistance(cells),
    ...findLowCtr(cells),
    ...findKeywordsWithoutPage(cells, pages),
    ...findPagesWithoutKeyword(cells, pages),
  ];
}
