/** The kinds of 3D findings and their names (client-safe: the matrix filter and the findings list share them). */
export const FINDING_KINDS = ["cannibalisation", "striking_distance", "low_ctr", "keyword_without_page", "page_without_keyword"] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export const FINDING_LABELS: Record<FindingKind, string> = {
  cannibalisation: "Cannibalisation",
  striking_distance: "Striking distance",
  low_ctr: "Low CTR for the position",
  keyword_without_page: "Keyword without a page",
  page_without_keyword: "Page without a keyword",
};
