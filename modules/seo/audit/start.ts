/** Starting and cancelling crawls, and turning an issue into a task (called by ./actions.ts and tests). */
import { and, eq, inArray } from "drizzle-orm";
import { seoCrawlIssues, seoCrawls } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { logScopeActivity } from "@/lib/activity";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { createTask } from "@/modules/tasks/create";
import { CHECK_BY_KEY } from "./checks";
import { SEO_CRAWL_TASK } from "./job";
import type { z } from "zod";
import type { startCrawlInput } from "./inputs";

export const SEO_AUDIT_TASK_SOURCE = "seo_audit";

/** Queues a crawl; one unfinished crawl per brand at a time. */
export async function startCrawl(scope: BrandScope, d: z.output<typeof startCrawlInput>): Promise<{ crawlId: string }> {
  const crawlId = await withScope(scope, async (tx) => {
    const running = await tx
      .select({ id: seoCrawls.id })
      .from(seoCrawls)
      .where(and(eq(seoCrawls.brandId, scope.brandId), inArray(seoCrawls.status, ["queued", "running"])))
      .limit(1);
    if (running.length) throw new ActionError("A crawl of this brand is already running. Cancel it or wait for it to end.");
    const [row] = await tx
      .insert(seoCrawls)
      .values({ brandId: scope.brandId, startUrl: d.startUrl, pageLimit: d.pageLimit, concurrency: d.concurrency, delayMs: d.delayMs, respectRobots: d.respectRobots, createdBy: scope.userId })
      .returning({ id: seoCrawls.id });
    const jobId = await enqueueJob(tx, SEO_CRAWL_TASK, { brandId: scope.brandId, userId: scope.userId, crawlId: row!.id }, { brandId: scope.brandId, singletonKey: `${SEO_CRAWL_TASK}:${scope.brandId}` });
    if (!jobId) throw new ActionError("A crawl of this brand is already running. Cancel it or wait for it to end.");
    await tx.update(seoCrawls).set({ jobId }).where(eq(seoCrawls.id, row!.id));
    await logScopeActivity(tx, scope, "start_seo_crawl", `Started a site audit crawl of ${d.startUrl}`, { crawlId: row!.id });
    return row!.id;
  });
  wakeJobRunner();
  return { crawlId };
}

/** Marks a queued or running crawl cancelled; the crawler stops before its next batch. */
export async function cancelCrawl(scope: BrandScope, crawlId: string): Promise<boolean> {
  return withScope(scope, async (tx) => {
    const [c] = await tx.select({ status: seoCrawls.status }).from(seoCrawls).where(and(eq(seoCrawls.id, crawlId), eq(seoCrawls.brandId, scope.brandId)));
    if (!c) throw new NotFoundError();
    const rows = await tx
      .update(seoCrawls)
      .set({ status: "cancelled", finishedAt: new Date() })
      .where(and(eq(seoCrawls.id, crawlId), eq(seoCrawls.brandId, scope.brandId), inArray(seoCrawls.status, ["queued", "running"])))
      .returning({ id: seoCrawls.id });
    return rows.length > 0;
  });
}

/** A task in the brand's current sprint carrying the issue's page, evidence and how to fix it. */
export async function createTaskFromIssue(scope: BrandScope, issueId: string): Promise<{ taskId: string; title: string }> {
  const [issue] = await withScope(scope, (tx) =>
    tx.select().from(seoCrawlIssues).where(and(eq(seoCrawlIssues.id, issueId), eq(seoCrawlIssues.brandId, scope.brandId))),
  );
  if (!issue) throw new NotFoundError();
  const check = CHECK_BY_KEY.get(issue.checkKey);
  const name = check?.title ?? issue.checkKey;
  let path = issue.pageUrl;
  try {
    path = new URL(issue.pageUrl).pathname;
  } catch {
    /* the URL as stored */
  }
  const title = `Fix "${name}" on ${path}`.slice(0, 200);
  const description = [`Page: ${issue.pageUrl}`, `Found: ${issue.evidence}`, check ? `How to fix: ${check.fix}` : null].filter(Boolean).join("\n\n");
  const task = await createTask(scope, {
    title,
    description,
    priority: issue.severity === "critical" ? "High" : issue.severity === "warning" ? "Medium" : "Low",
    assignedTo: null,
    sprintId: "current",
    sourceType: SEO_AUDIT_TASK_SOURCE,
    sourceData: { crawlId: issue.crawlId, issueId: issue.id, checkKey: issue.checkKey, pageUrl: issue.pageUrl },
  });
  return { taskId: task.id, title: task.title };
}
