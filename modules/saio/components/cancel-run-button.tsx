"use client";

import { Button } from "@/components/ui/button";
import { useAction } from "@/components/actions/use-action";
import { cancelSaioRunAction } from "../actions";

export function CancelRunButton({ brandId, runId }: { brandId: string; runId: string }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button size="sm" variant="outline" disabled={pending} onClick={() => void run(cancelSaioRunAction, { id: runId }, { success: "Run cancelled; the answers so far are kept" })}>
      {pending ? "Cancelling..." : "Cancel run"}
    </Button>
  );
}
