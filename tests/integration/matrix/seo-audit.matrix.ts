import { getDb } from "@/db/client";
import { seoCrawlIssues, seoCrawls } from "@/db/schema";
import * as audit from "@/modules/seo/audit/actions";
import { setSeoCrawlScheduleAction } from "@/modules/seo/audit/schedule-actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /onpage-seo-audit: starting a crawl acts on the caller's current brand (the outsider succeeds in
// their own brand B, A stays untouched); cancelling and "create task" name A's crawl and issue.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

async function crawlInA(w: MatrixWorld, status: "queued" | "succeeded"): Promise<string> {
  const [c] = await getDb().insert(seoCrawls).values({ brandId: w.a.id, startUrl: "https://matrix-a.example/", status }).returning({ id: seoCrawls.id });
  return c!.id;
}

async function issueInA(w: MatrixWorld): Promise<string> {
  const crawlId = await crawlInA(w, "succeeded");
  const [i] = await getDb()
    .insert(seoCrawlIssues)
    .values({ crawlId, brandId: w.a.id, pageUrl: "https://matrix-a.example/", checkKey: "title-missing", severity: "critical", evidence: "no <title> element" })
    .returning({ id: seoCrawlIssues.id });
  return i!.id;
}

export default defineMatrix([
  { action: "startSeoCrawl", call: audit.startSeoCrawlAction, allow: anyBrand, input: () => ({ startUrl: "https://matrix.example/", pageLimit: 10, concurrency: 1, delayMs: 0, respectRobots: true }) },
  { action: "cancelSeoCrawl", call: audit.cancelSeoCrawlAction, allow: editors, input: async (w) => ({ crawlId: await crawlInA(w, "queued") }) },
  // Like starting a crawl, the schedule is the caller's current brand's ("off" needs no crawl first).
  { action: "setSeoCrawlSchedule", call: setSeoCrawlScheduleAction, allow: anyBrand, input: () => ({ frequency: "off" }) },
  { action: "createTaskFromCrawlIssue", call: audit.createTaskFromCrawlIssueAction, allow: editors, input: async (w) => ({ issueId: await issueInA(w) }) },
]);
