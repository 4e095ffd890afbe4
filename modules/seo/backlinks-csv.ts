import { toCsv } from "@/lib/csv";
import type { LinkGap } from "./analysis/backlinks";

const HEADER = ["referring_domain", "competitors_linked", "links_to", "domain_rank", "backlinks"];

/** The link gap as CSV: one row per referring domain, the competitors it links to joined with "; ". */
export function linkGapCsv(gap: LinkGap | null): string {
  return toCsv([HEADER, ...(gap?.rows ?? []).map((r) => [r.domain, r.linksTo.length, r.linksTo.join("; "), r.rank, r.backlinks])]);
}
