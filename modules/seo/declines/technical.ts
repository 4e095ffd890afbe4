/**
 * The "technical change" cause of a decline: what the On-Page SEO Audit's crawls saw change on the page
 * (noindex added, status no longer what it was, canonical pointing elsewhere) in a crawl that ended
 * inside the decline's dates, against the crawl before it. A cause is only named when two crawls saw
 * the page and differ; one crawl alone says nothing about a change.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { seoCrawlPages, seoCrawls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { toDay } from "@/lib/calendar-day";

export type TechnicalChange = {
  kind: "noindex" | "status" | "canonical";
  /** What the crawl saw before and after, e.g. "200" → "404", "index" → "noindex". */
  before: string;
  after: string;
  /** The day of the crawl that first saw the change. */
  seenOn: string;
};

export type Seen = { day: string; status: number | null; robots: string; canonical: string | null };

const noindex = (robots: string) => /\bnoindex\b|\bnone\b/i.test(robots);

/** The changes between consecutive crawls of one page (pure: crawls in the order they ended). */
export function changesBetweenCrawls(seen: readonly Seen[], from: string, to: string): TechnicalChange[] {
  const out: TechnicalChange[] = [];
  for (let i = 1; i < seen.length; i++) {
    const a = seen[i - 1]!;
    const b = seen[i]!;
    if (b.day < from || b.day > to) continue;
    if (a.status !== b.status) out.push({ kind: "status", before: String(a.status ?? "no answer"), after: String(b.status ?? "no answer"), seenOn: b.day });
    if (noindex(a.robots) !== noindex(b.robots)) out.push({ kind: "noindex", before: noindex(a.robots) ? "noindex" : "index", after: noindex(b.robots) ? "noindex" : "index", seenOn: b.day });
    if ((a.canonical ?? "") !== (b.canonical ?? "")) out.push({ kind: "canonical", before: a.canonical ?? "none", after: b.canonical ?? "none", seenOn: b.day });
  }
  return out;
}

/** Each page's states in the brand's succeeded crawls, in the order the crawls ended (one query for all pages). */
export async function crawlHistory(scope: BrandScope, pageUrls: readonly string[]): Promise<Map<string, Seen[]>> {
  const out = new Map<string, Seen[]>();
  if (!pageUrls.length) return out;
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ url: seoCrawlPages.url, finishedAt: seoCrawls.finishedAt, status: seoCrawlPages.statusCode, robotsMeta: seoCrawlPages.robotsMeta, xRobotsTag: seoCrawlPages.xRobotsTag, canonical: seoCrawlPages.canonical })
      .from(seoCrawlPages)
      .innerJoin(seoCrawls, eq(seoCrawls.id, seoCrawlPages.crawlId))
      .where(and(eq(seoCrawlPages.brandId, scope.brandId), inArray(seoCrawlPages.url, [...new Set(pageUrls)]), eq(seoCrawls.status, "succeeded")))
      .orderBy(asc(seoCrawls.finishedAt)),
  );
  for (const r of rows) {
    if (!r.finishedAt) continue;
    const list = out.get(r.url) ?? [];
    list.push({ day: toDay(r.finishedAt), status: r.status, robots: `${r.robotsMeta ?? ""} ${r.xRobotsTag ?? ""}`, canonical: r.canonical });
    out.set(r.url, list);
  }
  return out;
}
