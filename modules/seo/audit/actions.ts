"use server";

/**
 * Server actions of /onpage-seo-audit. Each is in the cross-tenant matrix
 * (tests/integration/matrix/seo-audit.matrix.ts).
 */
import { ActionError, brandAction } from "@/lib/action";
import { crawlIdInput, issueTaskInput, startCrawlInput } from "./inputs";
import { cancelCrawl, createTaskFromIssue, startCrawl } from "./start";

const edit = { module: "seo", access: "edit" } as const;

export const startSeoCrawlAction = brandAction("startSeoCrawl", startCrawlInput, { ...edit, failure: "Failed to start the crawl" }, (scope, d) => startCrawl(scope, d));

export const cancelSeoCrawlAction = brandAction("cancelSeoCrawl", crawlIdInput, { ...edit, failure: "Failed to cancel the crawl" }, async (scope, d) => {
  const cancelled = await cancelCrawl(scope, d.crawlId);
  if (!cancelled) throw new ActionError("This crawl has already ended.");
  return { cancelled };
});

export const createTaskFromCrawlIssueAction = brandAction("createTaskFromCrawlIssue", issueTaskInput, { ...edit, failure: "Failed to create the task" }, (scope, d) =>
  createTaskFromIssue(scope, d.issueId),
);
