/**
 * The "technical change" cause of a decline: what the site crawler saw change on the page between two
 * dates (noindex added, status no longer 200, canonical pointing elsewhere). The crawler's tables are
 * built separately (issue #19, /onpage-seo-audit); this is the one function the merge wires to them.
 * Until then it answers null ("no crawl history to consult"), and the page offers no technical cause:
 * a cause is only named when a crawl saw it.
 */
import type { BrandScope } from "@/lib/brand-scope";

export type TechnicalChange = {
  kind: "noindex" | "status" | "canonical";
  /** What the crawl saw before and after, e.g. "200" → "404", "index" → "noindex". */
  before: string;
  after: string;
  /** The day of the crawl that first saw the change. */
  seenOn: string;
};

/** Changes the crawler saw on `pageUrl` between `from` and `to` (inclusive days); null = no crawl data. */
export async function technicalChanges(_scope: BrandScope, _pageUrl: string, _from: string, _to: string): Promise<TechnicalChange[] | null> {
  return null;
}
