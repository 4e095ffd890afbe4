"use client";

import { ListPlusIcon, SquareIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { cancelSeoCrawlAction, createTaskFromCrawlIssueAction } from "@/modules/seo/audit/actions";

export function CancelCrawlButton({ brandId, crawlId }: { brandId: string; crawlId: string }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button size="sm" variant="outline" disabled={pending} onClick={() => void run(cancelSeoCrawlAction, { crawlId }, { success: "Crawl cancelled." })}>
      <SquareIcon aria-hidden="true" />
      Cancel crawl
    </Button>
  );
}

/** "Create task" from one issue: a task in the current sprint with the page, the evidence and how to fix it. */
export function CreateIssueTaskButton({ brandId, issueId, label }: { brandId: string; issueId: string; label: string }) {
  const { run, isBusy } = useAction({ brandId });
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={isBusy(issueId)}
      aria-label={`Create a task: ${label}`}
      onClick={() => void run(createTaskFromCrawlIssueAction, { issueId }, { key: issueId, success: (d) => `Task created: ${d.title}`, refresh: false })}
    >
      <ListPlusIcon aria-hidden="true" />
      Create task
    </Button>
  );
}
