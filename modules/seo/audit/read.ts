/**
 * What other SEO pages read of the audit: the pages of the brand's latest succeeded crawl
 * (3D analysis, declines). Row-level security and the brand filter keep it to the brand.
 */
import { and, desc, eq } from "drizzle-orm";
import { seoCrawlPages, seoCrawls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

export type CrawledPage = {
  url: string;
  score: number | null;
  wordCount: number | null;
  inlinks: number;
  indexable: boolean | null;
  canonical: string | null;
  statusCode: number | null;
};

/** The internal pages of the latest succeeded crawl, with the crawl's id and end; null when none succeeded yet. */
export async function latestCrawlPages(scope: BrandScope): Promise<{ crawlId: string; finishedAt: Date | null; pages: CrawledPage[] } | null> {
  return withScope(scope, async (tx) => {
    const [crawl] = await tx
      .select({ id: seoCrawls.id, finishedAt: seoCrawls.finishedAt })
      .from(seoCrawls)
      .where(and(eq(seoCrawls.brandId, scope.brandId), eq(seoCrawls.status, "succeeded")))
      .orderBy(desc(seoCrawls.finishedAt))
      .limit(1);
    if (!crawl) return null;
    const pages = await tx
      .select({
        url: seoCrawlPages.url,
        score: seoCrawlPages.score,
        wordCount: seoCrawlPages.wordCount,
        inlinks: seoCrawlPages.inlinks,
        indexable: seoCrawlPages.indexable,
        canonical: seoCrawlPages.canonical,
        statusCode: seoCrawlPages.statusCode,
      })
      .from(seoCrawlPages)
      .where(and(eq(seoCrawlPages.brandId, scope.brandId), eq(seoCrawlPages.crawlId, crawl.id), eq(seoCrawlPages.external, false)))
      .orderBy(seoCrawlPages.url);
    return { crawlId: crawl.id, finishedAt: crawl.finishedAt, pages };
  });
}
