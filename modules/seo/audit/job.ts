/**
 * The crawl as a durable job (`seo.crawl`): the crawl row carries its settings and progress, the
 * job only says which crawl to run. A run cut short (restart, lost lease) is claimed again and
 * resumes from the stored frontier; the last failed attempt marks the crawl failed with its reason.
 */
import { eq } from "drizzle-orm";
import { seoCrawls } from "@/db/schema";
import { withScope } from "@/lib/brand-scope";
import { defineTask } from "@/lib/jobs";
import { actingScope } from "@/modules/roles/acting";

export const SEO_CRAWL_TASK = "seo.crawl";
const MAX_ATTEMPTS = 4;

defineTask<{ brandId: string; userId: string | null; crawlId: string }>({
  name: SEO_CRAWL_TASK,
  maxAttempts: MAX_ATTEMPTS,
  leaseMs: 2 * 60_000,
  backoffMs: () => 5_000,
  handler: async ({ payload, id, attempt, signal }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "seo");
    if (!scope) return;
    const { runCrawl } = await import("./crawler");
    try {
      await runCrawl(scope, payload.crawlId, { jobId: id, attempt, signal });
    } catch (e) {
      if (attempt >= MAX_ATTEMPTS && !signal.aborted) {
        const message = e instanceof Error ? e.message : String(e);
        await withScope(scope, (tx) =>
          tx.update(seoCrawls).set({ status: "failed", finishedAt: new Date(), error: `The crawl stopped: ${message}` }).where(eq(seoCrawls.id, payload.crawlId)),
        );
      }
      throw e;
    }
  },
});
