/**
 * The demo brand's on-page audit: two crawls of its shipped website (db/sample/seo-site) through the
 * real crawler, checks, scoring and issue store (modules/seo/audit), answered from the files by the
 * sample site client instead of the network. The earlier crawl reads the site as it was a month before
 * (db/sample/seo-site/_before: defects fixed since, one not there yet), so /onpage-seo-audit shows new,
 * fixed and still-open issues, and the declines see what changed on a page between two crawls.
 */
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { seoCrawls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { runCrawl } from "@/modules/seo/audit/crawler";
import { SAMPLE_SITE_DIR, sampleSiteClient } from "./site-transport";

/**
 * When the two sample crawls ended: inside the last two 28-day windows of the Search Console sample
 * (db/sample/seo/gsc-bulk-export.zip ends 2026-10-31), whose /blog/light-vs-dark-roast loses its
 * impressions after a noindex shipped on 2026-10-08 — the change the second crawl sees.
 */
export const SAMPLE_CRAWLS = [
  { overlay: "_before", startedAt: "2026-09-29T06:40:00Z", finishedAt: "2026-09-29T06:42:13Z" },
  { overlay: null, startedAt: "2026-10-27T06:40:00Z", finishedAt: "2026-10-27T06:42:08Z" },
] as const;

export async function seedSampleCrawls(scope: BrandScope, website: string, root = SAMPLE_SITE_DIR): Promise<string[]> {
  const origin = new URL(website).origin;
  const ids: string[] = [];
  for (const c of SAMPLE_CRAWLS) {
    const [row] = await withScope(scope, (tx) =>
      tx
        .insert(seoCrawls)
        .values({ brandId: scope.brandId, startUrl: `${origin}/`, pageLimit: 500, concurrency: 4, delayMs: 0, respectRobots: true, createdBy: scope.userId })
        .returning({ id: seoCrawls.id }),
    );
    const client = sampleSiteClient({ origin, root, overlay: c.overlay ? path.join(root, c.overlay) : null });
    const outcome = await runCrawl(scope, row!.id, { client });
    if (outcome !== "succeeded") throw new Error(`Sample data: the sample crawl of ${origin} ended ${outcome}.`);
    // The crawl ran now; it is filed at its place in the sample's story.
    await withScope(scope, (tx) =>
      tx
        .update(seoCrawls)
        .set({ createdAt: new Date(c.startedAt), startedAt: new Date(c.startedAt), finishedAt: new Date(c.finishedAt) })
        .where(and(eq(seoCrawls.id, row!.id), eq(seoCrawls.brandId, scope.brandId))),
    );
    ids.push(row!.id);
  }
  return ids;
}
