"use client";

import { LoaderCircleIcon, SparklesIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { runFgFeedbackAnalysisAction } from "../actions";

/** Starts a new analysis of the picked sessions (a durable run); earlier ones stay in the history. */
export function RunAnalysisButton({ brandId, projectId, sessionIds, again, running }: { brandId: string; projectId: string; sessionIds: string[]; again: boolean; running: boolean }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button
      size="sm"
      disabled={pending || running}
      onClick={() => void run(runFgFeedbackAnalysisAction, { projectId, sessionIds }, { success: (d) => (d.alreadyRunning ? "An analysis of this project is already running" : "Analysis started") })}
    >
      {pending || running ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
      {running ? "Analysing…" : again ? "Run again" : "Analyse feedback"}
    </Button>
  );
}
