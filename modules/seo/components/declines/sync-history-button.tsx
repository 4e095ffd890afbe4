"use client";

import { RefreshCwIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { syncGscHistoryAction } from "@/modules/seo/declines/actions";

/** Queues the 16-month Search Console sync; the page shows the job's state after a reload. */
export function SyncHistoryButton({ brandId, running }: { brandId: string; running: boolean }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button size="sm" variant="outline" disabled={pending || running} onClick={() => void run(syncGscHistoryAction, { days: 486 }, { success: "Syncing 16 months of Search Console data in the background." })}>
      <RefreshCwIcon aria-hidden="true" className={running ? "animate-spin" : undefined} />
      {running ? "Syncing 16 months…" : "Sync 16 months"}
    </Button>
  );
}
