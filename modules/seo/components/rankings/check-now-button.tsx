"use client";

import { RefreshCwIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { checkSeoRanksNowAction } from "@/modules/seo/rank-actions";

/** "Check now": enqueues the brand's rank check; the status card above the table shows its progress. */
export function CheckNowButton({ brandId, running }: { brandId: string; running: boolean }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button
      size="sm"
      disabled={pending || running}
      onClick={() => void run(checkSeoRanksNowAction, {}, { success: (d) => (d.alreadyRunning ? "A rank check is already under way." : "Rank check started.") })}
    >
      <RefreshCwIcon className={running || pending ? "animate-spin" : undefined} aria-hidden="true" />
      {running ? "Checking…" : "Check now"}
    </Button>
  );
}
